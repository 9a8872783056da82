import type { Knex } from 'knex';
import type { Executor } from './executor';

/**
 * One statement for `directRows`, in both of its forms: knex's (`?` placeholders, as `knex.raw` takes it)
 * and PostgreSQL's own (`$1`, as the driver and knex's `query` event take it).
 */
export interface DirectStatement {
  readonly sql: string;
  readonly native: string;
}

/** The two forms of a query built with knex (build it once, not per request). */
export const directStatement = (query: Knex.QueryBuilder | Knex.Raw): DirectStatement => {
  const built = query.toSQL();
  return { sql: built.sql, native: built.toNative().sql };
};

/** What `directRows` uses of knex's client: its pool, its dialect and its event emitter. */
interface PoolingClient {
  readonly dialect?: string;
  acquireConnection(): Promise<DriverConnection>;
  releaseConnection(connection: DriverConnection): Promise<unknown>;
  emit(event: 'query', query: { sql: string; bindings: readonly unknown[]; method: 'raw'; __knexUid?: string }): boolean;
}

/** A `pg` client, as knex's pool hands it out. */
interface DriverConnection {
  readonly __knexUid?: string;
  query(text: string, values: readonly unknown[]): Promise<{ rows: unknown[] }>;
}

const inTransaction = (executor: Executor): boolean => (executor as Partial<Knex.Transaction>).isTransaction === true;

/**
 * The rows of one statement, run on a connection from knex's own pool but without knex's query runner:
 * for the read that every bearer call makes (the session user), where the runner cost about a tenth of
 * `GET /api/user/me` (docs/decisions/046). The connection, the pool limits, the acquire timeout (its
 * `KnexTimeoutError`, a 503), the type parsers and the driver's errors (their SQLSTATE codes) are knex's
 * and pg's as on any other query, and the statement is announced with knex's `query` event, so query
 * listeners still see it (the bench counts round trips with it). Inside a transaction, and on PGlite
 * (one connection, no throughput goal), it is an ordinary `raw` on the executor.
 */
export async function directRows<T>(executor: Executor, statement: DirectStatement, bindings: readonly Knex.Value[]): Promise<T[]> {
  const client = executor.client as PoolingClient;
  if (client.dialect !== 'postgresql' || inTransaction(executor)) {
    return (await executor.raw<{ rows: T[] }>(statement.sql, bindings)).rows;
  }
  const connection = await client.acquireConnection();
  try {
    client.emit('query', { sql: statement.native, bindings, method: 'raw', __knexUid: connection.__knexUid });
    return (await connection.query(statement.native, bindings)).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}
