/**
 * Production server for the web app: Express + Remix (remix-handler.js, instead of remix-serve) so that loaders
 * and actions know the browser's address (`context.clientAddress`). The web app forwards it to the API as
 * X-Forwarded-For, so the API's per-client limits (sign-in) count browsers, not this server.
 *
 * Settings: PORT (3000), HOST (all interfaces), TRUST_PROXY=true when a reverse proxy in front of this
 * server sets X-Forwarded-For (otherwise the header is ignored and the socket address is used), WEB_URL
 * (the product's address: a request that changes something must come from a page of it; unset, from the
 * host it was sent to).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { imageProxy } from './image-proxy.js';
import { remixHandler } from './remix-handler.js';
import { readBody, sameOrigin } from './request-guards.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(here, 'build/server/index.js'));

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', process.env.TRUST_PROXY === 'true');

// Security headers (docs/decisions/012). Every page gets its own nonce: Remix's inline scripts carry it,
// and no other inline script may run. Style attributes are allowed (react-aria sets them); images may be
// data: and blob: URLs (the image cropper). HSTS only when the product is served over https.
const https = (process.env.WEB_URL ?? '').startsWith('https:') || process.env.COOKIE_SECURE === 'true';
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
// The API's pictures, for <img src="/api/image/…"> (docs/decisions/019).
app.get('/api/image/:file', imageProxy);
// A request that may change something: from the product's own pages, a form or JSON, within its size
// (docs/decisions/076).
app.use(sameOrigin(process.env.WEB_URL), readBody);
app.all(
  '*',
  remixHandler(build, (req, res) => ({ clientAddress: req.ip ?? req.socket.remoteAddress, cspNonce: res.locals.cspNonce })),
);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const server = app.listen(port, host, () => {
  console.info(`roombook web listening on http://${host ?? 'localhost'}:${port}`);
});
const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
