import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** The answers that have no body (a 204 of a call, the 304 of an image): documented without content. */
const NO_CONTENT_STATUSES = new Set(['204', '304']);

/**
 * fastify-type-provider-zod's transform (the routes' zod schemas as JSON Schema), and then a response without
 * a body for each of {@link NO_CONTENT_STATUSES}: a route declares one as `z.null()` (fastify wants a zod
 * schema to compile for every status it lists), which would read as a JSON `null` answer; `type: 'null'` is
 * what @fastify/swagger documents as a response without content.
 */
const transform: typeof jsonSchemaTransform = (route) => {
  const transformed = jsonSchemaTransform(route);
  const response = (transformed.schema as { response?: Record<string, unknown> } | undefined)?.response;
  for (const status of Object.keys(response ?? {})) {
    if (NO_CONTENT_STATUSES.has(status)) response![status] = { type: 'null', description: 'No content' };
  }
  return transformed;
};

/**
 * OpenAPI generated from the registered routes (whose schemas come from the contract), served as a UI at
 * /api/docs and as JSON at /api/docs/json. Register before the routes: swagger collects them on onRoute.
 * Every call needs the bearer token of a signed-in user unless it says otherwise: the public calls say
 * `security: []`, the kiosk's calls its device token (docs/decisions/077).
 */
export const registerSwagger = async (app: FastifyInstance): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'roombook API',
        description: 'Meeting-room booking and canteen administration. Every error answers { message, statusCode }.',
        version: '0.1.0',
      },
      // The paths begin with /api: the API answers them at its own origin, and the web server proxies /api to it.
      servers: [{ url: '/', description: 'The origin that serves this document' }],
      security: [{ bearerAuth: [] }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of POST /api/user/login' },
          // The canteen kiosk's device token (docs/decisions/038): the kiosk calls take it, and only they.
          deviceAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'kiosk device token', description: 'The token of POST /api/kiosk/sign-in' },
          // A room tablet's code (docs/decisions/100): the tablet calls take it, and only they.
          tabletAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'tablet_{code}', description: "`tablet_` and the room's tablet code, from its tablet URL" },
          // A reception board's device token (docs/decisions/103): the board's calls take it, and only they.
          receptionAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'reception device token', description: 'The token of POST /api/reception-board/sign-in' },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
};
