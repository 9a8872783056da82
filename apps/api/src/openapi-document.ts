import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { openDatabase } from './db/index';

/** The OpenAPI document served at /api/docs/json (what `app.swagger()` answers), as far as its readers look into it. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/**
 * The OpenAPI document the API serves at /api/docs/json, made without a database or a port
 * (docs/decisions/077): the app itself, built on a PostgreSQL pool that never connects (it holds no
 * connection until a query, and building the app queries nothing), asked for its document and closed. So
 * `npm run lint` checks the very document the API serves, in a second, offline.
 */
export const buildOpenApiDocument = async (): Promise<OpenApiDocument> => {
  const db = await openDatabase({ driver: 'pg', connectionString: 'postgres://openapi-document.invalid/none', poolMax: 1 });
  const app = await buildApp({
    db,
    config: {
      jwtSecret: randomBytes(32).toString('hex'),
      loginRateLimitMax: 1,
      publicRateLimitMax: 1,
      logLevel: 'silent',
      webUrl: 'http://localhost:3000',
    },
  });
  try {
    return app.swagger() as unknown as OpenApiDocument;
  } finally {
    await app.close();
    await db.close();
  }
};
