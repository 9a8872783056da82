import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KnexTimeoutError } from 'knex';
import { ERRORS, SERVER_MESSAGES } from '@roombook/domain/messages';
import { OUT_OF_REACH_LOG_INTERVAL_MS, OutOfReachLog, registerErrorHandling, RETRY_AFTER_SECONDS, toErrorAnswer } from '../src/error-handler';
import { captureLog } from './helpers';

const withCode = (code: string) => Object.assign(new Error('database error'), { code });

describe('toErrorAnswer: a database out of reach is a 503 to retry, not a 500', () => {
  const unavailable = { statusCode: 503, message: SERVER_MESSAGES.databaseUnavailable };

  it.each([
    ['no free connection in the pool in time', new KnexTimeoutError('Knex: Timeout acquiring a connection. The pool is probably full.')],
    ['too many connections (53300)', withCode('53300')],
    ['the server shutting down (57P01)', withCode('57P01')],
    ['a connection failure (08006)', withCode('08006')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a broken connection', withCode('ECONNRESET')],
    // pg's errors of a broken connection carry no SQLSTATE and no code (issue 27: these were 500s).
    ['the server gone mid-query (pg)', new Error('Connection terminated unexpectedly')],
    ['the same, after knex put the SQL before it', new Error("select * from users where email = 'a@b.c' - Connection terminated unexpectedly")],
    ['a connect that timed out (pg)', new Error('Connection terminated due to connection timeout')],
    ['a connect that timed out (pg-pool)', new Error('timeout exceeded when trying to connect')],
    ['a client whose connection failed before (pg)', new Error('Client has encountered a connection error and is not queryable')],
    ['PGlite closed', new Error('select 1 - PGlite is closed')],
  ])('%s → 503', (_what, error) => {
    expect(toErrorAnswer(error)).toEqual(unavailable);
  });

  it.each([
    ['an unknown error', new Error('boom')],
    ['an SQL error no rule names (42P01)', withCode('42P01')],
    ['a message that only mentions a broken connection', new Error('Connection terminated unexpectedly, said the user')],
  ])('%s → 500 with the generic message', (_what, error) => {
    expect(toErrorAnswer(error)).toEqual({ statusCode: 500, message: ERRORS.internal });
  });
});

describe('a burst of 503s: each asks to retry later, and the log counts them', () => {
  /** A bare app with the API's error handling, whose one route fails as pg does while PostgreSQL restarts. */
  const brokenApp = (log: ReturnType<typeof captureLog>) => {
    const app = Fastify({ logger: { level: 'info', stream: log.stream } });
    registerErrorHandling(app);
    app.get('/broken', () => {
      throw new Error("select * from sessions where id = 'secret-session' - Connection terminated unexpectedly");
    });
    return app;
  };
  const lines = (text: string) =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg !== 'incoming request' && line.msg !== 'request completed');

  it('answers each with 503 and Retry-After, and writes one warning, then one line with the count, no stack or SQL', async () => {
    const log = captureLog();
    const app = brokenApp(log);
    for (let i = 0; i < 50; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/broken' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ statusCode: 503, message: SERVER_MESSAGES.databaseUnavailable });
    }
    // Within the interval: the first 503's line only.
    expect(lines(log.text())).toEqual([
      expect.objectContaining({ level: 40, answered503: 1, cause: { type: 'Error', message: 'Connection terminated unexpectedly' } }),
    ]);
    // The interval's count is written when it ends, or when the app closes.
    await app.close();
    const written = lines(log.text());
    expect(written).toHaveLength(2);
    expect(written[1]).toMatchObject({ level: 40, answered503: 49 });
    expect(log.text()).not.toMatch(/stack|secret-session/);
  });
});

describe('OutOfReachLog: one line per interval while 503s go on', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the first 503 at once, the count of each interval at its end, and starts again after a quiet interval', () => {
    vi.useFakeTimers();
    const written: Array<{ answered503: number }> = [];
    const log = { warn: (line: { answered503: number }) => written.push(line) } as unknown as ConstructorParameters<typeof OutOfReachLog>[0];
    const outOfReach = new OutOfReachLog(log);
    const broken = new Error('Connection terminated unexpectedly');
    outOfReach.record(broken);
    for (let i = 0; i < 30; i += 1) outOfReach.record(broken);
    expect(written.map((line) => line.answered503)).toEqual([1]);
    vi.advanceTimersByTime(OUT_OF_REACH_LOG_INTERVAL_MS);
    expect(written.map((line) => line.answered503)).toEqual([1, 30]);
    for (let i = 0; i < 7; i += 1) outOfReach.record(broken);
    vi.advanceTimersByTime(OUT_OF_REACH_LOG_INTERVAL_MS);
    expect(written.map((line) => line.answered503)).toEqual([1, 30, 7]);
    // A quiet interval ends the series: nothing is written for it, and the next 503 is written at once.
    vi.advanceTimersByTime(3 * OUT_OF_REACH_LOG_INTERVAL_MS);
    expect(written).toHaveLength(3);
    outOfReach.record(broken);
    expect(written.map((line) => line.answered503)).toEqual([1, 30, 7, 1]);
    outOfReach.close();
    expect(written).toHaveLength(4);
  });
});
