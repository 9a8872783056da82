import { describe, expect, it } from 'vitest';
import { afterFailure, afterRecoveryRequest, lockDuration, lockedFor, type SignInThrottle } from './sign-in-throttle';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The instant `minutes` before NOW. */
const ago = (minutes: number) => NOW - minutes * MINUTE;
const state = (fields: Partial<SignInThrottle>): SignInThrottle => ({ failures: 0, windowStart: ago(1), lockedUntil: null, locks: 0, ...fields });

describe('lockedFor: how long a sign-in stays refused', () => {
  it.each([
    { name: 'no record', throttle: undefined, expected: 0 },
    { name: 'never locked', throttle: state({ failures: 4 }), expected: 0 },
    { name: 'locked for two more minutes', throttle: state({ lockedUntil: NOW + 2 * MINUTE }), expected: 120 },
    { name: 'half a second left is a second', throttle: state({ lockedUntil: NOW + 500 }), expected: 1 },
    { name: 'a lock that ends exactly now has ended', throttle: state({ lockedUntil: NOW }), expected: 0 },
    { name: 'a lock that ended', throttle: state({ lockedUntil: ago(1) }), expected: 0 },
  ])('$name', ({ throttle, expected }) => {
    expect(lockedFor(throttle, NOW)).toBe(expected);
  });
});

describe('lockDuration: 1, 2, 4 … minutes, at most an hour', () => {
  it.each([
    [0, 1],
    [1, 2],
    [2, 4],
    [5, 32],
    [6, 60],
    [50, 60],
  ])('after %i locks in a row: %i minutes', (locks, minutes) => {
    expect(lockDuration(locks)).toBe(minutes * MINUTE);
  });
});

describe('afterFailure: five wrong passwords in 15 minutes lock the address', () => {
  it.each([
    { name: 'the first starts a window', throttle: undefined, expected: { kind: 'counted', throttle: state({ failures: 1, windowStart: NOW }) } },
    { name: 'the second counts in it', throttle: state({ failures: 1, windowStart: ago(3) }), expected: { kind: 'counted', throttle: state({ failures: 2, windowStart: ago(3) }) } },
    {
      name: 'the fifth locks for a minute and starts the count again',
      throttle: state({ failures: 4, windowStart: ago(14) }),
      expected: { kind: 'lockedNow', throttle: { failures: 0, windowStart: NOW, lockedUntil: NOW + MINUTE, locks: 1 } },
    },
    {
      name: 'one exactly 15 minutes after the first starts a new window',
      throttle: state({ failures: 4, windowStart: ago(15) }),
      expected: { kind: 'counted', throttle: state({ failures: 1, windowStart: NOW }) },
    },
    { name: 'while locked nothing counts', throttle: state({ lockedUntil: NOW + 1 }), expected: { kind: 'locked' } },
    {
      name: 'the third lock in a row lasts 4 minutes',
      throttle: state({ failures: 4, windowStart: ago(2), lockedUntil: ago(3), locks: 2 }),
      expected: { kind: 'lockedNow', throttle: { failures: 0, windowStart: NOW, lockedUntil: NOW + 4 * MINUTE, locks: 3 } },
    },
    {
      name: 'a day after the last lock ended, the locks are forgotten',
      throttle: state({ failures: 4, windowStart: ago(2), lockedUntil: NOW - 24 * HOUR, locks: 6 }),
      expected: { kind: 'lockedNow', throttle: { failures: 0, windowStart: NOW, lockedUntil: NOW + MINUTE, locks: 1 } },
    },
    {
      name: 'a minute less than a day after, they are not',
      throttle: state({ failures: 1, windowStart: ago(2), lockedUntil: NOW - 24 * HOUR + MINUTE, locks: 6 }),
      expected: { kind: 'counted', throttle: state({ failures: 2, windowStart: ago(2), lockedUntil: NOW - 24 * HOUR + MINUTE, locks: 6 }) },
    },
  ])('$name', ({ throttle, expected }) => {
    expect(afterFailure(throttle, NOW)).toEqual(expected);
  });
});

describe('afterRecoveryRequest: three recovery mails an hour per account', () => {
  it.each([
    { name: 'the first', throttle: undefined, expected: { throttle: { mails: 1, windowStart: NOW }, send: true } },
    { name: 'the third in the hour', throttle: { mails: 2, windowStart: ago(59) }, expected: { throttle: { mails: 3, windowStart: ago(59) }, send: true } },
    { name: 'the fourth in the hour is not sent', throttle: { mails: 3, windowStart: ago(59) }, expected: { throttle: { mails: 4, windowStart: ago(59) }, send: false } },
    { name: 'an hour after the first, a new window', throttle: { mails: 9, windowStart: ago(60) }, expected: { throttle: { mails: 1, windowStart: NOW }, send: true } },
  ])('$name', ({ throttle, expected }) => {
    expect(afterRecoveryRequest(throttle, NOW)).toEqual(expected);
  });
});
