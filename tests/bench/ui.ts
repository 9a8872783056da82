/**
 * `npm run bench:ui` (tsx tests/bench/ui.ts): BookingCalendar with 500 bookings in week view, in Debian's
 * Chromium. Prints the time until every booking is drawn (the calendar draws a large list in steps and
 * is aria-busy until the last), the time to switch views (week → month → day, each until drawn) and the
 * longest task the page had (PerformanceObserver 'longtask'), overall and within each phase. Issue 8's goal
 * (under 100 ms) is judged on the calendar's work: the first render and the two switches. The task before
 * them runs the page's scripts and makes the fixture; it is printed too, and belongs to the bundle's size.
 * The calendar is mounted in a transition, as the web app mounts a route (Remix hydrates and navigates in
 * transitions); the longest task of the same first render done as one
 * blocking render is printed beside it. Then, on a fresh page, the calendar with 2,000 bookings over one month drawn in
 * month view: the time until they are drawn and the longest task (goal: under 200 ms). Then, on a page of
 * its own, Manage users (UsersScreen, as a SuperAdmin sees it) with 5,000 users: the time until the table is
 * drawn (the rows in view: the table draws only those near its view) and its longest task, then a sort
 * by Last name: the time until re-drawn and its longest task (goal: under 200 ms). Then Insights (InsightsScreen
 * as a SuperAdmin) with a year of a large office, every chart and every row of its table: the time until drawn
 * and the longest task (issue 31's goal: under 100 ms). Then the
 * gzip size of the JS: the calendar page built here, and the web app's '/' signed out (issue 3's goal: under
 * 170 KB) and signed in, the calendar route (issue 28's goal: at most 300 KB, the booking dialogs and drag and drop on demand;
 * see route-size.ts, which builds apps/web unless BENCH_SKIP_WEB_BUILD=1). Last, the cumulative layout shift of
 * every page of the product at 1280 and 390 px (layout-shift.ts; goal: under 0.1). Figures only: nothing here
 * passes or fails.
 *
 * It builds a one-page production bundle with Vite (the same vanilla-extract plugin as Storybook and the
 * web app) into a temporary folder, serves it on a free loopback port and drives Chromium with
 * playwright-core. BENCH_RUNS (default 3) repeats the page load; each figure is printed per run with
 * the median. BENCH_TZ sets the browser's zone (default Europe/Copenhagen; the calendar must not care).
 * BENCH_TRACE=<file.json> writes a Chromium performance trace of the first run's calendar work (the first
 * render and the two switches) to that file, for finding what a long task spends its time on (open it in
 * Chromium's DevTools, Performance panel).
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Plugin } from 'vite';
import { chromiumArgs, chromiumPath } from '../chromium';
import { measureLayoutShift, printLayoutShift } from './layout-shift';
import { printSizes, reportWebRoutes, sizeOf, type FileSize } from './route-size';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const timezoneId = process.env.BENCH_TZ ?? 'Europe/Copenhagen';
const BOOKINGS = 500;
const MONTH_BOOKINGS = 2_000;

const ENTRY_ID = 'virtual:bench-calendar';
/** The bookings of the large-list story and tests (packages/ui/src/BookingCalendar/fixtures.ts). */
const FIXTURES = path.join(root, 'packages/ui/src/BookingCalendar/fixtures.ts');

/**
 * Every page's long tasks (plain JS, first in each page's source, so that the observer starts before the page's
 * work): the tasks over 50 ms, the marks of the phases (`phaseStart`), and the longest task of each phase (the
 * tasks starting from its mark on, before the next).
 */
const LONG_TASKS = `
const longTasks = [];
const marks = [];
try {
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration }); })
    .observe({ type: 'longtask', buffered: true });
} catch { /* no longtask support */ }
const longestByPhase = () => marks.map((mark, i) => Math.max(0, ...longTasks
  .filter((task) => task.start >= mark - 1 && (i + 1 === marks.length || task.start < marks[i + 1] - 1))
  .map((task) => task.duration)));
`;

