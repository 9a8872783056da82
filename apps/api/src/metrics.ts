import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { Gauge, Histogram, Registry } from 'prom-client';
import { ERRORS } from '@roombook/domain/messages';

/** The route label of a request no route matched (one label, whatever the URL: a scan cannot grow the series). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: from a fast cached read to a year's report. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** What the pool gauge reads of knex's pool (tarn): PostgreSQL's pool, or PGlite's one connection. */
interface PoolLike {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

export interface MetricsSources {
  knex: Knex;
  /** The outbox's length: mails waiting to be sent. */
  pendingEmails(): Promise<number>;
}

/**
 * The API's Prometheus metrics (docs/decisions/081), in a registry of its own per app:
 * - `roombook_http_request_duration_seconds`: a histogram of answered requests by method, route pattern
 *   (`/api/user/:id`, never the raw URL) and status;
 * - `roombook_db_pool_connections{state="used|free|pending"}` and `roombook_db_pool_max`: knex's pool, read at
 *   each scrape (on PGlite a pool of one connection);
 * - `roombook_email_outbox_pending`: the mails waiting to be sent, one count statement at each scrape.
 */
export class ApiMetrics {
  readonly registry = new Registry();
  private readonly durations: Histogram<'method' | 'route' | 'status'>;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    this.durations = new Histogram({
      name: 'roombook_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    const pool = (): PoolLike | undefined => (sources.knex.client as { pool?: PoolLike }).pool;
    new Gauge({
      name: 'roombook_db_pool_connections',
      help: "Database connections of knex's pool: in use, idle, and requests waiting for one",
      labelNames: ['state'],
      registers,
      collect() {
        const p = pool();
        this.set({ state: 'used' }, p?.numUsed() ?? 0);
        this.set({ state: 'free' }, p?.numFree() ?? 0);
        this.set({ state: 'pending' }, p?.numPendingAcquires() ?? 0);
      },
    });
    new Gauge({
      name: 'roombook_db_pool_max',
      help: "The most connections knex's pool opens",
      registers,
      collect() {
        this.set(pool()?.max ?? 0);
      },
    });
    new Gauge({
      name: 'roombook_email_outbox_pending',
      help: 'E-mails in the outbox waiting to be sent',
      registers,
      async collect() {
        this.set(await sources.pendingEmails());
      },
    });
  }

  /** One answered request (called once per request, from the request's log line: logging.ts). */
  observe(request: FastifyRequest, reply: FastifyReply): void {
    this.durations.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  }
}

/** Whether a bearer token is the metrics token (compared in constant time). */
const isToken = (authorization: string | undefined, token: string): boolean => {
  const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
};

/** The connection's own address is a loopback one (not a forwarded header: a proxy on loopback would pass). */
const fromLoopback = (request: FastifyRequest): boolean => {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
};

/**
 * `GET /api/metrics`: the metrics in Prometheus's text format, beside the contract (it is not JSON). Who may
 * read it: with METRICS_TOKEN set, a scraper sending it as a bearer token, from anywhere; without it, a
 * scraper on the same machine only (the connection's address is loopback). Anyone else gets 404, as if there
 * were no such route.
 */
export const registerMetricsRoute = (app: FastifyInstance, metrics: ApiMetrics, token: string | undefined): void => {
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    const allowed = token === undefined ? fromLoopback(request) : isToken(request.headers.authorization, token);
    if (!allowed) return reply.code(404).send({ message: ERRORS.notFound, statusCode: 404 });
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
};
