import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];

/**
 * What the API writes to its log, and what it never writes: passwords, hashes, PINs, tokens and reset
 * links. Three paths could carry them, and each is closed here:
 * - request and response bodies and headers: never logged, and the secret-bearing headers and fields are
 *   redacted as a second guard (`REDACTED_PATHS`);
 * - URLs: logged without their query string, where a token could travel;
 * - errors: knex writes the SQL with its bound values into a database error's message (an argon2 hash,
 *   a PIN, an e-mail), and PostgreSQL's `detail` quotes the values of a violated key. A database error is
 *   logged with its SQLSTATE code, constraint, table and column and the driver's own message only.
 */

/** Never written to the log: credentials and tokens, wherever they appear. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.refreshToken',
  '*.token',
  '*.passwordHash',
  '*.password_hash',
  '*.pinCode',
  '*.pin_code',
];

/**
 * A URL as the log writes it: without its query string (a token in `?token=…` must not reach the log), and without a
 * calendar feed's secret (`/api/feed/{token}`, docs/decisions/105).
 */
export const pathOnly = (url: string | undefined): string => (url ?? '').replace(/[?#].*$/s, '').replace(/^\/api\/feed\/[^/]*/, '/api/feed/…');

interface RequestLike {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/**
 * The driver's own message of a database error: knex prefixes it with the SQL and its bound values
 * ("update "users" set "password_hash" = $1 … - duplicate key value …"); only the part after the last
 * " - " is PostgreSQL's text, which names objects but quotes no values.
 */
const driverMessage = (message: string, sql: unknown): string => {
  if (typeof sql === 'string' && message.startsWith(sql)) return message.slice(sql.length).replace(/^\s*-\s*/, '');
  const cut = message.lastIndexOf(' - ');
  return cut >= 0 ? message.slice(cut + 3) : message;
};

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  schema?: unknown;
  routine?: unknown;
  sql?: unknown;
  statusCode?: unknown;
  cause?: unknown;
}

/** An error as the log shows it. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  /** The stack of a plain error; none for a database error (its first line would repeat the SQL). */
  stack: string;
}

/** An error as the log shows it; database errors without their SQL, bound values or detail. */
export const serializeError = (error: unknown, depth = 0): LoggedError => {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: String(error), stack: '' };
  const e = error as ErrorLike;
  if (isSqlState(e.code)) {
    return {
      type: typeof e.name === 'string' ? e.name : 'DatabaseError',
      code: e.code,
      ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
      ...(typeof e.table === 'string' ? { table: e.table } : {}),
      ...(typeof e.column === 'string' ? { column: e.column } : {}),
      ...(typeof e.routine === 'string' ? { routine: e.routine } : {}),
      message: typeof e.message === 'string' ? driverMessage(e.message, e.sql) : 'database error',
      stack: '',
    };
  }
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    message: typeof e.message === 'string' ? e.message : '',
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    stack: typeof e.stack === 'string' ? e.stack : '',
    ...(e.cause !== undefined && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
};

/** fastify's logger serializers: requests without query strings, errors without secrets. */
export const logSerializers: NonNullable<Exclude<FastifyServerOptions['logger'], boolean | undefined>>['serializers'] = {
  req: (request: RequestLike) => ({
    method: request.method,
    url: pathOnly(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: (error: unknown) => serializeError(error),
};

/** pino's level values (pino's `levels.values`): a logger writes a line at a level of at least its own. */
const LEVEL_VALUES: Readonly<Record<string, number>> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };
type LevelName = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * A request's logger that makes its pino child (the request's id bound) only when the request writes a line
 * at a level the logger writes. fastify makes a child for every request; with the redaction and serializers
 * above, that took about 4 % of a small call's answers per second (`npm run bench`, `/api/user/me`), and
 * nearly every request writes nothing at the API's usual level, 'warn'. What a request does write is the same
 * line, with the same id, as from the child itself. The level is the route's (`logLevel`) or the parent's at the
 * time the request started.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;
  private readonly least: number;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    this.least = LEVEL_VALUES[options.level ?? parent.level] ?? 0;
  }

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  private write(level: LevelName, args: unknown[]): void {
    if (LEVEL_VALUES[level]! >= this.least || this.made) (this.logger[level] as (...line: unknown[]) => void)(...args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** fastify's `childLoggerFactory`: each request's logger is a `RequestLogger`. */
export const requestLoggerFactory: ChildLoggerFactory = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;

/** The header that carries a request's id from the web server to the API, and back in the API's answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id the API takes from its caller: 1 to 64 letters, digits, '.', '_', ':' or '-' (nothing that could forge a log line). */
const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * fastify's `genReqId`: the id the web server sent for the user's action (X-Request-Id), when it is a sane
 * value, so that one action can be followed through the web server's log and the API's; otherwise a new one.
 */
export const requestIdOf = (request: IncomingMessage): string => {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
};

/** What is told of each answered request, besides its log line: the metrics (metrics.ts). */
export interface RequestObserver {
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * fastify's `logController`: one line per request at 'info', written when the answer has gone, instead of
 * fastify's two ('incoming request', 'request completed'): its id, method, route pattern, URL path (never the
 * query string), status, milliseconds, and the signed-in user's id when there is one (never a token, a
 * password or a cookie). It goes through the root logger with the id in it, so that the request's own child
 * logger is still made only when the request writes a line of its own (ADR 061). The same place tells the
 * metrics, so that a request pays for one callback, not two hooks.
 */
export class RequestLines extends LogController {
  private log: FastifyBaseLogger | undefined;
  private observer: RequestObserver | undefined;
  private writes = false;

  /** fastify makes its root logger after taking this controller: the app hands both over once it has made them. */
  attach(log: FastifyBaseLogger, observer: RequestObserver): void {
    this.log = log;
    this.observer = observer;
    this.writes = LEVEL_VALUES.info! >= (LEVEL_VALUES[log.level] ?? 0);
  }

  /** The request's line is written when it has been answered. */
  override incomingRequest(): void {}

  /** Never reached (the API has its own not-found handler); fastify's line would carry the query string. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    this.observer?.observe(request, reply);
    if (this.log === undefined || (!this.writes && !error)) return;
    const line = {
      reqId: request.id,
      method: request.method,
      route: request.routeOptions.url,
      url: pathOnly(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.authUser ? { userId: request.authUser.id } : {}),
    };
    if (error) this.log.error({ ...line, err: error }, 'request errored');
    else this.log.info(line, 'request');
  }
}
