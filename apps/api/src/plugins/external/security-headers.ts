import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { DOCS_PREFIX } from './swagger';

/**
 * Security headers on every answer (helmet). The API answers JSON, so its content security policy allows
 * nothing at all; only the OpenAPI pages under /api/docs (Swagger UI: its own scripts, styles and images
 * from the same origin, and inline styles) get a policy that lets them work.
 *
 * Each set of headers is built once, at start-up: @fastify/helmet built helmet's middleware again for every
 * request (parsing the policy's directives each time), which cost the smallest calls a tenth of their
 * throughput (`npm run bench`); now even the middleware runs only once (capturedHeaders).
 */
const API_POLICY = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

const DOCS_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

const headersWith = (directives: Record<string, string[]>) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // The API is called by the web server and by tools, never embedded or opened as a page.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
  });

/**
 * The headers a helmet middleware sets, captured once by running it on a response that only records them:
 * helmet's headers do not depend on the request, and setting them as one object in fastify's reply is
 * cheaper than helmet's dozen `setHeader` calls on every answer.
 */
function capturedHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  middleware({} as never, recorder as never, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  if (Object.keys(headers).length === 0) throw new Error('helmet set no headers');
  return headers;
}

export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  const apiHeaders = capturedHeaders(headersWith(API_POLICY));
  const docsHeaders = capturedHeaders(headersWith(DOCS_POLICY));
  app.addHook('onRequest', (request, reply, done) => {
    const docs = request.url === DOCS_PREFIX || request.url.startsWith(`${DOCS_PREFIX}/`);
    reply.headers(docs ? docsHeaders : apiHeaders);
    done();
  });
};
