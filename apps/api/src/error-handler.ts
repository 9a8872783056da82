import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, SERVER_MESSAGES } from '@roombook/domain/messages';
import { FEATURE_MESSAGES } from '@roombook/domain/features/page';
import { LOCATION_MESSAGES } from '@roombook/domain/locations/page';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { HttpError } from './errors';

export interface ErrorAnswer {
  statusCode: number;
  message: string;
  field?: string;
}

/** SQLSTATE codes of PostgreSQL (pg and PGlite report them the same way). */
const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

interface DatabaseErrorLike {
  code: string;
  constraint?: string;
  detail?: string;
}

/** What a unique index's refusal tells the user, by index. */
const UNIQUE_MESSAGES: ReadonlyMap<string | undefined, string> = new Map([
  ['users_email_unique', USER_MESSAGES.emailTaken],
  ['features_name_unique', FEATURE_MESSAGES.nameTaken],
  ['locations_name_unique', LOCATION_MESSAGES.nameTaken],
]);

const fromDatabaseError = (error: DatabaseErrorLike): ErrorAnswer | undefined => {
  switch (error.code) {
    case '23P01': // exclusion_violation: bookings_no_overlap
    case '40P01': // deadlock_detected: two overlapping inserts raced
      return {
        statusCode: 409,
        message:
          error.constraint === 'bookings_no_overlap' || error.code === '40P01'
            ? SERVER_MESSAGES.bookingConflict
            : SERVER_MESSAGES.conflict,
      };
    case '40001': // serialization_failure
      return { statusCode: 409, message: SERVER_MESSAGES.conflict };
    case '23505': // unique_violation
      return {
        statusCode: 409,
        message: UNIQUE_MESSAGES.get(error.constraint) ?? SERVER_MESSAGES.alreadyExists,
      };
    case '23503': // foreign_key_violation
      return error.detail?.includes('is still referenced')
        ? { statusCode: 409, message: SERVER_MESSAGES.stillReferenced }
        : { statusCode: 400, message: SERVER_MESSAGES.unknownReference };
    case '23502': // not_null_violation
    case '23514': // check_violation
    case '22001': // string_data_right_truncation
    case '22003': // numeric_value_out_of_range
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
    case '22P02': // invalid_text_representation
      return { statusCode: 400, message: SERVER_MESSAGES.invalidInput };
    default:
      return undefined;
  }
};

/** Node's codes of a connection that failed or broke. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

/**
 * The database could not be reached in time: no connection free in the pool within knex's acquire timeout,
 * the server refusing connections or shutting down (SQLSTATE classes 08 and 57P, 53300 too many connections),
 * or the connection failing. The request may succeed later: 503, not a 500.
 */
const isDatabaseOutOfReach = (error: { name?: unknown; code?: unknown }): boolean =>
  error.name === 'KnexTimeoutError' ||
  (typeof error.code === 'string' && (/^08|^57P0[1-3]$|^53300$/.test(error.code) || CONNECTION_CODES.has(error.code)));

/**
 * Maps any error to the answer the client sees. Known client errors keep their message; anything
 * else is a 500 with a generic message (the details go to the log only).
 */
export const toErrorAnswer = (error: unknown): ErrorAnswer => {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return {
      statusCode: 400,
      message: first?.message ?? ERRORS.validation,
      ...(field ? { field } : {}),
    };
  }
  const candidate = error as Partial<FastifyError> & { code?: unknown };
  if (isDatabaseOutOfReach(candidate)) return { statusCode: 503, message: SERVER_MESSAGES.databaseUnavailable };
  if (isSqlState(candidate.code)) {
    return fromDatabaseError(candidate as DatabaseErrorLike) ?? { statusCode: 500, message: ERRORS.internal };
  }
  const statusCode = typeof candidate.statusCode === 'number' ? candidate.statusCode : 500;
  if (statusCode === 413) return { statusCode, message: SERVER_MESSAGES.bodyTooLarge };
  if (statusCode === 429) return { statusCode, message: ERRORS.tooManyRequests };
  if (statusCode >= 400 && statusCode < 500 && typeof candidate.message === 'string') {
    // fastify's own client errors (malformed JSON, unsupported media type, …): safe to show.
    return { statusCode, message: candidate.message };
  }
  return { statusCode: 500, message: ERRORS.internal };
};

/** One central error handler and the 404 answer for unknown routes. */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error, request, reply) => {
    const answer = toErrorAnswer(error);
    if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else if (answer.statusCode === 409) request.log.info({ err: error }, 'conflict');
    return reply.code(answer.statusCode).send(answer);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: ERRORS.notFound, statusCode: 404 }));
};
