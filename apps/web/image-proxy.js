import { Readable } from 'node:stream';
import { currentRequestId, REQUEST_ID_HEADER } from './request-log.js';

/**
 * `GET /api/image/:file` (and HEAD) on the web server: the pictures the API stores and serves
 * (docs/decisions/019). Their URLs are root-relative, so a page's `<img src="/api/image/…">` asks this
 * server, whose content security policy allows images from itself only; the browser never talks to the
 * API. The answer is the API's: status (200, 304, 404), body streamed, and the headers a cache needs.
 */
const FORWARDED = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'x-content-type-options'];

/** Where the API is: `API_URL` (read per request, as the Remix server reads it). */
const apiBaseUrl = () => (process.env.API_URL?.trim() || 'http://localhost:3001').replace(/\/+$/, '');

/** How long a picture may take before the web server gives up on it. */
const TIMEOUT_MS = 15_000;

/** Express handler for `/api/image/:file`. */
export async function imageProxy(req, res) {
  const headers = { accept: 'image/*', 'accept-encoding': 'identity' };
  const requestId = currentRequestId();
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  const etag = req.get('if-none-match');
  if (etag) headers['if-none-match'] = etag;
  let upstream;
  try {
    upstream = await fetch(`${apiBaseUrl()}/api/image/${encodeURIComponent(req.params.file)}`, {
      method: req.method === 'HEAD' ? 'HEAD' : 'GET',
      headers,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`Image ${req.params.file} could not be fetched from the API: ${error instanceof Error ? error.message : error}`);
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
}
