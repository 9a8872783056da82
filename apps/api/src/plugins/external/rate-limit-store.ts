import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Knex } from 'knex';

/**
 * One hit in the window of `key`, in one statement (docs/decisions/082): a new key, or one whose window has
 * ended, starts a window of `timeWindow` ms with one hit; a live one counts one more. `insert … on conflict do
 * update` is atomic, so parallel hits from any number of API processes each get their own count, and the
 * `max`-th hit is counted once. The windows are measured on the database server's clock, the one clock all the
 * processes share (a window is a duration, not a date of the product, so it is not the API's clock of ADR 070).
 */
const HIT = `insert into rate_limit_counters as c (key, hits, window_ends)
  values (?, 1, clock_timestamp() + make_interval(secs => ? / 1000.0))
  on conflict (key) do update set
    hits = case when c.window_ends <= clock_timestamp() then 1 else c.hits + 1 end,
    window_ends = case when c.window_ends <= clock_timestamp() then excluded.window_ends else c.window_ends end
  returning hits, greatest(0, ceil(extract(epoch from c.window_ends - clock_timestamp()) * 1000))::integer as ttl`;

/** @fastify/rate-limit's store on the `rate_limit_counters` table (migration 0018): the counters every API process shares. */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Knex,
    /** The limited route (method and URL), as @fastify/rate-limit's own stores key a route's limit. */
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    this.db.raw<{ rows: Array<{ hits: number; ttl: number }> }>(HIT, [`${this.prefix}${key}`, timeWindow]).then(
      ({ rows: [row] }) => callback(null, { current: row!.hits, ttl: row!.ttl }),
      (error: Error) => callback(error),
    );
  }

  /** A route's store: @fastify/rate-limit hands over the route's limit, which names the route (`routeInfo`), its declared type aside. */
  child(params: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const { routeInfo } = params as unknown as { routeInfo: { method: string | string[]; url: string } };
    return new DatabaseRateLimitStore(this.db, `${String(routeInfo.method)} ${routeInfo.url} `);
  }
}

/** The store's class as @fastify/rate-limit's `store` option takes it (it makes the instance itself). */
export const databaseRateLimitStore = (db: Knex): FastifyRateLimitStoreCtor =>
  class extends DatabaseRateLimitStore {
    constructor() {
      super(db);
    }
  };

/** Deletes the counters whose window has ended (a client that does not come back leaves its row behind). */
export const sweepRateLimitCounters = async (db: Knex): Promise<number> =>
  db('rate_limit_counters').where('window_ends', '<=', db.raw('clock_timestamp()')).delete();
