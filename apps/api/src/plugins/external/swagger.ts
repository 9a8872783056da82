import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the registered routes (whose schemas come from the contract), served as a UI at
 * /api/docs and as JSON at /api/docs/json. Register before the routes: swagger collects them on onRoute.
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
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The canteen kiosk's device token (docs/decisions/038): the kiosk calls take it, and only they.
          deviceAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'kiosk device token', description: 'The token of POST /api/kiosk/sign-in' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
};
