/**
 * Production server for the web app: Express + @remix-run/express (instead of remix-serve) so that loaders
 * and actions know the browser's address (`context.clientAddress`). The web app forwards it to the API as
 * X-Forwarded-For, so the API's per-client limits (sign-in) count browsers, not this server.
 *
 * Settings: PORT (3000), HOST (all interfaces), TRUST_PROXY=true when a reverse proxy in front of this
 * server sets X-Forwarded-For (otherwise the header is ignored and the socket address is used).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(here, 'build/server/index.js'));

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', process.env.TRUST_PROXY === 'true');
app.use(compression());
app.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h' }));
app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress }),
  }),
);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const server = app.listen(port, host, () => {
  console.info(`roombook web listening on http://${host ?? 'localhost'}:${port}`);
});
const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
