import { createRequestHandler, writeReadableStreamToWritable } from '@remix-run/node';
import { requestHost } from './request-guards.js';

/**
 * Express → Remix, as @remix-run/express's handler does, except that the body is the one `readBody` read
 * (request-guards.js), within its limit, rather than the request's stream (docs/decisions/076).
 * `mode` is NODE_ENV's; `loadContext(req, res)` gives the loaders' and actions' `context`.
 */
export function remixHandler(build, mode, loadContext) {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      // Loaders and actions stop once the browser has gone (closed before the answer was finished).
      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, one);
      }
      const request = new Request(`${req.protocol}://${requestHost(req)}${req.originalUrl}`, {
        method: req.method,
        headers,
        signal: controller.signal,
        ...(req.rawBody === undefined ? {} : { body: req.rawBody, duplex: 'half' }),
      });
      const response = await handle(request, loadContext(req, res));
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers.entries()) res.append(name, value);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}
