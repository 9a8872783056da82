/**
 * Cumulative layout shift of every page (issue 28 §1's goal: under 0.1), part of `npm run bench:ui`; alone:
 * `npx tsx tests/bench/layout-shift.ts`.
 *
 * Starts the product as a user does (`npm start`: the built web app and the API on a fresh embedded database
 * with the demo data, on free loopback ports), signs in as each role in Debian's Chromium and opens every page
 * of the role's menu, at 1280 × 800 and at 390 × 844. Each page is a full load (as a link from another site or
 * a reload), and its layout shifts are summed from a PerformanceObserver ('layout-shift', buffered, the shifts
 * after a user's input left out) until the page has been still for a second: the Web Vitals CLS of a short
 * visit. Figures only: nothing here passes or fails. BENCH_SKIP_WEB_BUILD=1 uses the web build there is.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { menuFor } from '@roombook/domain/permissions/menu';
import { ROLES, type Role } from '@roombook/domain/roles';
import { chromiumArgs, chromiumPath } from '../chromium';
import { DEMO_EMAILS, PASSWORD } from '../demo-logins';
import { freePort } from '../e2e/ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The goal of issue 28 §1. */
const CLS_GOAL = 0.1;

const pagesOf = (role: Role): string[] =>
  menuFor(role, '/').flatMap((entry) => (entry.kind === 'link' ? [entry.href] : entry.kind === 'group' ? entry.items.map((item) => item.href) : []));

const withoutNodeEnv = ({ NODE_ENV: _set, ...env }: NodeJS.ProcessEnv): NodeJS.ProcessEnv => env;

/** Starts `npm start` (without its web build when `build` is false) and resolves with its URL once it answers. */
async function startProduct(build: boolean): Promise<{ url: string; stop: () => Promise<void> }> {
  const [webPort, apiPort, smtpPort, mailWebPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roombook-bench-cls-'));
  const args = build ? ['start'] : ['exec', 'tsx', 'scripts/start.ts'];
  const child: ChildProcess = spawn('npm', args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      // Not the NODE_ENV a Vite build in this process set (bench:ui builds first): npm start sets its own.
      ...withoutNodeEnv(process.env),
      WEB_PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOGIN_RATE_LIMIT_MAX: '200',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      MAILDEV_SMTP_PORT: String(smtpPort),
      MAILDEV_WEB_PORT: String(mailWebPort),
    },
  });
  let errors = '';
  // The last lines it wrote, to tell why it ended if it does.
  const keep = (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://localhost:${webPort}`;
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start ended (${child.exitCode}):\n${errors}`);
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop };
    } catch {
      // not yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not answer in 5 min:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Before any script of the page: sums the layout shifts that no input caused, and notes when the last one was. */
const OBSERVER = `
window.__cls = { value: 0, last: performance.now(), shifts: [] };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    window.__cls.value += entry.value;
    window.__cls.last = performance.now();
    window.__cls.shifts.push({
      value: entry.value,
      at: Math.round(entry.startTime),
      sources: (entry.sources || []).map((s) => {
        const n = s.node;
        const name = n && n.nodeType === 1 ? n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (n.className && typeof n.className === 'string' ? '.' + n.className.trim().split(/\\s+/).slice(0, 2).join('.') : '') : String(n && n.nodeName);
        return name + ' ' + JSON.stringify([s.previousRect.y, s.previousRect.height]) + '→' + JSON.stringify([s.currentRect.y, s.currentRect.height]);
      }),
    });
  }
}).observe({ type: 'layout-shift', buffered: true });
`;

interface Measure {
  value: number;
  shifts: Array<{ value: number; at: number; sources: string[] }>;
}

/** Loads `url` and answers its layout shift once the page has been still (no shift, no request) for a second. */
async function measure(page: Page, url: string): Promise<Measure> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => performance.now() - (window as unknown as { __cls: { last: number } }).__cls.last > 1000, undefined, { polling: 200, timeout: 30_000 });
  return page.evaluate(() => (window as unknown as { __cls: Measure }).__cls);
}

export interface LayoutShiftRow {
  width: number;
  role: Role | 'signed out';
  path: string;
  cls: number;
  worst: string;
}

/**
 * Measures every page; `build` false uses the web build there is (bench:ui has just built it); `details` prints
 * the shifts of a page over the goal.
 */
export async function measureLayoutShift({
  build = process.env.BENCH_SKIP_WEB_BUILD !== '1',
  details = process.env.BENCH_CLS_DETAILS === '1',
}: { build?: boolean; details?: boolean } = {}): Promise<LayoutShiftRow[]> {
  const product = await startProduct(build);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows: LayoutShiftRow[] = [];
  try {
    for (const width of [1280, 390]) {
      const record = (role: LayoutShiftRow['role'], pathname: string, result: Measure) => {
        const worst = [...result.shifts].sort((a, b) => b.value - a.value)[0];
        rows.push({ width, role, path: pathname, cls: result.value, worst: worst ? `${worst.value.toFixed(3)} at ${worst.at} ms: ${worst.sources.join(', ')}` : '' });
        if (details && result.value >= CLS_GOAL) console.log(`  ${width} px ${role} ${pathname}:`, JSON.stringify(result.shifts, null, 1));
      };
      const context = await browser.newContext({ baseURL: product.url, viewport: { width, height: width > 600 ? 800 : 844 }, locale: 'en-GB', timezoneId: 'Europe/Copenhagen' });
      await context.addInitScript(OBSERVER);
      const page = await context.newPage();
      for (const pathname of ['/', '/forgot-password', '/kiosk']) record('signed out', pathname, await measure(page, pathname));
      for (const role of ROLES) {
        await page.goto('/');
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_EMAILS[role]);
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
        for (const pathname of pagesOf(role)) record(role, pathname, await measure(page, pathname));
        await context.clearCookies();
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await product.stop();
  }
  return rows;
}

export function printLayoutShift(rows: readonly LayoutShiftRow[]): void {
  console.log(`\nCumulative layout shift of each page (goal: under ${CLS_GOAL}), a full load until still for 1 s:`);
  for (const row of rows) {
    const mark = row.cls < CLS_GOAL ? ' ' : '!';
    console.log(`${mark} ${String(row.width).padStart(4)} px  ${row.role.padEnd(14)} ${row.path.padEnd(26)} ${row.cls.toFixed(3)}${row.cls >= CLS_GOAL ? `  worst ${row.worst}` : ''}`);
  }
  const worst = Math.max(...rows.map((row) => row.cls));
  console.log(`largest: ${worst.toFixed(3)}; pages at or over the goal: ${rows.filter((row) => row.cls >= CLS_GOAL).length} of ${rows.length}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printLayoutShift(await measureLayoutShift());
}