/** What both pages' benches wait with (plain JS, in the pages' sources; each page defines its own marks). */
const PAGE_HELPERS = `
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Marks the start of a phase and resolves in a task of its own: a long task is counted in the phase it
 * starts in, so the phase's work must not run in the task that was running when the phase was marked.
 */
async function phaseStart() {
  marks.push(performance.now());
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the condition holds and the browser has painted a frame after it. */
async function settled(condition) {
  while (!condition()) await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextFrame();
}

/**
 * Mounts a screen in a transition, as the web app mounts a route (each page imports createElement, createRoot,
 * startTransition and themeClass); resolves with the time until 'drawn' holds and a frame is painted.
 */
async function mountScreen(Screen, props, drawn) {
  document.body.className = themeClass();
  const root = createRoot(document.getElementById('root'));
  await phaseStart();
  const start = performance.now();
  startTransition(() => root.render(createElement(Screen, props)));
  await settled(drawn);
  return performance.now() - start;
}
`;

/**
 * The page: 500 bookings of the large-list fixture (bookingsInWeek) in the week of Monday 16 November
 * 2026 (10 rooms × 7 days, 45-minute bookings from 07:00, never two at once in a room), half of them the
 * user's own, rendered in week view. The longtask observer starts before React does. Plain JS (no JSX) so that the virtual module needs no
 * transform.
 */
const entrySource = `
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { themeClass } from '@roombook/ui/theme';
import { BookingCalendar } from '@roombook/ui/BookingCalendar';
import { bookingsInMonth, bookingsInWeek, FIXTURE_BOOKERS } from '${FIXTURES}';

${LONG_TASKS}

const bookings = bookingsInWeek(${BOOKINGS}, '2026-11-16');

const now = () => new Date('2026-11-18T10:07:00+01:00');
const isOwn = (booking) => booking.userId === FIXTURE_BOOKERS[0].userId;
/** The calendar draws a large list in steps and is aria-busy until the last one. */
const drawnAll = () => document.querySelector('section[aria-busy]') === null;
${PAGE_HELPERS}
window.bench = {
  /**
   * Mounts the calendar in week view. As the web app mounts a route (Remix hydrates and navigates in
   * transitions), unless \`blocking\`: then as one blocking render, for comparison.
   */
  async render(blocking = false) {
    document.body.className = themeClass();
    const host = document.getElementById('root');
    await phaseStart();
    const start = performance.now();
    const root = createRoot(host);
    const mount = () => root.render(createElement(BookingCalendar, {
      bookings, isOwn, now, defaultView: 'week', onCreate() {}, onSelect() {}, onAdd() {},
    }));
    if (blocking) mount();
    else startTransition(mount);
    await settled(() => document.querySelectorAll('.rbc-time-view .rbc-event').length > 0 && drawnAll());
    return { ms: performance.now() - start, drawn: document.querySelectorAll('.rbc-event').length };
  },
  /** November 2026 in month view with ${MONTH_BOOKINGS} bookings (on a page of its own). */
  async renderMonth() {
    document.body.className = themeClass();
    const host = document.getElementById('root');
    const monthBookings = bookingsInMonth(${MONTH_BOOKINGS}, '2026-11');
    await phaseStart();
    const start = performance.now();
    const root = createRoot(host);
    startTransition(() => root.render(createElement(BookingCalendar, {
      bookings: monthBookings, isOwn, now, defaultView: 'month', onCreate() {}, onSelect() {}, onAdd() {},
    })));
    // Drawn: every day of the month shows bookings, and '+N more' for the rest.
    await settled(() => document.querySelectorAll('.rbc-month-view .rbc-event').length > 0 && drawnAll());
    return { ms: performance.now() - start, drawn: document.querySelectorAll('.rbc-event').length };
  },
  async switchTo(label, done) {
    const button = [...document.querySelectorAll('[role="radio"]')].find((b) => b.textContent.startsWith(label));
    await phaseStart();
    const start = performance.now();
    button.click();
    await settled(() => button.getAttribute('aria-checked') === 'true' && done() && drawnAll());
    return performance.now() - start;
  },
  longestTask: () => Math.max(0, ...longTasks.map((task) => task.duration)),
  longTaskCount: () => longTasks.length,
  longestByPhase,
  /** The longest task before the calendar's first render: the page's scripts run and the fixture is made. */
  longestBeforeRender: () => Math.max(0, ...longTasks.filter((task) => task.start < (marks[0] ?? Infinity) - 1).map((task) => task.duration)),
};
`;

