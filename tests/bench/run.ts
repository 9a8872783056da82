/**
 * `npm run bench`: throughput and latency of API calls, printed as figures beside their goals (issue 8,
 * part 5). Nothing here passes or fails.
 *
 * - A bare fastify hello-world, the baseline of the PGlite figures (`/api/health`, `/api/user/me`).
 * - On PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a fresh database, dropped afterwards), each call
 *   as a ratio of a raw-driver floor (raw-pg.ts: bare fastify + `pg` running the API's own SQL):
 *   `/api/health`, `/api/user/me` and a room tablet's `/api/tablet/state` (goal ≥ 0.8, issue 29); a room's calendar feed with
 *   2,000 bookings in its year against its rows as text (goal ≥ 0.5, issue 30); `POST /api/booking/` against a raw insert of the same rows
 *   into the same table at the same concurrency (goal ≥ 0.5; every request books its own free quarter hour),
 *   twice: as an Admin, whom no company limit binds (no lock, no transaction), and as a User of a company,
 *   whose bookings the rooms' daily and weekly limits bind (each takes the lock of its room and company in a
 *   transaction; the floor takes the same lock and inserts in a transaction; the quarter hours keep within
 *   the limits, so none is refused);
 *   `GET /api/booking/location/{id}` for one month with 100,000 bookings in the database, its p95 at a fixed
 *   200 req/s against the p95 of the same list query through `pg` at the same rate in the same run (goal: at
 *   most 1.5 ×; an absolute bound measured this machine's load more than the API), and its throughput
 *   against that query (goal ≥ 0.5).
 * - The database round trips of each measured call (goal for `me`: at most 2), counted in-process; an Admin's booking twice,
 *   the second in a room the API has read before (docs/decisions/051, 067).
 *
 * Servers run as child processes on free loopback ports; autocannon runs here, and the fixed-rate runs are
 * open-loop runs of this file's own (`pacedRun`: a request every 5 ms at 200 req/s, each timed from when it
 * was due). Every run is bounded in time (BENCH_SECONDS, default 5) and in requests, after a 1 s warm-up;
 * BENCH_CONNECTIONS (default 10) for all but the fixed-rate runs. Each API call and its floor are measured in turns, BENCH_ROUNDS times (default 3), and
 * the figures are medians, so that the other work of a shared machine weighs on both alike.
 *
 * BENCH_ONLY (optional, comma-separated) runs some parts alone, while one of them is being worked on:
 * `pglite` (the hello baseline and the PGlite figures), `health`, `me`, `tablet`, `feed`, `booking`, `list`, `reports`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options } from 'autocannon';
import pg from 'pg';
import { openDatabase } from '@roombook/api/db/index';
import { newBookingColumns } from '@roombook/api/plugins/app/bookings/bookings-repository';
import { fixedPrice } from '@roombook/domain/bookings/rules/booking-price';
import { createApiClient } from '@roombook/domain/contract/client';
import { contract } from '@roombook/domain/contract/index';
import { freePort } from '../e2e/ports';
import { fillBookings, lastBookingEnd, limitedQuarterHours, nextMonth, quarterHours, type BenchRoom, type Slot } from './bookings-data';
import { captureFeedSql, captureRawSql, countRoundTrips } from './capture';
import { benchReports, REPORT_BOOKINGS, REPORT_ORDER_LINES, type ReportBenchRow } from './reports';
import { FEED_BOOKINGS, fillFeedRoom } from './feed';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret';
/** The most answers one run waits for, whatever its duration (far above what two cores serve in it). */
const MAX_REQUESTS = 50_000 * (seconds + 1);
/** How often each API call and its raw floor are measured, in turns (BENCH_ROUNDS); the figures are medians. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const LIST_RATE = 200;
/** The list's p95 at LIST_RATE may be at most this many times the raw query's at the same rate, in the same run. */
const LIST_P95_RATIO = 1.5;
const PARTS = ['pglite', 'health', 'me', 'tablet', 'feed', 'booking', 'list', 'reports'] as const;
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim()).filter(Boolean);
for (const part of only ?? []) if (!(PARTS as readonly string[]).includes(part)) throw new Error(`BENCH_ONLY: unknown part "${part}" (parts: ${PARTS.join(', ')})`);
/** Whether BENCH_ONLY leaves this part in (all of them without it). */
const runs = (part: (typeof PARTS)[number]): boolean => only === undefined || only.includes(part);
const BOOKINGS_IN_DATABASE = 100_000;

