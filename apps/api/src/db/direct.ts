import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Executor } from './executor';

/**
 * One statement for `directRows`, in both of its forms: knex's (`?` placeholders, as `knex.raw` takes it)
 * and PostgreSQL's own (`$1`, as the driver and knex's `query` event take it), with the name it is
 * prepared under on each connection.
 */
export interface DirectStatement {
  readonly sql: string;
  readonly native: string;
  readonly name: string;
}

/**
 * A prepared statement's name: a digest of its text, so that one name always means one text (PostgreSQL
 * refuses a name prepared with another text on the same connection).
 */
const preparedName = (native: string): string => `rb_${createHash('sha256').update(native).digest('hex').slice(0, 32)}`;

/** A statement from both of its forms (PostgreSQL's must have no bindings other than `$1 … $n`). */
export const statementOf = (sql: string, native: string): DirectStatement => ({ sql, native, name: preparedName(native) });

/** A query built with knex, as a statement and the bindings it was built with. */
const compiled = (query: Knex.QueryBuilder | Knex.Raw): { statement: DirectStatement; bindings: readonly Knex.Value[] } => {
  const built = query.toSQL();
  const native = built.toNative();
  return { statement: statementOf(built.sql, native.sql), bindings: native.bindings as readonly Knex.Value[] };
};

/** The statement of a query built with knex (build it once, not per request). */
export const directStatement = (query: Knex.QueryBuilder | Knex.Raw): DirectStatement => compiled(query).statement;

/** What `directRows` uses of knex's client: its pool, its configuration and its event emitter. */
interface PoolingClient {
  /** knex's configuration: `client` is 'pg' for PostgreSQL through `pg` (PGlite's client is a class that extends it). */
  readonly config: { client?: unknown };
  acquireConnection(): Promise<DriverConnection>;
  releaseConnection(connection: DriverConnection): Promise<unknown>;
  /** knex's `query` event; `pipelined`: the statement goes out in the same write (round trip) as another one (`pipelinedTransaction`). */
  emit(event: 'query', query: { sql: string; bindings: readonly unknown[]; method: 'raw'; __knexUid?: string; pipelined?: true }): boolean;
}

/** A `pg` client, as knex's pool hands it out. */
interface DriverConnection {
  readonly __knexUid?: string;
  query(config: { name: string; text: string; values: readonly unknown[] } | string): Promise<{ rows: unknown[] }>;
  /** pg's pipeline mode (its `pipeline` option): each query is sent at once, not after the last one's answer. */
  pipeline: boolean;
  /** knex marks a connection it must not hand out again (its pool destroys it on release). */
  __knex__disposed?: unknown;
  readonly connection: { readonly stream: { cork(): void; uncork(): void } };
}

/** A transaction that has committed or rolled back: knex's own `raw` refuses it with knex's error. */
const finished = (executor: Executor): boolean => {
  const trx = executor as Partial<Knex.Transaction>;
  return trx.isTransaction === true && trx.isCompleted?.() === true;
};

/**
 * The rows of one statement, run on a connection from knex's own pool without knex's query runner, as a
 * prepared statement of that connection: for the statements of the hottest calls (the session read of
 * every bearer call, the booking's checks and write, the booking list), so that PostgreSQL does not plan the
 * statement again on every call and knex's runner is not in the way (docs/decisions/046). The connection, the pool limits, the acquire timeout (its
 * `KnexTimeoutError`, a 503), the type parsers and the driver's errors (their SQLSTATE codes) are knex's
 * and pg's as on any other query, and the statement is announced with knex's `query` event, so query
 * listeners still see it (the bench counts round trips with it). In a transaction, knex's client hands
 * out the transaction's own connection (and takes nothing back), so the statement runs in the
 * transaction. On PGlite (one connection, no throughput goal) it is an ordinary `raw` on the executor.
 */