const USERS = 5_000;
const USERS_ENTRY_ID = 'virtual:bench-users';

/**
 * The users page: UsersScreen as a SuperAdmin sees it, with 5,000 users of two companies (every role but
 * SuperAdmin, so that most rows can be edited, deleted and selected), sorted by first name. Plain JS.
 */
const usersEntrySource = `
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { themeClass } from '@roombook/ui/theme';
import { UsersScreen } from '@roombook/ui/screens/UsersScreen';

${LONG_TASKS}

const FIRST = ['Anders', 'Bo', 'Clara', 'Emil', 'Frida', 'Ida', 'Jonas', 'Karen', 'Mads', 'Niels', 'Olivia', 'Sofie', 'Ulla', 'Åse', 'Øjvind'];
const LAST = ['Holm', 'Berg', 'Juhl', 'Dahl', 'Friis', 'Krogh', 'Lund', 'Nørgaard', 'Bech', 'Vinter'];
const ROLES = ['User', 'User', 'User', 'CompanyManager', 'CompanyOwner', 'Admin', 'CanteenManager'];
const COMPANIES = [
  { id: 1, name: 'Nordlys ApS', image: null, OwnerId: null, locations: [] },
  { id: 2, name: 'Havblik A/S', image: null, OwnerId: null, locations: [] },
];
const users = Array.from({ length: ${USERS} }, (_, i) => {
  const role = ROLES[i % ROLES.length];
  const member = role === 'User' || role === 'CompanyManager' || role === 'CompanyOwner';
  return {
    id: i + 2,
    firstName: FIRST[(i * 7) % FIRST.length] + ' ' + (i % 97),
    lastName: LAST[(i * 3) % LAST.length] + '-' + (i % 89),
    email: 'user' + i + '@bench.test',
    mobile: '+4520' + String(100000 + i),
    office: 'Room ' + (100 + (i % 400)),
    role,
    image: null,
    company: member ? COMPANIES[i % 2] : null,
    primaryLocationId: null,
    notificationSettings: { email: true, sms: true, push: false },
  };
});
const actor = { id: 1, role: 'SuperAdmin', companyId: null };
const noop = () => Promise.resolve();

${PAGE_HELPERS}
const rowCount = () => document.querySelectorAll('tbody th[scope="row"]').length;
/** Every row drawn, or (a table that draws only the rows near its view) the rows of the view drawn. */
const drawn = () => rowCount() === ${USERS} || (rowCount() > 0 && document.querySelector('table')?.getAttribute('aria-rowcount') === '${USERS + 1}');
const firstRowHeader = () => document.querySelector('tbody th[scope="row"]')?.textContent ?? '';

window.bench = {
  /** Mounts the screen; resolves once every row is drawn. */
  render: () => mountScreen(UsersScreen, {
    actor, users, companies: COMPANIES, onCreateUser: noop, onUpdateUser: noop, onDeleteUser: noop, onDeleteUsers: noop,
  }, drawn),
  /** Presses a column's sort button; resolves once the header says so and the first row changed. */
  async sortBy(label) {
    const button = [...document.querySelectorAll('thead button')].find((b) => b.textContent === label);
    const header = button.closest('th');
    const before = firstRowHeader();
    await phaseStart();
    const start = performance.now();
    button.click();
    await settled(() => header.getAttribute('aria-sort') === 'ascending' && firstRowHeader() !== before);
    return performance.now() - start;
  },
  longestByPhase,
};
`;

const INSIGHTS_ENTRY_ID = 'virtual:bench-insights';
/** The charts' fixtures (packages/ui/src/InsightsCharts/fixtures.ts), the stories' "many values". */
const INSIGHTS_FIXTURES = path.join(root, 'packages/ui/src/InsightsCharts/fixtures.ts');
/** A year of a large office: 24 rooms, 16 companies each booking 6 of them, 40 canteen items. */
const INSIGHTS_SIZE = { rooms: 24, companies: 16, limits: 16 * 6, items: 40, months: 12 };
/** The rows of the charts' tables: rooms, the 168 hours of the week, limits, shares, revenue and canteen rows. */
const INSIGHTS_ROWS =
  INSIGHTS_SIZE.rooms + 168 + INSIGHTS_SIZE.limits + INSIGHTS_SIZE.companies + INSIGHTS_SIZE.companies * INSIGHTS_SIZE.months + INSIGHTS_SIZE.items * INSIGHTS_SIZE.months;

