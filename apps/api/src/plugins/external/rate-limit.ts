import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ERRORS } from '@roombook/domain/messages';
import type { Database } from '../../db/index';
import { HttpError } from '../../errors';
import { databaseRateLimitStore, sweepRateLimitCounters } from './rate-limit-store';

/** How often the counters of ended windows are deleted (PostgreSQL). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Rate limiting per client IP (request.ip, which honours X-Forwarded-For from trusted proxies only),
 * applied only to the routes that ask for it in `config.rateLimit` (sign-in, the other public calls, the
 * kiosk's). Where the counters live (docs/decisions/082): on PostgreSQL, in the database that every API
 * process of a cluster shares, so that a limit of 10 is 10 whichever process answers; on the embedded
 * database, which one process alone may open, in that process's memory.
 */
export const registerRateLimit = async (app: FastifyInstance, db: Pick<Database, 'knex' | 'driver'>): Promise<void> => {
  const shared = db.driver === 'pg';
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, ERRORS.tooManyRequests),
    ...(shared ? { store: databaseRateLimitStore(db.knex) } : {}),
  });
  if (!shared) return;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', () => {
    sweeper = setInterval(() => {
      sweepRateLimitCounters(db.knex).catch((error: unknown) => app.log.warn({ err: error }, 'ended rate-limit windows not deleted'));
    }, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', () => clearInterval(sweeper));
};
