/**
 * `npm run test:any-day`: the unit, API and contract suites at the instants where date code breaks (issue 26
 * §3, docs/decisions/069): a month's last evening, New Year's Eve, both DST nights and a Monday just after
 * midnight, each in a time zone of its own. Every run moves two clocks to the instant: the one the tests give
 * the API and the mocks (ROOMBOOK_TEST_NOW, apps/api/src/test-clock.ts), and the machine's clock as the
 * processes see it (Debian's libfaketime), so that whatever still read the system clock would show here.
 * Prints pass or fail and the duration per instant, and fails when any run fails.
 *
 * `tsx scripts/test-any-day.ts new-year` runs only the instants whose name contains the word (npm test's lane).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const LIBFAKETIME = process.env.LIBFAKETIME ?? '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

interface Instant {
  name: string;
  /** Copenhagen wall time (with its offset, so that the DST nights are unambiguous). */
  copenhagen: string;
  /** The zone the processes run in (the server's zone must never matter). */
  tz: string;
  /** Run the API and contract suites on PostgreSQL too (TEST_DATABASE_URL must be set). */
  postgres?: boolean;
}

const INSTANTS: readonly Instant[] = [
  { name: 'month-end', copenhagen: '2026-11-30T21:30:00+01:00', tz: 'UTC' },
  { name: 'new-year', copenhagen: '2026-12-31T23:30:00+01:00', tz: 'America/Los_Angeles' },
  // 01:30 CET, half an hour before the clocks jump from 02:00 to 03:00: the day has 23 hours.
  { name: 'dst-spring', copenhagen: '2027-03-28T01:30:00+01:00', tz: 'UTC' },
  // 02:30 CEST, the first pass through the hour that comes twice: the day has 25 hours.
  { name: 'dst-autumn', copenhagen: '2026-10-25T02:30:00+02:00', tz: 'Pacific/Kiritimati' },
  // Monday 00:05 in Copenhagen is still Sunday in UTC: the week starts by Copenhagen's calendar.
  { name: 'monday', copenhagen: '2026-12-07T00:05:00+01:00', tz: 'UTC', postgres: true },
];

/** libfaketime reads its start as a wall time in the process's zone ('sv-SE' writes YYYY-MM-DD HH:MM:SS). */
const fakeTimeIn = (instant: Date, tz: string): string =>
  `@${new Intl.DateTimeFormat('sv-SE', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(instant)}`;

const runOnce = (run: Instant): Promise<{ ok: boolean; seconds: number }> => {
  const instant = new Date(run.copenhagen);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TZ: run.tz,
    ROOMBOOK_TEST_NOW: instant.toISOString(),
    LD_PRELOAD: LIBFAKETIME,
    FAKETIME: fakeTimeIn(instant, run.tz),
    // Child processes (Vitest's workers, the API processes of the race tests) go on from the same clock.
    FAKETIME_DONT_RESET: '1',
  };
  if (!run.postgres) {
    delete env.TEST_DATABASE_URL;
    env.ROOMBOOK_TESTS_PGLITE_ONLY = '1';
  }
  const started = performance.now();
  console.log(`\n▶ ${run.name}: ${run.copenhagen} Copenhagen = ${instant.toISOString()}, TZ=${run.tz}, ${run.postgres && env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite'}`);
  const child = spawn('npx', ['vitest', 'run', '--project', 'unit', '--project', 'api', '--project', 'contract'], { env, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000 }));
  });
};

const main = async (): Promise<void> => {
  if (!existsSync(LIBFAKETIME)) {
    console.error(`libfaketime not found at ${LIBFAKETIME}: apt-get install -y faketime (or set LIBFAKETIME)`);
    process.exit(2);
  }
  const only = process.argv[2];
  const runs = INSTANTS.filter((run) => only === undefined || run.name.includes(only));
  if (runs.length === 0) {
    console.error(`no instant named like ${only}; there are ${INSTANTS.map((run) => run.name).join(', ')}`);
    process.exit(2);
  }
  const results: Array<{ run: Instant; ok: boolean; seconds: number }> = [];
  for (const run of runs) results.push({ run, ...(await runOnce(run)) });
  console.log('\nTests on any day (unit, api, contract):');
  for (const { run, ok, seconds } of results) {
    console.log(`  ${ok ? 'pass' : 'FAIL'}  ${run.name.padEnd(11)} ${run.copenhagen} Copenhagen  TZ=${run.tz.padEnd(19)} ${Math.round(seconds)} s`);
  }
  process.exit(results.every((result) => result.ok) ? 0 : 1);
};

await main();