/**
 * The Insights page (issue 31): InsightsScreen as a SuperAdmin sees it, with a year of a large office, every
 * chart and its table (each table draws every row: the page shows them without JavaScript). Plain JS.
 */
const insightsEntrySource = `
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { themeClass } from '@roombook/ui/theme';
import { InsightsScreen } from '@roombook/ui/screens/InsightsScreen';
import { HOURS, manyCanteen, manyLimits, manyRevenue, manyRooms, manyShares, OPEN_MINUTES } from '${INSIGHTS_FIXTURES}';

${LONG_TASKS}

const insights = {
  from: '2025-01-01',
  to: '2025-12-31',
  openMinutes: OPEN_MINUTES,
  rooms: manyRooms(${INSIGHTS_SIZE.rooms}),
  hours: HOURS,
  limits: manyLimits(${INSIGHTS_SIZE.limits}),
  share: manyShares(${INSIGHTS_SIZE.companies}),
  revenue: manyRevenue(${INSIGHTS_SIZE.companies}, ${INSIGHTS_SIZE.months}),
  canteen: manyCanteen(${INSIGHTS_SIZE.items}, ${INSIGHTS_SIZE.months}),
};
const locations = [
  { id: 1, name: 'Harbour House', rooms: insights.rooms.filter((room) => room.locationName === 'Harbour House').map((room) => ({ id: room.roomId, name: room.roomName })) },
  { id: 2, name: 'City Loft', rooms: insights.rooms.filter((room) => room.locationName === 'City Loft').map((room) => ({ id: room.roomId, name: room.roomName })) },
];
const companies = insights.share.map((share) => ({ id: share.companyId, name: share.companyName }));
const downloadsOf = (chart) => ({ svg: '/insights/chart.svg?chart=' + chart, png: '/insights/chart.png?chart=' + chart, excel: '/insights/export.xlsx?chart=' + chart });

${PAGE_HELPERS}
const drawn = () => document.querySelectorAll('figure svg[role="img"]').length === 6 && document.querySelectorAll('figure tbody > tr').length === ${INSIGHTS_ROWS};

window.bench = {
  /** Mounts the screen (as the web app hydrates the route, in a transition); resolves once every chart and row is drawn. */
  render: () => mountScreen(InsightsScreen, { insights, error: null, filters: {}, locations, companies, downloadsOf }, drawn),
  longestByPhase,
};
`;

/** The bench's virtual modules: the calendar page, the users page and the Insights page. */
const benchEntries = (sources: Record<string, string>): Plugin => ({
  name: 'bench-calendar-entry',
  resolveId: (id) => (id in sources ? `\0${id}` : null),
  load: (id) => (id.startsWith('\0') && id.slice(1) in sources ? sources[id.slice(1)] : null),
});

