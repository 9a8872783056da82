import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { directRows, directStatement, namedStatement, preparedRows, statementOf } from '../src/db/direct';
import { SERVER_MESSAGES } from '@roombook/domain/messages';
import { openDatabase, type Database } from '../src/db/index';
import { SystemRepository } from '../src/plugins/app/system/system-repository';
import { SystemService } from '../src/plugins/app/system/system-service';
import { availableBackends, createTestDatabase } from '../src/testing';

/**
 * `directRows` (docs/decisions/046): the same rows, parsed the same way, as knex's own `raw`; the
 * transaction's connection inside a transaction; the driver's errors; knex's `query` event; and every
 * pooled connection given back.
 */
describe.each(availableBackends())('directRows on %s', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    await db.knex('users').insert({ role: 'User', first_name: 'Ulla', last_name: 'Holm', email: 'ulla.direct@x.dk' });
  });
  afterAll(() => db?.close());

  const byEmail = () => directStatement(db.knex('users').select('id', 'email', 'created_at', 'first_login').where('email', 'x').andWhere('id', '>', 0));

  it('namedStatement: built once, each call binds its values by name, a name used twice and a constant of the query too', async () => {
    const named = namedStatement<'email' | 'least'>((p) =>
      db.knex('users').select('id', 'email').where('email', p('email')).andWhere('id', '>', p('least')).orWhere('email', p('email')).limit(1),
    );
    expect(named.bindings({ email: 'ulla.direct@x.dk', least: 0 })).toEqual(['ulla.direct@x.dk', 0, 'ulla.direct@x.dk', 1]);
    expect(await directRows(db.knex, named.statement, named.bindings({ email: 'ulla.direct@x.dk', least: 0 }))).toEqual([
      expect.objectContaining({ email: 'ulla.direct@x.dk' }),
    ]);
    expect(await directRows(db.knex, named.statement, named.bindings({ email: 'nobody@x.dk', least: 0 }))).toEqual([]);
  });

  it('answers the rows knex.raw answers, with the same types', async () => {
    const statement = byEmail();
    const viaKnex = (await db.knex.raw<{ rows: unknown[] }>(statement.sql, ['ulla.direct@x.dk', 0])).rows;
    const direct = await directRows(db.knex, statement, ['ulla.direct@x.dk', 0]);
    expect(direct).toHaveLength(1);
    expect(direct).toEqual(viaKnex);
    expect((direct[0] as { created_at: unknown }).created_at).toBeInstanceOf(Date);
  });

  it('inside a transaction reads on its connection, so it sees what the transaction wrote', async () => {
    const trx = await db.knex.transaction();
    try {
      await trx('users').insert({ role: 'User', first_name: 'Tove', last_name: 'Lund', email: 'tove.direct@x.dk' });
      expect(await directRows(trx, byEmail(), ['tove.direct@x.dk', 0])).toHaveLength(1);
      // Outside it, on another connection, the write is not there yet (PGlite has only the transaction's connection).
      if (backend === 'pg') expect(await directRows(db.knex, byEmail(), ['tove.direct@x.dk', 0])).toEqual([]);
    } finally {
      await trx.rollback();
    }
  });

  it('preparedRows answers what the knex query answers, in and out of a transaction; a finished transaction is refused', async () => {
    const query = (executor: Knex | Knex.Transaction) => executor('users').select('id', 'email', 'created_at').where('email', 'ulla.direct@x.dk');
    expect(await preparedRows(db.knex, query(db.knex))).toEqual(await query(db.knex));
    const trx = await db.knex.transaction();
    await trx('users').where('email', 'ulla.direct@x.dk').update({ last_name: 'Berg' });
    expect(await preparedRows<{ email: string }>(trx, trx('users').select('last_name').where('email', 'ulla.direct@x.dk'))).toEqual([{ last_name: 'Berg' }]);
    await trx.rollback();
    await expect(preparedRows(trx, trx('users').select('id'))).rejects.toThrow();
    expect(await db.knex('users').select('last_name').where('email', 'ulla.direct@x.dk')).toEqual([{ last_name: 'Holm' }]);
  });

  it("announces the statement with knex's query event, as knex announces it", async () => {
    const seen: Array<{ sql: string; bindings: unknown }> = [];
    const listener = (query: { sql: string; bindings: unknown }) => seen.push({ sql: query.sql, bindings: query.bindings });
    db.knex.on('query', listener);
    try {
      await db.knex.raw(byEmail().sql, ['nobody@x.dk', 0]);
      await directRows(db.knex, byEmail(), ['nobody@x.dk', 0]);
    } finally {
      db.knex.off('query', listener);
    }
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[0]).toEqual({ sql: expect.stringContaining('"email" = $1') as unknown, bindings: ['nobody@x.dk', 0] });
  });

  it('prepares one name per text: the same text the same name, another text another', () => {
    const a = statementOf('select ? as n', 'select $1 as n');
    expect(statementOf('select ? as n', 'select $1 as n').name).toBe(a.name);
    expect(statementOf('select ? as m', 'select $1 as m').name).not.toBe(a.name);
    expect(a.name).toMatch(/^rb_[0-9a-f]{32}$/);
  });

  it('runs the same prepared statement on every connection of the pool, many times, with other bindings each time', async () => {
    const echo = directStatement(db.knex.raw('select ?::integer * 2 as n', [0]));
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => directRows<{ n: number }>(db.knex, echo, [i + round])));
      expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 20 }, (_, i) => 2 * (i + round)));
    }
  });

  it("passes the driver's error on with its SQLSTATE, and gives every connection back to the pool", async () => {
    const bad = directStatement(db.knex.raw('select ?::integer as n', ['x']));
    for (let i = 0; i < 25; i++) {
      await expect(directRows(db.knex, bad, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    }
    // More calls than the pool has connections (10): a connection kept after a failure would make these wait out the acquire timeout.
    const ok = directStatement(db.knex.raw('select ?::integer as n', [1]));
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => directRows<{ n: number }>(db.knex, ok, [i])));
    expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });
});

describe('directRows when PostgreSQL cannot be reached', () => {
  it("fails with the driver's connection error, and health answers 503 'database unavailable'", async () => {
    // Port 1 on loopback: nothing listens there, so every connection is refused at once.
    const db = await openDatabase({ driver: 'pg', connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    try {
      await expect(directRows(db.knex, statementOf('select 1', 'select 1'), [])).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      const health = new SystemService(new SystemRepository(db.knex), 'pg');
      await expect(health.health()).rejects.toMatchObject({ statusCode: 503, message: SERVER_MESSAGES.databaseUnavailable });
    } finally {
      await db.close();
    }
  });
});
