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
 * throughput (`npm run bench`).
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

export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  const apiHeaders = headersWith(API_POLICY);
  const docsHeaders = headersWith(DOCS_POLICY);
  app.addHook('onRequest', (request, reply, done) => {
    const docs = request.url === DOCS_PREFIX || request.url.startsWith(`${DOCS_PREFIX}/`);
    (docs ? docsHeaders : apiHeaders)(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
};
