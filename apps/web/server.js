/**
 * Production server for the web app: Express + Remix (remix-handler.js, instead of remix-serve) so that loaders
 * and actions know the browser's address (`context.clientAddress`). The web app forwards it to the API as
 * X-Forwarded-For, so the API's per-client limits (sign-in) count browsers, not this server.
 *
 * Settings (parsed by the one schema, @roombook/domain/settings, when the build loads): PORT (3000), HOST (all
 * interfaces), TRUST_PROXY=true when a reverse proxy in front of this server sets X-Forwarded-For (otherwise
 * the header is ignored and the socket address is used), WEB_URL (the product's address: a request that changes
 * something must come from a page of it; unset, from the host it was sent to), SHUTDOWN_DRAIN_MS (0): after
 * SIGTERM, how long `/healthz` answers 503 while every other request is still served, before the server closes
 * (docs/decisions/083: the proxy in front stops sending to it first).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { feedProxy, imageProxy } from './api-passthrough.js';
import { remixHandler } from './remix-handler.js';
import { readBody, sameOrigin } from './request-guards.js';
import { requestLog } from './request-log.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The Remix build; loading it parses the settings (app/lib/settings.server.ts): a wrong one ends the process, one line per cause. */
const build = await import(path.join(here, 'build/server/index.js')).catch((error) => {
  if (error?.name !== 'SettingsError') throw error;
  for (const line of error.lines) console.error(`roombook web: ${line}`);
  process.exit(1);
});
const { settings } = build.entry.module;

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', settings.TRUST_PROXY);
// Each request's id, sent on the API calls made for it, and its one log line (docs/decisions/081).
app.use(requestLog());

// Security headers (docs/decisions/012). Every page gets its own nonce: Remix's inline scripts carry it,
// and no other inline script may run. Style attributes are allowed (react-aria sets them); images may be
// data: and blob: URLs (the image cropper). HSTS only when the product is served over https.
const https = (settings.WEB_URL ?? '').startsWith('https:') || settings.COOKIE_SECURE === true;
app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${res.locals.cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The reset-password page carries its token in the URL: it never leaves for another origin.
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 31_536_000 } : false,
  }),
);
app.use(compression());
app.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h' }));
// The proxy's health check (docs/decisions/083): 503 while this process drains before it stops.
let draining = false;
app.get('/healthz', (_req, res) => {
  res.status(draining ? 503 : 200).set('cache-control', 'no-store').json({ status: draining ? 'draining' : 'ok' });
});
// The API's pictures, for <img src="/api/image/…"> (docs/decisions/019).
app.get('/api/image/:file', imageProxy);
// The calendar feeds, which calendar programs poll at the web's address (docs/decisions/105).
app.get('/api/feed/:token', feedProxy);
app.get('/api/feed/:token/room/:id', feedProxy);
// A request that may change something: from the product's own pages, a form or JSON, within its size
// (docs/decisions/076).
app.use(sameOrigin(settings.WEB_URL), readBody);
app.all(
  '*',
  remixHandler(build, settings.NODE_ENV, (req, res) => ({ clientAddress: req.ip ?? req.socket.remoteAddress, cspNonce: res.locals.cspNonce })),
);

const port = settings.PORT ?? 3000;
const host = settings.HOST;
const server = app.listen(port, host, () => {
  console.info(`roombook web listening on http://${host ?? 'localhost'}:${port}`);
});
const drainMs = settings.SHUTDOWN_DRAIN_MS ?? 0;
const shutdown = () => {
  if (draining) return;
  draining = true;
  setTimeout(() => server.close(() => process.exit(0)), drainMs);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