type Manifest = Record<string, { file: string; css?: string[]; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

/** Builds `entry` (a virtual module of `sources`) into `outDir`; returns its manifest. */
async function buildEntry(outDir: string, entry: string, sources: Record<string, string>, base = '/'): Promise<Manifest> {
  await build({
    root,
    base,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [vanillaExtractPlugin(), benchEntries(sources)],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
      rollupOptions: {
        input: entry,
        // zod's sources carry comments before their pure annotations that Rollup drops with a warning.
        onwarn: (warning, warn) => {
          if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
        },
      },
    },
  });
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The JS files a chunk loads: itself and its static imports, transitively. */
function staticScripts(manifest: Manifest, start: Manifest[string]): Set<string> {
  const scripts = new Set<string>();
  const visit = (chunk: Manifest[string] | undefined) => {
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  visit(start);
  return scripts;
}

const entryOf = (manifest: Manifest) => {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The bench build has no entry chunk');
  return entry;
};

/**
 * Builds a page of the virtual module `id` into `outDir` (served at `base`); returns the JS files it loads
 * (the entry chunk and its static imports).
 */
async function buildPage(outDir: string, id: string, source: string, title: string, base = '/'): Promise<FileSize[]> {
  const manifest = await buildEntry(outDir, id, { [id]: source }, base);
  const entry = entryOf(manifest);
  const scripts = staticScripts(manifest, entry);
  const styles = (entry.css ?? []).map((file) => `<link rel="stylesheet" href="${base}${file}">`).join('');
  writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<link rel="icon" href="data:,">${styles}<title>${title}</title></head>` +
      `<body><div id="root" style="padding:16px"></div><script type="module" src="${base}${entry.file}"></script></body></html>`,
  );
  return [...scripts].map((file) => sizeOf(file, path.join(outDir, file)));
}

/** The users page's figures: until drawn, and the sort by Last name, each with its longest task. */
interface UsersRun {
  render: number;
  sort: number;
  longestInRender: number;
  longestInSort: number;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const file = path.join(dir, path.normalize(decodeURIComponent((request.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, ''));
    const target = file.endsWith(path.sep) ? path.join(file, 'index.html') : file;
    try {
      const body = readFileSync(target);
      response.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}/` });
    });
  });
}

