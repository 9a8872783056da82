import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { directRows, directStatement, namedStatement, pipelinedTransaction, preparedRows, statementOf, type DirectStatement } from '../src/db/direct';
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

/**
 * `pipelinedTransaction` (docs/decisions/059): one transaction whatever the driver, committed with its last
 * statement or after the work, rolled back on any failure, its locks held to the end; and the connection
 * given back in its ordinary mode (one connection in the pool, so every next caller gets that connection).
 */
describe.each(availableBackends())('pipelinedTransaction on %s', (backend) => {
  let db: Database;
  let single: Database;
  let insert: DirectStatement;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    await db.knex.raw('create table pipelined_notes (id integer primary key, note text not null)');
    insert = directStatement(db.knex.raw('insert into pipelined_notes (id, note) values (?::integer, ?) returning id, note', [0, '']));
    if (backend === 'pg') {
      const { connectionString } = db.knex.client.config.connection as { connectionString: string };
      single = await openDatabase({ driver: 'pg', connectionString, poolMax: 1 });
    } else {
      single = db;
    }
  });
  afterAll(async () => {
    if (single !== db) await single?.close();
    await db?.close();
  });

  const notes = async (ids: number[]) =>
    (await db.knex('pipelined_notes').whereIn('id', ids).orderBy('id').select('id', 'note')) as Array<{ id: number; note: string }>;

  it('commits the statements with the last one, and answers its rows', async () => {
    const answered = await pipelinedTransaction(single.knex, async (trx) => {
      await directRows(trx.statements, insert, [1, 'first']);
      return directRows(trx.last, insert, [2, 'last']);
    });
    expect(answered).toEqual([{ id: 2, note: 'last' }]);
    expect(await notes([1, 2])).toEqual([
      { id: 1, note: 'first' },
      { id: 2, note: 'last' },
    ]);
  });

  it('commits after the work when nothing ran on its last', async () => {
    await pipelinedTransaction(single.knex, async (trx) => {
      await directRows(trx.statements, insert, [3, 'only']);
    });
    expect(await notes([3])).toEqual([{ id: 3, note: 'only' }]);
  });

  it("rolls the statements back when the last one fails, with that statement's error", async () => {
    const failing = pipelinedTransaction(single.knex, async (trx) => {
      await directRows(trx.statements, insert, [4, 'rolled back']);
      return directRows(trx.last, insert, [1, 'taken id']);
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await notes([4])).toEqual([]);
  });

  it('rolls back when the work fails, after a statement or before any, and the connection serves the next caller as usual', async () => {
    const refused = new Error('refused by a rule');
    await expect(
      pipelinedTransaction(single.knex, async (trx) => {
        await directRows(trx.statements, insert, [5, 'rolled back']);
        throw refused;
      }),
    ).rejects.toBe(refused);
    await expect(
      pipelinedTransaction(single.knex, () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
    await expect(
      pipelinedTransaction(single.knex, async (trx) => {
        await directRows(trx.statements, directStatement(single.knex.raw('select ?::integer as n', ['x'])), ['not a number']);
      }),
    ).rejects.toMatchObject({ code: '22P02' });
    expect(await notes([5])).toEqual([]);
    // The same connection, out of pipeline mode: knex's own queries, a transaction, and a streamed query (a portal,
    // which pg refuses in pipeline mode).
    const [counted] = await single.knex('pipelined_notes').count<Array<{ count: string | number }>>('* as count');
    expect(Number(counted?.count)).toBe(3);
    await single.knex.transaction((trx) => trx('pipelined_notes').insert({ id: 6, note: 'knex' }));
    if (backend === 'pg') {
      const streamed: unknown[] = [];
      for await (const row of single.knex('pipelined_notes').select('id').orderBy('id').stream()) streamed.push(row);
      expect(streamed).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 6 }]);
    }
  });

  it.runIf(backend === 'pg')("holds the transaction's locks until its last statement commits, and sends BEGIN and COMMIT with a statement", async () => {
    const lock = directStatement(db.knex.raw('select pg_advisory_xact_lock(?::integer, ?::integer)', [0, 0]));
    const tryLock = async () =>
      (await db.knex.transaction(async (trx) => (await trx.raw<{ rows: Array<{ got: boolean }> }>('select pg_try_advisory_xact_lock(4242, 7) as got')).rows[0]!.got));
    const sent: Array<{ sql: string; pipelined?: true }> = [];
    const listener = (query: { sql: string; pipelined?: true }) => sent.push({ sql: query.sql, ...(query.pipelined ? { pipelined: query.pipelined } : {}) });
    single.knex.on('query', listener);
    const heldMeanwhile: boolean[] = [];
    try {
      await pipelinedTransaction(single.knex, async (trx) => {
        await directRows(trx.statements, lock, [4242, 7]);
        heldMeanwhile.push(!(await tryLock()));
        await directRows(trx.last, insert, [7, 'locked']);
      });
    } finally {
      single.knex.off('query', listener);
    }
    expect(heldMeanwhile).toEqual([true]);
    expect(await tryLock()).toBe(true);
    expect(sent.map((s) => [s.sql.split(' ')[0], s.pipelined ?? false])).toEqual([
      ['BEGIN', true],
      ['select', false],
      ['insert', false],
      ['COMMIT', true],
    ]);
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
