import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ERRORS } from '@roombook/domain/messages';
import { HttpError } from '../../errors';

/**
 * Rate limiting per client IP (request.ip, which honours X-Forwarded-For from trusted proxies only),
 * applied only to the routes that ask for it in `config.rateLimit` (sign-in). The store is in memory:
 * one API process.
 */
export const registerRateLimit = async (app: FastifyInstance): Promise<void> => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, ERRORS.tooManyRequests),
  });
};
