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
  emit(event: 'query', query: { sql: string; bindings: readonly unknown[]; method: 'raw'; __knexUid?: string }): boolean;
}

/** A `pg` client, as knex's pool hands it out. */
interface DriverConnection {
  readonly __knexUid?: string;
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

/** A transaction that has committed or rolled back: knex's own `raw` refuses it with knex's error. */
const finished = (executor: Executor): boolean => {
  const trx = executor as Partial<Knex.Transaction>;
  return trx.isTransaction === true && trx.isCompleted?.() === true;
};

/**
 * The rows of one statement, run on a connection from knex's own pool without knex's query runner, as a
 * prepared statement of that connection: for the statements of the hottest calls (the session read of
 * every bearer call, the booking's checks and write, the booking list), where PostgreSQL planning the
 * statement again on every call, and knex's runner, cost more than running it (docs/decisions/046). The connection, the pool limits, the acquire timeout (its
 * `KnexTimeoutError`, a 503), the type parsers and the driver's errors (their SQLSTATE codes) are knex's
 * and pg's as on any other query, and the statement is announced with knex's `query` event, so query
 * listeners still see it (the bench counts round trips with it). In a transaction, knex's client hands
 * out the transaction's own connection (and takes nothing back), so the statement runs in the
 * transaction. On PGlite (one connection, no throughput goal) it is an ordinary `raw` on the executor.
 */
export async function directRows<T>(executor: Executor, statement: DirectStatement, bindings: readonly Knex.Value[]): Promise<T[]> {
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
export const preparedRows = <T>(executor: Executor, query: Knex.QueryBuilder | Knex.Raw): Promise<T[]> => {
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
 * text compiled and named again cost about a tenth of a booking's API time, docs/decisions/046, 051). A
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
