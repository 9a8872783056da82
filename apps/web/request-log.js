import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The id of each request to the web server, sent on every API call made for it (X-Request-Id), so that one user
 * action can be followed through this server's log and the API's (docs/decisions/081); and this server's one
 * JSON line per request.
 */

/** The header that carries the id to the API, and back to the browser. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The request being served, for the API client (app/lib/api.server.ts), which the Remix build bundles apart
 * from this file: one store for both, kept under a global symbol.
 * @type {AsyncLocalStorage<{ requestId: string }>}
 */
const store = (globalThis[Symbol.for('roombook.web.request')] ??= new AsyncLocalStorage());

/** The id of the request being served; undefined outside one (`remix vite:dev`, tests). */
export const currentRequestId = () => store.getStore()?.requestId;

/**
 * A path as the log writes it: a room tablet's code (`/code/{code}`, the tablet's credential, docs/decisions/100) and a
 * calendar feed's secret (`/api/feed/{token}`, docs/decisions/105) are left out.
 * @param {string} path
 */
const loggedPath = (path) => path.replace(/^\/code\/[^/]*/, '/code/…').replace(/^\/api\/feed\/[^/]*/, '/api/feed/…');

/**
 * Express middleware: a new id per request (the browser's own X-Request-Id is not taken), in `res.locals.requestId`,
 * in the answer's X-Request-Id and in the request's async context; and, once the answer is done, one JSON line
 * (level 30, 'info', as the API's): id, method, path without the query string (a reset link's token travels
 * there; a tablet's code is left out, `loggedPath`), status and milliseconds. Never headers, cookies or bodies.
 * @param {(line: string) => void} [write] where the line goes (stdout)
 */
export const requestLog =
  (write = (line) => process.stdout.write(`${line}\n`)) =>
  (req, res, next) => {
    const requestId = randomUUID();
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.once('close', () => {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const line = { level: 30, time: Date.now(), reqId: requestId, method: req.method, url: loggedPath(req.path), status: res.statusCode, ms, msg: 'request' };
      write(JSON.stringify(line));
    });
    store.run({ requestId }, next);
  };