interface Goal {
  text: string;
  met: boolean;
}

interface Row {
  name: string;
  rps: number;
  p95: number;
  p99: number;
  errors: number;
  /** What the errors were (answers by status, connection errors). */
  failures?: string;
  /** req/s as a ratio of `of`'s. */
  ratio?: { value: number; of: string };
  goal?: Goal;
}

async function startServer(script: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [script], {
    cwd: root,
    // As `npm start` runs the API: the demo data on an empty database, outside production (docs/decisions/074).
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', NODE_ENV: 'development', DEMO_DATA: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited early:\n${output}`);
    try {
      await fetch(url + '/');
      return { url, child };
    } catch {
      if (Date.now() > deadline) throw new Error(`${script} did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The q-quantile of the response times (ms), nearest rank. */
const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

type Load = Omit<Options, 'url' | 'duration' | 'maxOverallRequests'>;

interface Target {
  name: string;
  url: string;
  load?: Load;
  /** A fixed rate (req/s): the run is `pacedRun`'s, not autocannon's. */
  rate?: number;
}

/** What one run of a target saw. */
interface Sample {
  rps: number;
  /** Every answer's time, ms. */
  times: number[];
  errors: number;
  /** Answers by status (300 and up), and connection errors. */
  failures: Map<string, number>;
}

/**
 * A run at a fixed rate, open loop (as wrk2 measures): a request is due every 1000 / rate ms whatever the
 * answers before it did, on keep-alive connections (as many as are in flight), and each answer is timed
 * from when its request was due, so that a server (or a client) that falls behind shows it in the times.
 * autocannon's `overallRate` does not do this: each connection sends its share of a second at once when the
 * second starts and then waits, so a paced run measured a burst of 10 requests in flight at every second.
 */
async function pacedRun(target: Target & { rate: number }, duration: number): Promise<Sample> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(target.url);
  const headers = (target.load?.headers ?? {}) as Record<string, string>;
  const times: number[] = [];
  const failures = new Map<string, number>();
  const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
  const interval = 1000 / target.rate;
  const total = Math.round(duration * target.rate);
  const answers: Array<Promise<void>> = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const early = due - performance.now();
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
    answers.push(
      new Promise<void>((resolve) => {
        const request = get({ agent, host: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (response) => {
          response.resume();
          response.on('end', () => {
            times.push(performance.now() - due);
            if ((response.statusCode ?? 0) >= 300) fail(String(response.statusCode));
            resolve();
          });
          response.on('error', () => {
            fail('broken answers');
            resolve();
          });
        });
        request.on('error', () => {
          fail('connection errors');
          resolve();
        });
      }),
    );
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const errors = [...failures.values()].reduce((sum, count) => sum + count, 0);
  return { rps: times.length / elapsed, times, errors, failures };
}

/** One bounded run: autocannon's, or `pacedRun`'s for a target with a fixed rate. */
async function run(target: Target, duration: number): Promise<Sample> {
  if (target.rate !== undefined) return pacedRun({ ...target, rate: target.rate }, duration);
  const times: number[] = [];
  const failures = new Map<string, number>();
  const instance = autocannon({ url: target.url, connections, ...target.load, duration, maxOverallRequests: MAX_REQUESTS });
  instance.on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    if (status >= 300) failures.set(String(status), (failures.get(String(status)) ?? 0) + 1);
  });
  const result = await instance;
  if (result.errors > 0) failures.set(`connection errors (${result.timeouts} timeouts)`, result.errors);
  return { rps: result.requests.average, times, errors: result.errors + result.non2xx, failures };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One target's row from its rounds: the median req/s, p95 and p99 over every answer, all errors. */
function toRow(name: string, samples: readonly Sample[]): Row {
  const times = samples.flatMap((sample) => sample.times).sort((a, b) => a - b);
  const failures = new Map<string, number>();
  for (const sample of samples) for (const [what, count] of sample.failures) failures.set(what, (failures.get(what) ?? 0) + count);
  return {
    name,
    rps: median(samples.map((sample) => sample.rps)),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    errors: samples.reduce((sum, sample) => sum + sample.errors, 0),
    ...(failures.size > 0 ? { failures: [...failures].map(([what, count]) => `${count} × ${what}`).join(', ') } : {}),
  };
}

/**
 * Each target warmed up for 1 s, then measured `rounds` times for BENCH_SECONDS, the targets taking turns
 * in every round, so that a change in what else the machine runs falls on all of them alike.
 */
async function measureTogether(targets: readonly Target[], rounds: number): Promise<Sample[][]> {
  for (const target of targets) await run(target, 1);
  const samples: Sample[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) samples[i]!.push(await run(target, seconds));
  }
  return samples;
}

/** One target on its own, one round. */
async function measure(target: Target): Promise<Row> {
  const [samples] = await measureTogether([target], 1);
  return toRow(target.name, samples!);
}

/** An API call and its raw floor in turns: the API's row with the median of the rounds' ratios, and the floor's. */
async function compare(api: Target, floor: Target, goal: { min: number }): Promise<Row[]> {
  const [apiSamples, floorSamples] = await measureTogether([api, floor], rounds);
  const ratio = median(apiSamples!.map((sample, i) => sample.rps / floorSamples![i]!.rps));
  return [
    { ...toRow(api.name, apiSamples!), ratio: { value: ratio, of: 'raw pg' }, goal: { text: `ratio ≥ ${goal.min}`, met: ratio >= goal.min } },
    toRow(floor.name, floorSamples!),
  ];
}

const withRatio = (row: Row, of: Row, ofName: string): Row => ({ ...row, ratio: { value: row.rps / of.rps, of: ofName } });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the one contract client. */
/** The session an access token names (its `sid` claim: the refresh-token family of the sign-in). */
const sessionOf = (token: string): string => {
  const { sid } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid?: unknown };
  if (typeof sid !== 'string') throw new Error('the access token names no session');
  return sid;
};

const signIn = (base: string, email: string) =>
  createApiClient({ baseUrl: base }).call(contract.auth.login, { body: { email, password: 'roombook' } });

async function benchPglite(): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roombook-bench-'));
  try {
    const { url, child } = await startServer('apps/api/src/server.ts', { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET });
    try {
      const { token } = await signIn(url, 'user@roombook.test');
      return [
        await measure({ name: 'GET /api/health (PGlite)', url: `${url}/api/health` }),
        await measure({ name: 'GET /api/user/me (PGlite)', url: `${url}/api/user/me`, load: { headers: bearer(token) } }),
      ];
    } finally {
      await stop(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Round trips and the figures printed under the table. */
interface PostgresReport {
  rows: Row[];
  notes: string[];
  reports: { rows: ReportBenchRow[]; notes: string[] } | null;
}

/** A POST of one booking per request, each request taking the next free quarter hour. */
const bookingLoad = (headers: Record<string, string>, body: (slot: Slot) => unknown, slots: { next(): Slot }, urlPath: string): Load => ({
  connections,
  requests: [
    {
      method: 'POST',
      path: urlPath,
      headers: { 'content-type': 'application/json', ...headers },
      setupRequest: (request) => ({ ...request, body: JSON.stringify(body(slots.next())) }),
    },
  ],
});

async function benchPostgres(baseUrl: string): Promise<PostgresReport> {
  const dbName = `roombook_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.toString();
  const children: ChildProcess[] = [];
  const bench = new pg.Client({ connectionString: databaseUrl });
  try {
    // The API migrates and seeds the demo data on start.
    const api = await startServer('apps/api/src/server.ts', { DATABASE_URL: databaseUrl, JWT_SECRET });
    children.push(api.child);
    await bench.connect();
    const user = await signIn(api.url, 'user@roombook.test');
    const boss = await signIn(api.url, 'admin@roombook.test');
    const client = createApiClient({ baseUrl: api.url });
    // The Admin books every room of every location, and no company limit binds them.
    const rooms: BenchRoom[] = (await client.call(contract.location.mine, { token: boss.token })).flatMap((location) =>
      location.rooms.map((room) => ({ id: room.id, hourlyRate: room.hourlyRate })),
    );
    const locationId = user.user.primaryLocationId;
    const userLocations = await client.call(contract.location.mine, { token: user.token });
    const location = userLocations.find((l) => l.id === locationId);
    if (!location || location.rooms.length === 0) throw new Error('the demo user has no primary location with rooms');
    const company = user.user.company;
    if (!company) throw new Error('the demo user has no company');
    const month = nextMonth();
    // Warm-ups and rounds of the API and of the floor, and the few booked outside autocannon.
    const slotCount = (2 + 2 * rounds) * MAX_REQUESTS + 100;
    const slots = quarterHours(rooms, slotCount, await lastBookingEnd(bench));
    // The User books every room of their company's locations, after every quarter hour the Admin may take.
    const staffSlots = limitedQuarterHours(
      userLocations.flatMap((l) => l.rooms.map((room) => ({ id: room.id, hourlyRate: room.hourlyRate, dailyLimit: room.dailyLimit, weeklyLimit: room.weeklyLimit }))),
      slotCount,
      slots.end,
    );
    const { rows: discounts } = await bench.query<{ discount: number }>('select discount_percent as discount from companies where id = $1', [company.id]);
    /** A booking row as the API writes it for `who` (their company's discount fixes the price). */
    const newBooking = (slot: Slot, who: { userId: number; companyId: number | null; discountPercent: number } = { userId: boss.user.id, companyId: null, discountPercent: 0 }) => ({
      name: 'Bench booking',
      roomId: slot.room.id,
      userId: who.userId,
      companyId: who.companyId,
      bookingStart: slot.bookingStart,
      bookingEnd: slot.bookingEnd,
      price: fixedPrice(slot, { hourlyRate: slot.room.hourlyRate, discountPercent: who.discountPercent }),
    });
    const staff = { userId: user.user.id, companyId: company.id, discountPercent: Number(discounts[0]?.discount ?? 0) };

    // In-process: the API's SQL for the floor, and the round trips of each call.
    // A room tablet of the user's primary location, with the bookings the bench made for today (docs/decisions/100).
    const tabletRoomId = location.rooms[0]!.id;
    const { rows: codes } = await bench.query<{ code: string }>('select code from rooms where id = $1', [tabletRoomId]);
    const tabletCode = codes[0]!.code;
    const tabletToken = `tablet_${tabletCode}`;
    // A busy room's year for its calendar feed (issue 30 §2, docs/decisions/105).
    const feedRoomId = runs('feed') ? await fillFeedRoom(bench, { locationId: location.id, userId: user.user.id, companyId: company.id }) : undefined;
    const db = await openDatabase({ driver: 'pg', connectionString: databaseUrl, poolMax: 2 });
    let rawSql;
    let feedSql;
    let trips;
    try {
      feedSql = feedRoomId === undefined ? null : await captureFeedSql(db.knex, feedRoomId);
      rawSql = await captureRawSql(db.knex, {
        userId: user.user.id,
        sessionId: sessionOf(user.token),
        roomIds: location.rooms.map((room) => room.id),
        window: month,
        booking: newBooking(slots.next()),
        tablet: { code: tabletCode, roomId: tabletRoomId },
      });
      const slot = slots.next();
      // A second quarter hour of the same room: the API has read the room by then (docs/decisions/051).
      let again = slots.next();
      while (again.room.id !== slot.room.id) again = slots.next();
      const staffSlot = staffSlots.next();
      trips = await countRoundTrips(db, JWT_SECRET, [
        { name: 'GET /api/health', method: 'GET', url: '/api/health', token: user.token },
        { name: 'GET /api/user/me', method: 'GET', url: '/api/user/me', token: user.token },
        { name: 'GET /api/tablet/state', method: 'GET', url: '/api/tablet/state', token: tabletToken },
        {
          name: 'POST /api/booking/ (Admin)',
          method: 'POST',
          url: '/api/booking/',
          token: boss.token,
          body: { name: 'Bench booking', roomId: slot.room.id, bookingStart: slot.bookingStart, bookingEnd: slot.bookingEnd },
        },
        {
          name: 'POST /api/booking/ (Admin, again)',
          method: 'POST',
          url: '/api/booking/',
          token: boss.token,
          body: { name: 'Bench booking', roomId: again.room.id, bookingStart: again.bookingStart, bookingEnd: again.bookingEnd },
        },
        {
          name: 'POST /api/booking/ (User)',
          method: 'POST',
          url: '/api/booking/',
          token: user.token,
          body: { name: 'Bench booking', roomId: staffSlot.room.id, bookingStart: staffSlot.bookingStart, bookingEnd: staffSlot.bookingEnd },
        },
        {
          name: 'GET /api/booking/location/{id}',
          method: 'GET',
          url: `/api/booking/location/${location.id}?${new URLSearchParams(month).toString()}`,
          token: user.token,
        },
      ]);
    } finally {
      await db.close();
    }

    const raw = await startServer('tests/bench/raw-pg.ts', { DATABASE_URL: databaseUrl, RAW_SQL: JSON.stringify(rawSql), FEED_SQL: JSON.stringify(feedSql) });
    children.push(raw.child);
    const rows: Row[] = [];

    if (runs('health')) {
      rows.push(
        ...(await compare(
          { name: 'GET /api/health (PostgreSQL)', url: `${api.url}/api/health` },
          { name: '  raw pg: select 1', url: `${raw.url}/api/health` },
          { min: 0.8 },
        )),
      );
    }
    if (runs('me')) {
      rows.push(
        ...(await compare(
          { name: 'GET /api/user/me (PostgreSQL)', url: `${api.url}/api/user/me`, load: { headers: bearer(user.token) } },
          { name: "  raw pg: me's query", url: `${raw.url}/me/${user.user.id}/${sessionOf(user.token)}` },
          { min: 0.8 },
        )),
      );
    }

    if (runs('tablet')) {
      rows.push(
        ...(await compare(
          { name: 'GET /api/tablet/state (PostgreSQL)', url: `${api.url}/api/tablet/state`, load: { headers: bearer(tabletToken) } },
          { name: "  raw pg: the tablet's three queries", url: `${raw.url}/tablet/${tabletCode}` },
          { min: 0.8 },
        )),
      );
    }

    if (feedRoomId !== undefined) {
      const links = await client.call(contract.calendarFeed.links, { token: user.token });
      const feedUrl = links.rooms.find((room) => room.roomId === feedRoomId)?.url;
      if (!feedUrl) throw new Error('the feed room is not among the user’s calendar links');
      rows.push(
        ...(await compare(
          { name: `GET /api/feed/{token}/room/{id} (${FEED_BOOKINGS.toLocaleString('en')})`, url: api.url + new URL(feedUrl).pathname },
          { name: '  raw pg: its rows as text', url: `${raw.url}/feed` },
          { min: 0.5 },
        )),
      );
    }

    const bookingBody = (slot: Slot) => ({ name: 'Bench booking', roomId: slot.room.id, bookingStart: slot.bookingStart, bookingEnd: slot.bookingEnd });
    if (runs('booking')) {
      rows.push(
        ...(await compare(
          { name: 'POST /api/booking/ (Admin: no limit)', url: api.url, load: bookingLoad(bearer(boss.token), bookingBody, slots, '/api/booking/') },
          { name: '  raw pg: insert into bookings', url: raw.url, load: bookingLoad({}, (slot) => newBookingColumns(newBooking(slot)), slots, '/booking') },
          { min: 0.5 },
        )),
        ...(await compare(
          { name: 'POST /api/booking/ (User: limit lock)', url: api.url, load: bookingLoad(bearer(user.token), bookingBody, staffSlots, '/api/booking/') },
          {
            name: '  raw pg: lock + insert, in a transaction',
            url: raw.url,
            load: bookingLoad({}, (slot) => newBookingColumns(newBooking(slot, staff)), staffSlots, '/booking-locked'),
          },
          { min: 0.5 },
        )),
      );
    }

    const listNotes: string[] = [];
    if (runs('list')) {
      const written = await fillBookings(bench, location.id, BOOKINGS_IN_DATABASE);
      const listPath = `/api/booking/location/${location.id}?${new URLSearchParams(month).toString()}`;
      const rawListPath = `/bookings?${new URLSearchParams({ rooms: location.rooms.map((room) => room.id).join(','), ...month }).toString()}`;
      const answered = await client.call(contract.booking.byLocation, { params: { id: location.id }, query: month, token: user.token });
      const rawAnswered = (await (await fetch(raw.url + rawListPath)).json()) as unknown[];
      const listLoad = { headers: bearer(user.token) };
      const pacedName = `GET /api/booking/location/{id} at ${LIST_RATE}/s`;
      const pacedFloorName = `  raw pg: list query at ${LIST_RATE}/s`;
      const [pacedApi, pacedFloor] = await measureTogether(
        [
          { name: pacedName, url: api.url + listPath, load: listLoad, rate: LIST_RATE },
          { name: pacedFloorName, url: raw.url + rawListPath, rate: LIST_RATE },
        ],
        rounds,
      );
      const paced = toRow(pacedName, pacedApi!);
      const pacedRaw = toRow(pacedFloorName, pacedFloor!);
      const p95Ratio = paced.p95 / pacedRaw.p95;
      rows.push(
        { ...paced, goal: { text: `p95 ${p95Ratio.toFixed(2)} × raw's ≤ ${LIST_P95_RATIO}`, met: p95Ratio <= LIST_P95_RATIO } },
        pacedRaw,
      );
      rows.push(
        ...(await compare(
          { name: 'GET /api/booking/location/{id}', url: api.url + listPath, load: listLoad },
          { name: '  raw pg: list query', url: raw.url + rawListPath },
          { min: 0.5 },
        )),
      );
      listNotes.push(
        `Bookings in the database for the list: ${written.toLocaleString('en')}; the month ${month.from} – ${month.to} at location ${location.id} ` +
          `(${location.rooms.length} rooms): ${answered.length} bookings answered by the API, ${rawAnswered.length} rows by the raw query.`,
        '',
      );
    }

    // The reports, last: they replace the bookings with a year of them, and write the canteen's orders.
    let reports: PostgresReport['reports'] | null = null;
    const reportDb = runs('reports') ? await openDatabase({ driver: 'pg', connectionString: databaseUrl, poolMax: 2 }) : undefined;
    if (reportDb) {
      try {
        reports = await benchReports({
          bench,
          db: reportDb,
          jwtSecret: JWT_SECRET,
          seconds,
          rounds,
          startApi: () => startServer('apps/api/src/server.ts', { DATABASE_URL: databaseUrl, JWT_SECRET }),
          startRaw: (reportSql) =>
            startServer('tests/bench/raw-pg.ts', { DATABASE_URL: databaseUrl, RAW_SQL: JSON.stringify(rawSql), REPORT_SQL: JSON.stringify(reportSql) }),
          stop,
        });
      } finally {
        await reportDb.close();
      }
    }

    const notes = [
      ...listNotes,
      'Database round trips per call (in-process, BEGIN and COMMIT included; a statement pipelined with another counts with it):',
      ...trips.map((t) => {
        const goal = t.name === 'GET /api/user/me' ? `   goal ≤ 2: ${t.roundTrips <= 2 ? 'met' : 'missed'}` : '';
        return `  ${t.name.padEnd(34)} ${String(t.roundTrips).padStart(3)}  (status ${t.status})${goal}`;
      }),
    ];
    return { rows, notes, reports };
  } finally {
    for (const child of children) await stop(child);
    await bench.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

const loadBefore = loadavg();
const rows: Row[] = [];
if (runs('pglite')) {
  const hello = await startServer('tests/bench/hello.ts', {});
  let baseline: Row;
  try {
    baseline = await measure({ name: 'fastify hello (baseline)', url: `${hello.url}/` });
    rows.push(baseline);
  } finally {
    await stop(hello.child);
  }
  rows.push(...(await benchPglite()).map((row) => withRatio(row, baseline, 'hello')));
}

let notes: string[] = [];
let reports: PostgresReport['reports'] | null = null;
if (pgUrl && PARTS.some((part) => part !== 'pglite' && runs(part))) {
  const report = await benchPostgres(pgUrl);
  rows.push(...report.rows);
  notes = report.notes;
  reports = report.reports;
} else {
  notes = ['PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.'];
}
const loadAfter = loadavg();

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
console.log(
  `\n${connections} connections (the paced runs: a request every ${1000 / LIST_RATE} ms, open loop), loopback; ${seconds} s a run after 1 s warm-up; ` +
    `each API call and its floor in turns, ${rounds} rounds: median req/s and ratio, p95 and p99 of all answers`,
);
console.log(`load average (1 min) before ${loadBefore[0]!.toFixed(2)}, after ${loadAfter[0]!.toFixed(2)}, on 2 cores shared with other work\n`);
console.log(
  'target'.padEnd(42),
  'req/s'.padStart(8),
  'p95 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'ratio'.padStart(7),
  'of'.padEnd(7),
  'errors'.padStart(6),
  ' goal',
);
for (const r of rows) {
  console.log(
    r.name.padEnd(42),
    r.rps.toFixed(0).padStart(8),
    ms(r.p95).padStart(8),
    ms(r.p99).padStart(8),
    (r.ratio ? r.ratio.value.toFixed(3) : '').padStart(7),
    (r.ratio?.of ?? '').padEnd(7),
    String(r.errors).padStart(6),
    r.goal ? ` ${r.goal.text}: ${r.goal.met ? 'met' : 'missed'}` : '',
  );
}
console.log('');
for (const r of rows.filter((row) => row.failures)) console.log(`Errors of ${r.name.trim()}: ${r.failures}`);
for (const line of notes) console.log(line);

if (reports) {
  console.log(
    `\nReports on PostgreSQL with ${REPORT_BOOKINGS.toLocaleString('en')} bookings and ${REPORT_ORDER_LINES.toLocaleString('en')} order lines in one year ` +
      `(sequential requests, median time to the last byte; raw: the report's own statement through a bare fastify + pg):`,
  );
  console.log('report'.padEnd(34), 'rows'.padStart(8), 'MB'.padStart(7), 'API ms'.padStart(9), 'raw ms'.padStart(9), 'ratio'.padStart(7), ' goal');
  for (const r of reports.rows) {
    console.log(
      r.name.padEnd(34),
      r.rows.toLocaleString('en').padStart(8),
      r.megabytes.toFixed(1).padStart(7),
      r.apiMs.toFixed(1).padStart(9),
      r.rawMs.toFixed(1).padStart(9),
      (r.apiMs / r.rawMs).toFixed(2).padStart(7),
      ` API ≤ 1.2 × raw + 15 ms: ${r.met ? 'met' : 'missed'}`,
    );
  }
  console.log('');
  for (const line of reports.notes) console.log(line);
}