export async function directRows<T>(executor: DirectExecutor, statement: DirectStatement, bindings: readonly Knex.Value[]): Promise<T[]> {
  if (executor instanceof PipelinedStatements) return executor.rows<T>(statement, bindings);
  const client = executor.client as PoolingClient;
  if (client.config.client !== 'pg' || finished(executor)) {
    return (await executor.raw<{ rows: T[] }>(statement.sql, bindings)).rows;
  }
  const connection = await client.acquireConnection();
  try {
    client.emit('query', { sql: statement.native, bindings, method: 'raw', __knexUid: connection.__knexUid });
    return (await connection.query({ name: statement.name, text: statement.native, values: bindings })).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * The rows of a query built with knex, run by `directRows` as a prepared statement named after its text.
 * Only for queries of a fixed shape (or a small, bounded set of shapes): every connection keeps every
 * statement it has prepared.
 */
export const preparedRows = <T>(executor: DirectExecutor, query: Knex.QueryBuilder | Knex.Raw): Promise<T[]> => {
  const { statement, bindings } = compiled(query);
  return directRows<T>(executor, statement, bindings);
};

/** A statement built once, and how each call's values, by name, become its bindings (`namedStatement`). */
export interface NamedStatement<K extends string> {
  readonly statement: DirectStatement;
  bindings(values: Readonly<Record<K, Knex.Value>>): Knex.Value[];
}

/** What `namedStatement` binds in place of a value while it builds: never a value of a call. */
const PARAM_MARK = '\u0000roombook-param:';

/**
 * The statement of a query built once with a marker in place of each value (`param(name)`), and which value
 * each of its bindings is: a hot statement of a fixed shape is then not built with knex on every call (its
 * text is not compiled and named again on every call, docs/decisions/046, 051). A
 * binding that is not a marker (a constant of the query, as `limit 1`) is kept as it is. Build each shape
 * once per repository and run it with `directRows(executor, named.statement, named.bindings(values))`.
 */
export function namedStatement<K extends string>(build: (param: (name: K) => string) => Knex.QueryBuilder | Knex.Raw): NamedStatement<K> {
  const { statement, bindings } = compiled(build((name) => `${PARAM_MARK}${name}`));
  // Each binding: the name of the value it takes, or the constant it is.
  const slots = bindings.map((value): { name: K } | { constant: Knex.Value } =>
    typeof value === 'string' && value.startsWith(PARAM_MARK) ? { name: value.slice(PARAM_MARK.length) as K } : { constant: value },
  );
  return { statement, bindings: (values) => slots.map((slot) => ('name' in slot ? values[slot.name] : slot.constant)) };
}

/** What `directRows` runs a statement on: the database, a knex transaction, or a pipelined transaction's statements. */
export type DirectExecutor = Executor | PipelinedStatements;

/**
 * The statements of a `pipelinedTransaction` on its connection: each is sent at once, in one write with the
 * BEGIN before it (the first) or the COMMIT after it (`last`).
 */
class PipelinedStatements {
  constructor(
    private readonly transaction: PipelinedConnection,
    private readonly commitsAfter: boolean,
  ) {}

  rows<T>(statement: DirectStatement, bindings: readonly Knex.Value[]): Promise<T[]> {
    return this.transaction.rows<T>(statement, bindings, this.commitsAfter);
  }
}

/** One connection of knex's pool in pg's pipeline mode, for one transaction (`pipelinedTransaction`). */
class PipelinedConnection {
  /** BEGIN, sent with the first statement; undefined once that statement has gone. */
  private begin: Promise<unknown> | undefined;
  /** Whether the transaction's end has been sent (COMMIT, ROLLBACK, or the COMMIT after the last statement). */
  ended = false;

  constructor(
    private readonly client: PoolingClient,
    readonly connection: DriverConnection,
  ) {}

  /** Sends BEGIN, held back until the first statement goes with it. */
  start(): void {
    this.connection.pipeline = true;
    this.connection.connection.stream.cork();
    this.begin = this.send('BEGIN', true);
    // Awaited with the first statement (or with the end): handled now, so that a failure is never unhandled meanwhile.
    this.begin.catch(() => undefined);
  }

  async rows<T>(statement: DirectStatement, bindings: readonly Knex.Value[], commitsAfter: boolean): Promise<T[]> {
    if (this.ended) throw new Error('the pipelined transaction has ended');
    if (commitsAfter) this.ended = true;
    const answer = this.sendWithBegin(() => {
      this.client.emit('query', { sql: statement.native, bindings, method: 'raw', __knexUid: this.connection.__knexUid });
      return this.connection.query({ name: statement.name, text: statement.native, values: bindings });
    }, commitsAfter ? 'COMMIT' : undefined);
    return ((await answer) as { rows: unknown[] }).rows as T[];
  }

  /** Ends the transaction with COMMIT or ROLLBACK (after BEGIN, if no statement has gone with it yet). */
  async end(sql: 'COMMIT' | 'ROLLBACK'): Promise<void> {
    this.ended = true;
    await this.sendWithBegin(() => this.send(sql));
  }

  /**
   * Sends `first` (and then `after`, if given) in one write, with BEGIN if it is still held back. The answer
   * settles after every one of them has: a failed BEGIN fails it (its statement must not count as run in the
   * transaction), and so does a failed COMMIT. After a failed statement, the COMMIT rolls the transaction back
   * (PostgreSQL answers it with ROLLBACK), and the statement's error is the answer.
   */
  private sendWithBegin(first: () => Promise<unknown>, after?: 'COMMIT'): Promise<unknown> {
    const { stream } = this.connection.connection;
    const begin = this.begin;
    this.begin = undefined;
    if (!begin) stream.cork();
    const answer = first();
    const commit = after ? this.send(after, true) : undefined;
    stream.uncork();
    return Promise.allSettled([begin, answer, commit]).then((results) => {
      for (const result of results) if (result.status === 'rejected') throw result.reason;
      return (results[1] as PromiseFulfilledResult<unknown>).value;
    });
  }

  /** Sends one of the transaction's own statements; `pipelined`: it goes out in the same write as another one. */
  private send(sql: 'BEGIN' | 'COMMIT' | 'ROLLBACK', pipelined = false): Promise<unknown> {
    this.client.emit('query', { sql, bindings: [], method: 'raw', __knexUid: this.connection.__knexUid, ...(pipelined ? { pipelined } : {}) });
    return this.connection.query(sql);
  }
}

/** A pipelined transaction's statements: `statements` for all but the last, which runs on `last`. */
export interface PipelinedTransaction {
  readonly statements: DirectExecutor;
  /** The transaction's last statement runs on this: COMMIT is sent right behind it, and the transaction ends with its answer. */
  readonly last: DirectExecutor;
}

/**
 * `work` in a transaction on one connection of knex's pool, with its statements pipelined (pg's pipeline
 * mode): BEGIN goes out in one write with the first statement, and COMMIT in one write with the statement
 * run on `last`, so PostgreSQL runs it without waiting for this process to read the statement's answer.
 * A transaction that holds a lock (docs/decisions/059) holds it one round trip and one wait for this
 * process's event loop less. Each statement still waits for the one before (its answer decides the next).
 * Rolled back when `work` fails; committed after it when it ran nothing on `last`. On PGlite (one
 * connection, no pipelining) it is knex's own transaction, `statements` and `last` alike.
 */
export async function pipelinedTransaction<T>(db: Knex, work: (trx: PipelinedTransaction) => Promise<T>): Promise<T> {
  const client = db.client as PoolingClient;
  if (client.config.client !== 'pg') return db.transaction((trx) => work({ statements: trx, last: trx }));
  const connection = await client.acquireConnection();
  const transaction = new PipelinedConnection(client, connection);
  try {
    transaction.start();
    const result = await work({ statements: new PipelinedStatements(transaction, false), last: new PipelinedStatements(transaction, true) });
    if (!transaction.ended) await transaction.end('COMMIT');
    return result;
  } catch (error) {
    if (!transaction.ended) {
      // A connection whose transaction may still be open must not serve anyone else.
      await transaction.end('ROLLBACK').catch((rollbackError: unknown) => (connection.__knex__disposed = rollbackError));
    }
    throw error;
  } finally {
    connection.pipeline = false;
    await client.releaseConnection(connection);
  }
}
