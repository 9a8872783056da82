import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { DOCS_PREFIX } from './swagger';

/**
 * Security headers on every answer (docs/decisions/012, 055).
 *
 * The API answers JSON and images, never a page: each answer carries the headers that OWASP's REST Security
 * Cheat Sheet names for an API (a policy that allows nothing and no framing, HSTS, `nosniff`, `DENY`), with
 * a same-site resource policy and no referrer. helmet's headers that only mean something for an HTML
 * document (opener policy, origin-agent cluster, DNS prefetch, IE's download and XSS switches, Flash's
 * cross-domain policies) are left out: a browser reads none of them on JSON or an image. Only the OpenAPI
 * pages under /api/docs are documents (Swagger UI: its own scripts, styles and images from the same origin,
 * and inline styles); they get helmet's full set with a policy that lets them work.
 *
 * Each set of headers is built once, at start-up: @fastify/helmet built helmet's middleware again for every
 * request (parsing the policy's directives each time), which cost the smallest calls a tenth of their
 * throughput (`npm run bench`).
 */
const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-site',
  'referrer-policy': 'no-referrer',
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

/** helmet's full set for the OpenAPI pages. */
const docsHelmet = () =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: DOCS_POLICY },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
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
  const docsHeaders = capturedHeaders(docsHelmet());
  app.addHook('onRequest', (request, reply, done) => {
    const docs = request.url === DOCS_PREFIX || request.url.startsWith(`${DOCS_PREFIX}/`);
    reply.headers(docs ? docsHeaders : API_HEADERS);
    done();
  });
};
