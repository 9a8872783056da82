import { Readable } from 'node:stream';
import { currentRequestId, REQUEST_ID_HEADER } from './request-log.js';

/**
 * The few `/api` addresses that the web server hands to the API as they are: the pictures the API stores
 * (`/api/image/:file`, docs/decisions/019) and the calendar feeds (`/api/feed/…`, docs/decisions/105). A page's
 * `<img src="/api/image/…">` asks this server, whose content security policy allows images from itself only; a
 * calendar program subscribes to a feed at the web's address (WEB_URL). The browser never talks to the API. The
 * answer is the API's: status (200, 304, 404), body streamed, and the headers a cache needs.
 */
const FORWARDED = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'etag', 'last-modified', 'x-content-type-options'];

/** Where the API is: `API_URL` (read per request, as the Remix server reads it). */
const apiBaseUrl = () => (process.env.API_URL?.trim() || 'http://localhost:3001').replace(/\/+$/, '');

/** How long an answer may take before the web server gives up on it. */
const TIMEOUT_MS = 15_000;

/**
 * An Express handler for GET and HEAD that asks the API for `apiPath(req)` with `accept`, passing the client's
 * validators (If-None-Match, If-Modified-Since) on, and answers what the API answered. `what(req)` names the thing
 * in the log when the API cannot be reached.
 */
const passthrough = (apiPath, accept, what) =>
  async function handle(req, res) {
    const headers = { accept, 'accept-encoding': 'identity' };
    const requestId = currentRequestId();
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    for (const name of ['if-none-match', 'if-modified-since']) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    let upstream;
    try {
      upstream = await fetch(`${apiBaseUrl()}${apiPath(req)}`, {
        method: req.method === 'HEAD' ? 'HEAD' : 'GET',
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      console.error(`${what(req)} could not be fetched from the API: ${error instanceof Error ? error.message : error}`);
      res.status(502).json({ message: 'The roombook service cannot be reached. Please try again later', statusCode: 502 });
      return;
    }
    res.status(upstream.status);
    for (const name of FORWARDED) {
      const value = upstream.headers.get(name);
      if (value !== null) res.setHeader(name, value);
    }
    if (req.method === 'HEAD' || upstream.body === null) {
      res.end();
      return;
    }
    Readable.fromWeb(upstream.body).on('error', () => res.destroy()).pipe(res);
  };

/** Express handler for `/api/image/:file`. */
export const imageProxy = passthrough(
  (req) => `/api/image/${encodeURIComponent(req.params.file)}`,
  'image/*',
  (req) => `Image ${req.params.file}`,
);

/** Express handler for `/api/feed/:token` and `/api/feed/:token/room/:id`. */
export const feedProxy = passthrough(
  (req) => `/api/feed/${encodeURIComponent(req.params.token)}${req.params.id === undefined ? '' : `/room/${encodeURIComponent(req.params.id)}`}`,
  'text/calendar',
  () => 'A calendar feed',
);
