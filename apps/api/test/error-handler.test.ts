import { describe, expect, it } from 'vitest';
import { KnexTimeoutError } from 'knex';
import { ERRORS, SERVER_MESSAGES } from '@roombook/domain/messages';
import { toErrorAnswer } from '../src/error-handler';

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
  ])('%s → 503', (_what, error) => {
    expect(toErrorAnswer(error)).toEqual(unavailable);
  });

  it.each([
    ['an unknown error', new Error('boom')],
    ['an SQL error no rule names (42P01)', withCode('42P01')],
  ])('%s → 500 with the generic message', (_what, error) => {
    expect(toErrorAnswer(error)).toEqual({ statusCode: 500, message: ERRORS.internal });
  });
});
