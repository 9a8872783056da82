import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
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
 * The drivers' errors of a connection that broke or could not be made, which carry no SQLSTATE and no code:
 * pg's (the server gone mid-query: 'Connection terminated unexpectedly'; a connect that timed out; a client
 * whose connection failed before), pg-pool's connect timeout, and PGlite's once closed. knex puts the SQL
 * before the driver's text ("select 1 - Connection terminated unexpectedly"), so the text is matched at the
 * end of the message, after the start or knex's " - ".
 */
const OUT_OF_REACH_MESSAGE =
  /(?:^|\s-\s)(?:Connection terminated(?: unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|PGlite is closed)$/;

/**
 * The database could not be reached in time: no connection free in the pool within knex's acquire timeout
 * (the pool exhausted: the database is slow or overloaded, and the request may succeed later, so it is a 503
 * too), the server refusing connections or shutting down (SQLSTATE classes 08 and 57P, 53300 too many
 * connections), or the connection failing or breaking (Node's codes, the drivers' messages above).
 * The request may succeed later: 503 with Retry-After, not a 500.
 */
const isDatabaseOutOfReach = (error: { name?: unknown; code?: unknown; message?: unknown }): boolean =>
  error.name === 'KnexTimeoutError' ||
  (typeof error.code === 'string' && (/^08|^57P0[1-3]$|^53300$/.test(error.code) || CONNECTION_CODES.has(error.code))) ||
  (error.code === undefined && typeof error.message === 'string' && OUT_OF_REACH_MESSAGE.test(error.message));

/** The seconds a client is asked to wait before it retries a 503 (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;

/** How often the log says how many requests were answered 503 since its last line. */
export const OUT_OF_REACH_LOG_INTERVAL_MS = 10_000;

/**
 * The log of 503s. While the database is out of reach every request fails alike, so a line (with a stack) per
 * request would flood the log (issue 27: 4,287 lines in 6 seconds). The first 503 writes one warning at once;
 * the ones after it are counted, and one warning per interval says how many there were, with the last
 * error's type, code and message (no stack, no SQL). An interval without a 503 ends the series; the next 503
 * starts one again. Closing the app writes the count not yet written.
 */
export class OutOfReachLog {
  private count = 0;
  private last: unknown;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number = OUT_OF_REACH_LOG_INTERVAL_MS,
  ) {}

  record(error: unknown): void {
    if (this.timer === undefined) {
      this.write(1, error, 'database out of reach: answering 503');
      this.timer = setTimeout(() => this.flush(), this.intervalMs).unref();
      return;
    }
    this.count += 1;
    this.last = error;
  }

  /** Writes the count of the interval that ended, and keeps counting while 503s go on. */
  private flush(): void {
    this.timer = undefined;
    if (this.count === 0) return;
    this.writeCount();
    this.timer = setTimeout(() => this.flush(), this.intervalMs).unref();
  }

  private writeCount(): void {
    this.write(this.count, this.last, `database out of reach: ${this.count} more answers 503`);
    this.count = 0;
    this.last = undefined;
  }

  /** Ends the series: the count not yet written is written now. */
  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.count > 0) this.writeCount();
  }

  private write(answered503: number, error: unknown, message: string): void {
    this.log.warn({ answered503, cause: briefError(error) }, message);
  }
}

/**
 * An error in one line: its type, code and the driver's own text, neither stack nor SQL (knex puts the SQL,
 * bound values and all, before " - "; logging.ts). The health check's 503 is told by the error it wraps.
 */
const briefError = (error: unknown): Record<string, unknown> => {
  const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    cause?: unknown;
  };
  if (error instanceof HttpError && e.cause !== undefined) return briefError(e.cause);
  const text = typeof e.message === 'string' ? e.message : '';
  const cut = text.lastIndexOf(' - ');
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    message: cut >= 0 ? text.slice(cut + 3) : text,
  };
};

/**
 * Maps any error to the answer the client sees. Known client errors keep their message; anything
 * else is a 500 with a generic message (the details go to the log only).
 */
export const toErrorAnswer = (error: unknown): ErrorAnswer => {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, message: error.message, ...(error.field === undefined ? {} : { field: error.field }) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return {
      statusCode: 400,
      message: first?.message ?? ERRORS.validation,
      ...(field ? { field } : {}),
    };
  }
  const candidate = error as Partial<FastifyError> & { code?: unknown; message?: unknown };
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

/**
 * One central error handler and the 404 answer for unknown routes. A 503 (the database out of reach) asks the
 * client to retry after RETRY_AFTER_SECONDS and is counted in the log (`OutOfReachLog`), not logged per request.
 */
export const registerErrorHandling = (app: FastifyInstance): void => {
  const outOfReach = new OutOfReachLog(app.log);
  app.addHook('onClose', async () => outOfReach.close());
  app.setErrorHandler((error, request, reply) => {
    const answer = toErrorAnswer(error);
    if (answer.statusCode === 503) {
      // A draining process's health check (docs/decisions/083) is expected, not the database out of reach.
      if (answer.message !== SERVER_MESSAGES.shuttingDown) outOfReach.record(error);
      reply.header('retry-after', RETRY_AFTER_SECONDS);
    } else if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else if (answer.statusCode === 409) request.log.info({ err: error }, 'conflict');
    return reply.code(answer.statusCode).send(answer);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: ERRORS.notFound, statusCode: 404 }));
};
