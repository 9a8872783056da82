/**
 * The JS that '/' loads stays within its goals (issue 3: the sign-in page under 170 KB gzip; issue 28: the calendar,
 * signed in, at most 300 KB), read from the build this suite's server runs (`npm start` builds apps/web first) as
 * `npm run bench:ui` reads it (tests/bench/route-size.ts). Sizes, not times: the same build has the same bytes on
 * any machine. A dependency that brings more than it seems (rrule-temporal's own Temporal polyfill took the calendar
 * to 345 KB; docs/decisions/106) fails here, not only in a bench nobody ran.
 */
import { expect, test } from '@playwright/test';
import { CALENDAR_GOAL_KB, gzipTotal, ROUTE_GOAL_KB, signedInAndOutFiles } from '../bench/route-size';

test('the sign-in page and the calendar page load no more JS than their goals', () => {
  const { signIn, calendar } = signedInAndOutFiles();
  const kb = (files: Parameters<typeof gzipTotal>[0]) => gzipTotal(files) / 1024;
  expect(signIn.length, 'the sign-in route has its files').toBeGreaterThan(0);
  expect(calendar.length, 'the calendar page has its files').toBeGreaterThan(0);
  expect(kb(signIn), 'KB gzip of the sign-in route').toBeLessThan(ROUTE_GOAL_KB);
  expect(kb([...signIn, ...calendar]), 'KB gzip of the calendar route, signed in').toBeLessThanOrEqual(CALENDAR_GOAL_KB);
});
