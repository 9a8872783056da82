import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from './swagger';

/**
 * Security headers on every answer (@fastify/helmet). The API answers JSON, so its content security
 * policy allows nothing at all; only the OpenAPI pages under /api/docs (Swagger UI: its own scripts,
 * styles and images from the same origin, and inline styles) get a policy that lets them work.
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

export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: API_POLICY },
    // The API is called by the web server and by tools, never embedded or opened as a page.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // The docs pages need their own scripts and styles: replace the policy on their answers only.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url === DOCS_PREFIX || request.url.startsWith(`${DOCS_PREFIX}/`)) {
      const policy = Object.entries(DOCS_POLICY)
        .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
        .join('; ');
      reply.header('content-security-policy', policy);
    }
    return payload;
  });
};
