/**
 * The instant the tests run at (issue 26 §3): given, never read from the machine, so that a test means the
 * same on every day. `ROOMBOOK_TEST_NOW` (an ISO instant) moves it, which is how `npm run test:any-day` runs
 * the suites at a month's last evening, New Year's Eve, a DST night and a Monday just after midnight; the
 * default is an ordinary Wednesday morning in Copenhagen.
 */
export const TEST_NOW_VARIABLE = 'ROOMBOOK_TEST_NOW';

const DEFAULT_TEST_NOW = '2026-06-10T08:00:00Z';

/** The instant under test. */
export const testStart = (): Date => {
  const given = process.env[TEST_NOW_VARIABLE] ?? DEFAULT_TEST_NOW;
  const start = new Date(given);
  if (Number.isNaN(start.getTime())) throw new Error(`${TEST_NOW_VARIABLE} is not an ISO instant: ${given}`);
  return start;
};

/**
 * A clock that starts at `start` and runs at the machine's pace from the moment it is made: what a test gives
 * the API and the mocks, so that waits and expiries still pass while dates follow the instant under test.
 */
export const testClock = (start: Date = testStart()): (() => Date) => {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
};