interface Run {
  blockingMount: number;
  monthRender: number;
  longestInMonth: number;
  firstRender: number;
  toMonth: number;
  toDay: number;
  longestTask: number;
  /** Before the calendar renders: the page's scripts (the bundle, the fixture of bookings) run. */
  longestBeforeRender: number;
  longestInRender: number;
  longestInToMonth: number;
  longestInToDay: number;
  longTasks: number;
  drawn: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'roombook-bench-ui-'));
  let pageScripts: FileSize[] = [];
  const { server, url } = await (async () => {
    const started = Date.now();
    pageScripts = await buildPage(outDir, ENTRY_ID, entrySource, 'BookingCalendar bench');
    await buildPage(path.join(outDir, 'users'), USERS_ENTRY_ID, usersEntrySource, 'Manage users bench', '/users/');
    await buildPage(path.join(outDir, 'insights'), INSIGHTS_ENTRY_ID, insightsEntrySource, 'Insights bench', '/insights/');
    console.log(`built the bench page in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return serve(outDir);
  })();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: Run[] = [];
  const usersResults: UsersRun[] = [];
  const insightsResults: Array<{ render: number; longest: number }> = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId });
      const page = await context.newPage();
      await page.goto(url);
      await page.waitForFunction(() => 'bench' in window);
      if (process.env.BENCH_TRACE && run === 0) await browser.startTracing(page, { path: process.env.BENCH_TRACE, screenshots: false });
      const result = await page.evaluate(async () => {
        type Bench = {
          render(): Promise<{ ms: number; drawn: number }>;
          switchTo(label: string, done: () => boolean): Promise<number>;
          longestTask(): number;
          longTaskCount(): number;
          longestByPhase(): number[];
          longestBeforeRender(): number;
        };
        const bench = (window as unknown as { bench: Bench }).bench;
        const first = await bench.render();
        const toMonth = await bench.switchTo('Month', () => document.querySelector('.rbc-month-view') !== null);
        const toDay = await bench.switchTo(
          'Day',
          () => document.querySelector('.rbc-time-view') !== null && document.querySelectorAll('.rbc-time-content .rbc-day-slot').length === 1,
        );
        // Let the last tasks finish so that the observer has seen them.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const [longestInRender = 0, longestInToMonth = 0, longestInToDay = 0] = bench.longestByPhase();
        return {
          longestInRender,
          longestInToMonth,
          longestInToDay,
          firstRender: first.ms,
          drawn: first.drawn,
          toMonth,
          toDay,
          longestTask: bench.longestTask(),
          longestBeforeRender: bench.longestBeforeRender(),
          longTasks: bench.longTaskCount(),
        };
      });
      if (process.env.BENCH_TRACE && run === 0) await browser.stopTracing();
      await context.close();

      const monthContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId });
      const monthPage = await monthContext.newPage();
      await monthPage.goto(url);
      await monthPage.waitForFunction(() => 'bench' in window);
      const month = await monthPage.evaluate(async () => {
        type Bench = { renderMonth(): Promise<{ ms: number; drawn: number }>; longestByPhase(): number[] };
        const bench = (window as unknown as { bench: Bench }).bench;
        const drawn = await bench.renderMonth();
        await new Promise((resolve) => setTimeout(resolve, 300));
        // The tasks from the render on (not the page's own loading).
        return { ms: drawn.ms, drawn: drawn.drawn, longest: bench.longestByPhase()[0] ?? 0 };
      });
      await monthContext.close();

      // The same first render as one blocking render (not in a transition), for comparison.
      const blockingContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId });
      const blockingPage = await blockingContext.newPage();
      await blockingPage.goto(url);
      await blockingPage.waitForFunction(() => 'bench' in window);
      const blockingMount = await blockingPage.evaluate(async () => {
        type Bench = { render(blocking: boolean): Promise<unknown>; longestByPhase(): number[] };
        const bench = (window as unknown as { bench: Bench }).bench;
        await bench.render(true);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return bench.longestByPhase()[0] ?? 0;
      });
      await blockingContext.close();
      results.push({ ...result, monthRender: month.ms, longestInMonth: month.longest, blockingMount });

      const usersContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId });
      const usersPage = await usersContext.newPage();
      await usersPage.goto(`${url}users/`);
      await usersPage.waitForFunction(() => 'bench' in window);
      const users = await usersPage.evaluate(async () => {
        type Bench = { render(): Promise<number>; sortBy(label: string): Promise<number>; longestByPhase(): number[] };
        const bench = (window as unknown as { bench: Bench }).bench;
        const render = await bench.render();
        await new Promise((resolve) => setTimeout(resolve, 300));
        const sort = await bench.sortBy('Last name');
        await new Promise((resolve) => setTimeout(resolve, 300));
        const [longestInRender = 0, longestInSort = 0] = bench.longestByPhase();
        return { render, sort, longestInRender, longestInSort };
      });
      await usersContext.close();
      usersResults.push(users);

      const insightsContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId });
      const insightsPage = await insightsContext.newPage();
      await insightsPage.goto(`${url}insights/`);
      await insightsPage.waitForFunction(() => 'bench' in window);
      const insights = await insightsPage.evaluate(async () => {
        type Bench = { render(): Promise<number>; longestByPhase(): number[] };
        const bench = (window as unknown as { bench: Bench }).bench;
        const render = await bench.render();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { render, longest: bench.longestByPhase()[0] ?? 0 };
      });
      await insightsContext.close();
      insightsResults.push(insights);
      console.log(
        `run ${run + 1}: drawn (week, ${result.drawn} bookings) in ${ms(result.firstRender)}, ` +
          `week→month ${ms(result.toMonth)}, month→day ${ms(result.toDay)}, ` +
          `longest task ${ms(result.longestTask)} (${result.longTasks} tasks over 50 ms; longest before the first render ` +
          `${ms(result.longestBeforeRender)}, in first render ` +
          `${ms(result.longestInRender)}, in week→month ${ms(result.longestInToMonth)}, in month→day ${ms(result.longestInToDay)}); ` +
          `month view with ${MONTH_BOOKINGS} bookings (${month.drawn} drawn) ${ms(month.ms)}, longest task ${ms(month.longest)}; ` +
          `longest task of a blocking first render ${ms(blockingMount)}; ` +
          `users (${USERS}) drawn in ${ms(users.render)} (longest task ${ms(users.longestInRender)}), ` +
          `sorted by last name in ${ms(users.sort)} (longest task ${ms(users.longestInSort)}); ` +
          `insights (${INSIGHTS_ROWS} table rows) drawn in ${ms(insights.render)} (longest task ${ms(insights.longest)})`,
      );
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  const pick = (key: keyof Run) => median(results.map((r) => r[key]));
  console.log('');
  console.log(`BookingCalendar, ${BOOKINGS} bookings, browser zone ${timezoneId}, median of ${results.length} run(s):`);
  console.log(`  time until drawn (week view)       ${ms(pick('firstRender'))}`);
  console.log(`  switch week → month                ${ms(pick('toMonth'))}`);
  console.log(`  switch month → day                 ${ms(pick('toDay'))}`);
  // The calendar's work with its bookings is the first render and the two switches. The task before it runs the
  // page's scripts (one 650 KB bundle here) and makes the fixture's bookings: it is the bundle's cost, which the
  // route's size goal bounds, and would be the same with no booking at all.
  const calendarWork = (r: Run) => Math.max(r.longestInRender, r.longestInToMonth, r.longestInToDay);
  console.log(
    `  longest task of the calendar's work (first render, week → month, month → day) ${ms(median(results.map(calendarWork)))} ` +
      `(max over runs ${ms(Math.max(...results.map(calendarWork)))}; goal: under 100 ms)`,
  );
  console.log(`  longest task, whole run            ${ms(pick('longestTask'))} (max over runs ${ms(Math.max(...results.map((r) => r.longestTask)))})`);
  console.log(`    … before the first render (the page's scripts run, the bookings are made) ${ms(pick('longestBeforeRender'))}`);
  console.log(`    … during the first render        ${ms(pick('longestInRender'))}`);
  console.log(
    `    … of the first render as one blocking render (not in a transition, unlike the web app's): ` +
      `${ms(pick('blockingMount'))} (max over runs ${ms(Math.max(...results.map((r) => r.blockingMount)))})`,
  );
  console.log(`    … during week → month            ${ms(pick('longestInToMonth'))}`);
  console.log(`    … during month → day             ${ms(pick('longestInToDay'))}`);
  console.log(`BookingCalendar, ${MONTH_BOOKINGS} bookings in one month, month view (a page of its own), median of ${results.length} run(s):`);
  console.log(`  time until drawn                   ${ms(pick('monthRender'))}`);
  console.log(
    `  longest task with ${MONTH_BOOKINGS.toLocaleString('en')} bookings in month view ${ms(pick('longestInMonth'))} ` +
      `(max over runs ${ms(Math.max(...results.map((r) => r.longestInMonth)))}; goal: under 200 ms)`,
  );
  const pickUsers = (key: keyof UsersRun) => median(usersResults.map((r) => r[key]));
  const maxUsers = (key: keyof UsersRun) => ms(Math.max(...usersResults.map((r) => r[key])));
  console.log(`Manage users (UsersScreen as a SuperAdmin), ${USERS.toLocaleString('en')} users, median of ${usersResults.length} run(s):`);
  console.log(`  time until drawn                   ${ms(pickUsers('render'))}`);
  console.log(`    … longest task                   ${ms(pickUsers('longestInRender'))} (max over runs ${maxUsers('longestInRender')}; goal: under 200 ms)`);
  console.log(`  sort by Last name until re-drawn   ${ms(pickUsers('sort'))}`);
  console.log(`    … longest task                   ${ms(pickUsers('longestInSort'))} (max over runs ${maxUsers('longestInSort')}; goal: under 200 ms)`);
  console.log(
    `Insights (InsightsScreen as a SuperAdmin), a year of ${INSIGHTS_SIZE.rooms} rooms, ${INSIGHTS_SIZE.companies} companies and ` +
      `${INSIGHTS_SIZE.items} canteen items (${INSIGHTS_ROWS} table rows), median of ${insightsResults.length} run(s):`,
  );
  console.log(`  time until drawn                   ${ms(median(insightsResults.map((r) => r.render)))}`);
  console.log(
    `    … longest task                   ${ms(median(insightsResults.map((r) => r.longest)))} ` +
      `(max over runs ${ms(Math.max(...insightsResults.map((r) => r.longest)))}; goal: under 100 ms)`,
  );

  console.log('');
  console.log('JS size (gzip level 9):');
  // Not a route of the product (the bench's own page, with the polyfill and the fixtures): no goal beside it.
  printSizes('calendar page measured above: BookingCalendar + toolbar + the bench data', pageScripts, false);
  console.log('');
  console.log('');
  reportWebRoutes();
  // The web app was just built for its sizes: the layout shift is measured on that build.
  printLayoutShift(await measureLayoutShift({ build: false }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
