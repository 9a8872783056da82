/**
 * What the web server refuses before Remix sees a request that may change something (every method but GET
 * and HEAD), and how the body then reaches Remix (docs/decisions/076):
 *
 * 1. 403 unless it comes from the product's own pages: its Origin (or, without one, Sec-Fetch-Site, then the
 *    Referer) is the product's origin, WEB_URL's when set, otherwise the request's own host (X-Forwarded-Host
 *    when TRUST_PROXY=true). A form another site posts here, on the user's session, is refused.
 * 2. 415 unless the body is a form (url-encoded or multipart) or JSON (the page-view beacon, the booking
 *    dialog's look-up, the reports' queries). A request without a body passes.
 * 3. 413 when the body is larger than its type allows: declared (Content-Length) at once, or counted while it
 *    is read (a chunked body). The body is read here, within the limit, and handed to Remix whole.
 *
 * Each refusal is a short text/plain answer; Remix (and the API behind it) never runs.
 */
import { AsyncResource } from 'node:async_hooks';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The largest url-encoded form or JSON body: the API's own body limit (apps/api/src/app.ts). */
const FORM_BODY_LIMIT = 1_048_576;
/**
 * The largest multipart form: one image of at most IMAGE_MAX_BYTES (20 MiB, spec §9;
 * packages/domain/src/constants.ts) and its form's fields.
 */
const MULTIPART_BODY_LIMIT = 20_971_520 + FORM_BODY_LIMIT;

/** The body types taken, and the size limit of each. */
const LIMITS = new Map([
  ['application/x-www-form-urlencoded', FORM_BODY_LIMIT],
  ['application/json', FORM_BODY_LIMIT],
  ['multipart/form-data', MULTIPART_BODY_LIMIT],
]);

/**
 * A refusal: a short plain text. Node's server discards the rest of a body that is still arriving (read and
 * dropped, never kept), so that the client reads this answer rather than a broken connection.
 */
function refuse(res, status, text) {
  res.status(status).type('text/plain').send(text);
}

/** The host the browser asked for: X-Forwarded-Host from a trusted proxy, otherwise Host (lower case). */
export function requestHost(req) {
  const forwarded = req.app.get('trust proxy') ? req.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return (forwarded || req.get('host') || '').toLowerCase();
}

/** Whether an Origin or Referer value names the product's origin. */
function isOwnOrigin(value, req, webOrigin) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return false; // 'null' (a sandboxed frame, a redirect across origins) or garbage
  }
  return webOrigin ? url.origin === webOrigin : url.host === requestHost(req);
}

/** Whether a request comes from the product's own pages (see the file comment, 1). */
function fromOwnPages(req, webOrigin) {
  const origin = req.get('origin');
  if (origin !== undefined) return isOwnOrigin(origin, req, webOrigin);
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const referer = req.get('referer');
  return referer !== undefined && isOwnOrigin(referer, req, webOrigin);
}

/** Refuses a cross-site request with 403 (the file comment, 1). `webUrl`: WEB_URL, or undefined. */
export function sameOrigin(webUrl) {
  const webOrigin = webUrl ? new URL(webUrl).origin : null;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || fromOwnPages(req, webOrigin)) return next();
    refuse(res, 403, 'Cross-site request refused');
  };
}

/** The declared body length, or null when the body is chunked (or the header is not a number). */
function declaredLength(req) {
  const header = req.get('content-length');
  if (header === undefined || req.get('transfer-encoding') !== undefined) return null;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}

/**
 * Checks a body's type and size and reads it into `req.rawBody` (a Buffer) for the Remix handler (the file
 * comment, 2 and 3).
 */
export function readBody(req, res, next) {
  if (SAFE_METHODS.has(req.method)) return next();
  const declared = declaredLength(req);
  if (declared === 0 || (declared === null && req.get('transfer-encoding') === undefined)) return next();

  const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const limit = LIMITS.get(type);
  if (limit === undefined) return refuse(res, 415, 'Unsupported content type');
  if (declared !== null && declared > limit) return refuse(res, 413, 'Request body too large');

  const chunks = [];
  let size = 0;
  const onData = (chunk) => {
    size += chunk.length;
    if (size <= limit) return void chunks.push(chunk);
    // Refused: what is read so far is dropped, and the rest flows through unread.
    req.off('data', onData).off('end', onEnd).resume();
    chunks.length = 0;
    refuse(res, 413, 'Request body too large');
  };
  // The stream's events come in the socket's context: bound, what follows keeps the request's (its request id,
  // request-log.js).
  const onEnd = AsyncResource.bind(() => {
    req.rawBody = Buffer.concat(chunks, size);
    next();
  });
  req.on('data', onData).on('end', onEnd).on('error', AsyncResource.bind(next));
}
