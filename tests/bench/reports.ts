/**
 * The reports in `npm run bench` (issue 10 §4; figures, not a test), on the bench's PostgreSQL database with
 * 100,000 bookings and 100,000 canteen order lines written in one year:
 *
 * - each report's latency (the booking report, the canteen report for all companies, the company canteen
 *   report) for a month and for the year, as a ratio of its raw SQL: the report's own statement
 *   (`ReportsRepository`'s builders, as pg runs them) through a bare fastify + `pg` that answers the rows as
 *   JSON (raw-pg.ts). Goal: API ≤ 1.2 × raw + 15 ms, by medians of sequential requests;
 * - the database statements of each report call, for the month and for the year (goal: the same: constant);
 * - Insights (issue 31) for a month and for the year, for a SuperAdmin and for a CompanyOwner, against their three
 *   statements (`InsightsRepository`'s builders) run at once through the same bare server; same goal;
 * - the Excel export of the year (100,000 rows) by a fresh API process: the time to its last byte and the
 *   increase of the process tree's resident memory while it streams (goal < 150 MB); the file is read back
 *   and its rows counted.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import knexFactory from 'knex';
import type pg from 'pg';
import { readWorkbook } from '@roombook/api/testing-workbook';
import { bookingReportStatement, canteenOrdersStatement, type ReportStatement } from '@roombook/api/plugins/app/reports/reports-repository';
import { revenueStatement, salesStatement, timeStatement, type InsightsStatement } from '@roombook/api/plugins/app/insights/insights-repository';
import type { InsightsScope } from '@roombook/domain/insights/scope';
import type { Database } from '@roombook/api/db/index';
import { createApiClient } from '@roombook/domain/contract/client';
import { contract, type ApiCall } from '@roombook/domain/contract/index';
import { reportPeriod } from '@roombook/domain/reports/period';
import { Temporal } from 'temporal-polyfill';
import { countRoundTrips } from './capture';

export const REPORT_BOOKINGS = 100_000;
export const REPORT_ORDER_LINES = 100_000;
/** 40,000 orders of two and three lines, alternately: 100,000 lines. */
const ORDERS = (REPORT_ORDER_LINES * 2) / 5;

const YEAR_DAYS = { from: '2025-01-01', to: '2025-12-31' };
const MONTH_DAYS = { from: '2025-06-01', to: '2025-06-30' };
const YEAR = reportPeriod(Temporal.PlainDate.from('2025-01-01'), Temporal.PlainDate.from('2025-12-31'));
const MONTH = reportPeriod(Temporal.PlainDate.from('2025-06-01'), Temporal.PlainDate.from('2025-06-30'));

interface Server {
  url: string;
  child: ChildProcess;
}

export interface ReportBenchOptions {
  bench: pg.Client;
  db: Database;
  jwtSecret: string;
  seconds: number;
  rounds: number;
  startApi: () => Promise<Server>;
  startRaw: (reportSql: Record<string, ReportStatement | ReportStatement[]>) => Promise<Server>;
  stop: (child: ChildProcess) => Promise<void>;
}

/**
 * Replaces the bookings with REPORT_BOOKINGS quarter hours in 2025 (every half hour in every room, the users
 * of the demo data in turn, priced at the room's rate less the company's discount as the API prices them),
 * and the first canteen's orders with ORDERS orders of the companies and guests (REPORT_ORDER_LINES lines).
 */
async function fillReportData(client: pg.Client): Promise<{ canteenId: number; companyId: number }> {
  await client.query('delete from bookings');
  await client.query(
    `with room_ids as (select array_agg(id order by id) as ids from rooms),
          user_ids as (select array_agg(id order by id) as ids from users where role <> 'CanteenManager'),
          slots as (
            select g.i,
                   room_ids.ids[g.i % cardinality(room_ids.ids) + 1] as room_id,
                   user_ids.ids[g.i % cardinality(user_ids.ids) + 1] as user_id,
                   timestamptz '2025-01-01 06:00:00+00' + (g.i / cardinality(room_ids.ids)) * interval '30 minutes' as start
              from room_ids, user_ids, generate_series(0, $1::integer - 1) as g (i)
          )
     insert into bookings (name, room_id, user_id, company_id, booking_start, booking_end, hourly_rate_ore, discount_percent,
                           total_ore, discount_ore, total_with_discount_ore, total_with_tax_ore)
     select 'Report bench ' || s.i, s.room_id, s.user_id, u.company_id, s.start, s.start + interval '15 minutes',
            r.hourly_rate_ore, coalesce(c.discount_percent, 0), p.total, p.discount, p.total - p.discount,
            p.total - p.discount + round((p.total - p.discount) * 25 / 100.0)
       from slots s
       join rooms r on r.id = s.room_id
       join users u on u.id = s.user_id
       left join companies c on c.id = u.company_id
       cross join lateral (select round(coalesce(r.hourly_rate_ore, 0) * 15 / 60.0)::bigint as total) t
       cross join lateral (select t.total, round(t.total * coalesce(c.discount_percent, 0) / 100.0)::bigint as discount) p`,
    [REPORT_BOOKINGS],
  );
  const { rows: canteens } = await client.query<{ id: number }>('select id from canteens order by id limit 1');
  const canteenId = canteens[0]!.id;
  const { rows: owners } = await client.query<{ company_id: number }>("select company_id from users where email = 'owner@roombook.test'");
  await client.query('delete from canteen_orders where canteen_id = $1', [canteenId]);
  await client.query(
    `with orderers as (select array_agg(id order by id) as ids from users where company_id is not null)
     insert into canteen_orders (canteen_id, user_id, company_id, order_number, total_ore, created_at)
     select $1, o.user_id, u.company_id, g.i + 1, 0,
            timestamptz '2025-01-01 07:00:00+00' + g.i * (interval '1 year' - interval '1 day') / $2::integer
       from generate_series(0, $2::integer - 1) as g (i)
       cross join orderers
       cross join lateral (select case when g.i % 7 = 0 then null else orderers.ids[g.i % cardinality(orderers.ids) + 1] end as user_id) o
       left join users u on u.id = o.user_id`,
    [canteenId, ORDERS],
  );
  await client.query(
    `insert into canteen_order_items (order_id, item_name, price_ore, quantity)
     select o.id, 'Item ' || l.n, 1500 + (o.order_number * 37 + l.n * 911) % 6000, 1 + (o.order_number + l.n) % 3
       from canteen_orders o
       cross join lateral generate_series(1, 2 + o.order_number % 2) as l (n)
      where o.canteen_id = $1`,
    [canteenId],
  );
  await client.query(
    `update canteen_orders o set total_ore = s.total
       from (select order_id, sum(price_ore * quantity) as total from canteen_order_items group by order_id) s
      where s.order_id = o.id and o.canteen_id = $1`,
    [canteenId],
  );
  await client.query('analyze bookings');
  await client.query('analyze canteen_orders');
  await client.query('analyze canteen_order_items');
  return { canteenId, companyId: owners[0]!.company_id };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Sequential requests for about `seconds` (at least 3 after one warm-up): each one's time to its last byte, ms. */
async function timings(seconds: number, send: () => Promise<Response>): Promise<{ ms: number[]; bytes: number }> {
  let bytes = 0;
  const once = async () => {
    const started = performance.now();
    const response = await send();
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${new TextDecoder().decode(body).slice(0, 200)}`);
    bytes = body.byteLength;
    return performance.now() - started;
  };
  await once();
  const ms: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (ms.length < 3 || (performance.now() < until && ms.length < 200)) ms.push(await once());
  return { ms, bytes };
}

/** Resident memory of a process and its descendants (the tsx wrapper and the API's node), bytes. */
function treeRss(pid: number): number {
  let total = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children === '' ? [] : children.split(/\s+/)) total += treeRss(Number(child));
    }
  } catch {
    // The process has gone.
  }
  return total;
}

export interface ReportBenchRow {
  name: string;
  apiMs: number;
  rawMs: number;
  /** Rows the API answered (entries or orders). */
  rows: number;
  megabytes: number;
  met: boolean;
}

export async function benchReports(options: ReportBenchOptions): Promise<{ rows: ReportBenchRow[]; notes: string[] }> {
  const { canteenId, companyId } = await fillReportData(options.bench);
  const native = knexFactory({ client: 'pg' });
  const toNative = (statement: ReportStatement): ReportStatement => {
    const sql = native.raw(statement.sql, statement.bindings as never).toSQL().toNative();
    return { sql: sql.sql, bindings: sql.bindings };
  };
  const insightsNative = (scope: InsightsScope, period: { startDate: string; endDate: string }): ReportStatement[] =>
    [timeStatement, revenueStatement, salesStatement].map((statement) => {
      const { sql, bindings, withoutJit }: InsightsStatement = statement(scope, { start: period.startDate, end: period.endDate });
      const built = native.raw(sql, bindings as never).toSQL().toNative();
      return { sql: built.sql, bindings: built.bindings, ...(withoutJit ? { withoutJit } : {}) };
    });
  const all: InsightsScope = { locationId: null, roomId: null, companyId: null, companyLocationsOf: null, showShare: true };
  const own: InsightsScope = { locationId: null, roomId: null, companyId, companyLocationsOf: companyId, showShare: false };
  const now = new Date();
  const cases = (['month', 'year'] as const).flatMap((span) => {
    const period = span === 'month' ? MONTH : YEAR;
    return [
      {
        name: `booking report, ${span}`,
        call: contract.report.booking as ApiCall,
        who: 'admin@roombook.test',
        body: { roomId: null, companyId: null, bookingStatus: 'ALL', ...period },
        sql: bookingReportStatement({ roomId: null, companyId: null, bookingStatus: 'ALL', ...period }, now),
        count: (answer: unknown) => (answer as { entries: unknown[] }).entries.length,
      },
      {
        name: `canteen report, ${span}`,
        call: contract.report.canteen as ApiCall,
        who: 'admin@roombook.test',
        body: { canteen: canteenId, company: 0, ...period },
        sql: canteenOrdersStatement({ canteen: canteenId, company: 0, ...period }),
        count: (answer: unknown) => Object.keys((answer as { orders: object }).orders).length,
      },
      {
        name: `company canteen report, ${span}`,
        call: contract.report.company as ApiCall,
        who: 'owner@roombook.test',
        body: { canteen: canteenId, ...period },
        sql: canteenOrdersStatement({ canteen: canteenId, onlyCompany: companyId, ...period }),
        count: (answer: unknown) => (answer as unknown[]).length,
      },
      {
        name: `insights, ${span}`,
        call: contract.insights.get as ApiCall,
        who: 'superadmin@roombook.test',
        query: span === 'month' ? MONTH_DAYS : YEAR_DAYS,
        sql: insightsNative(all, period),
        count: (answer: unknown) => (answer as { rooms: unknown[] }).rooms.length,
      },
      {
        name: `company insights, ${span}`,
        call: contract.insights.get as ApiCall,
        who: 'owner@roombook.test',
        query: span === 'month' ? MONTH_DAYS : YEAR_DAYS,
        sql: insightsNative(own, period),
        count: (answer: unknown) => (answer as { rooms: unknown[] }).rooms.length,
      },
    ];
  });

  const children: ChildProcess[] = [];
  const rows: ReportBenchRow[] = [];
  const notes: string[] = [];
  try {
    const api = await options.startApi();
    children.push(api.child);
    const raw = await options.startRaw(Object.fromEntries(cases.map((c, index) => [String(index), Array.isArray(c.sql) ? c.sql : toNative(c.sql)])));
    children.push(raw.child);
    const client = createApiClient({ baseUrl: api.url });
    const tokens: Record<string, string> = {};
    for (const who of new Set(cases.map((c) => c.who))) tokens[who] = (await client.call(contract.auth.login, { body: { email: who, password: 'roombook' } })).token;
    /** A case's request: the reports' POST with their query as the body, Insights' GET with theirs in the address. */
    const requestOf = (c: (typeof cases)[number]) =>
      'query' in c
        ? { method: 'GET' as const, url: `${c.call.path}?${new URLSearchParams(c.query).toString()}`, body: undefined }
        : { method: 'POST' as const, url: c.call.path, body: c.body };
    const send = (c: (typeof cases)[number]) => {
      const { method, url, body } = requestOf(c);
      return fetch(api.url + url, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${tokens[c.who]}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    };

    for (const [index, c] of cases.entries()) {
      const answered: unknown = await (await send(c)).json();
      const apiRuns = [];
      const rawRuns = [];
      // API and raw in turns, so that the machine's other work weighs on both alike.
      for (let round = 0; round < options.rounds; round++) {
        apiRuns.push(...(await timings(options.seconds, () => send(c))).ms);
        rawRuns.push(...(await timings(options.seconds, () => fetch(`${raw.url}/report/${index}`))).ms);
      }
      const apiMs = median(apiRuns);
      const rawMs = median(rawRuns);
      const size = (await (await send(c)).arrayBuffer()).byteLength;
      rows.push({ name: c.name, apiMs, rawMs, rows: c.count(answered), megabytes: size / 1_048_576, met: apiMs <= 1.2 * rawMs + 15 });
    }

    const trips = await countRoundTrips(
      options.db,
      options.jwtSecret,
      cases.map((c) => ({ name: c.name, ...requestOf(c), token: tokens[c.who]! })),
    );
    notes.push('Database statements per report call (in-process; the sign-in’s own read included):');
    for (const span of ['booking report', 'canteen report', 'company canteen report', 'insights', 'company insights']) {
      const [month, year] = [trips.find((t) => t.name === `${span}, month`)!, trips.find((t) => t.name === `${span}, year`)!];
      notes.push(
        `  ${span.padEnd(24)} month ${month.roundTrips} (status ${month.status}), year ${year.roundTrips} (status ${year.status})   goal constant: ${month.roundTrips === year.roundTrips ? 'met' : 'missed'}`,
      );
    }

    // The Excel exports of the year, each by a fresh API process (its memory not yet grown by the JSON reports).
    notes.push('', 'Excel export of the year, streamed by a fresh API process (time to the last byte; resident memory of its process tree):');
    const exports = [
      { name: 'booking report', call: contract.report.bookingExcel, who: 'admin@roombook.test', body: { roomId: null, companyId: null, bookingStatus: 'ALL', ...YEAR }, expected: REPORT_BOOKINGS },
      { name: 'canteen report', call: contract.report.canteenExcel, who: 'admin@roombook.test', body: { canteen: canteenId, company: 0, ...YEAR }, expected: REPORT_ORDER_LINES },
    ];
    for (const e of exports) {
      const fresh = await options.startApi();
      children.push(fresh.child);
      const freshClient = createApiClient({ baseUrl: fresh.url });
      const { token } = await freshClient.call(contract.auth.login, { body: { email: e.who, password: 'roombook' } });
      // A small export first, so that exceljs and the route are loaded before the baseline is read.
      await (await freshClient.call(e.call, { body: { ...e.body, ...MONTH }, token } as never)).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const baseline = treeRss(fresh.child.pid!);
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, treeRss(fresh.child.pid!))), 20);
      const started = performance.now();
      const file = await freshClient.call(e.call, { body: e.body, token } as never);
      const bytes = await file.arrayBuffer();
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, treeRss(fresh.child.pid!));
      const book = await readWorkbook(bytes);
      const dataRows = book.rows.filter((row, index) => index > 0 && typeof row[0] === 'number').length;
      const increase = (peak - baseline) / 1_048_576;
      notes.push(
        `  ${e.name.padEnd(24)} ${dataRows.toLocaleString('en')} rows (expected ${e.expected.toLocaleString('en')}), ${(bytes.byteLength / 1_048_576).toFixed(1)} MB in ${seconds.toFixed(2)} s; ` +
          `RSS ${(baseline / 1_048_576).toFixed(0)} → peak ${(peak / 1_048_576).toFixed(0)} MB: +${increase.toFixed(0)} MB   goal < 150 MB: ${increase < 150 ? 'met' : 'missed'}`,
      );
      await options.stop(fresh.child);
    }
  } finally {
    for (const child of children) await options.stop(child);
    await native.destroy();
  }
  return { rows, notes };
}
