import { describe, expect, it } from 'vitest';
import { attemptsIn, pinAttempts } from './pin-attempts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const MINUTE = 60_000;
/** Instants `minutes` before NOW. */
const ago = (...minutes: number[]) => minutes.map((m) => NOW - m * MINUTE);

describe('attemptsIn: wrong PINs in a sliding window', () => {
  const limit = { max: 5, windowMs: 15 * MINUTE };
  it.each([
    { name: 'none yet', failures: [], expected: { locked: false, attemptsLeft: 5 } },
    { name: 'four in the window', failures: ago(1, 2, 3, 4), expected: { locked: false, attemptsLeft: 1 } },
    { name: 'five: locked until the oldest of them is 15 minutes old', failures: ago(10, 1, 2, 3, 4), expected: { locked: true, retryAfterSeconds: 5 * 60 } },
    { name: 'six: the fifth newest decides, not the oldest', failures: ago(14, 10, 1, 2, 3, 4), expected: { locked: true, retryAfterSeconds: 5 * 60 } },
    { name: 'five at once just now: 15 minutes', failures: ago(0, 0, 0, 0, 0), expected: { locked: true, retryAfterSeconds: 15 * 60 } },
    { name: 'older ones do not count', failures: ago(16, 20, 30, 60, 1), expected: { locked: false, attemptsLeft: 4 } },
    { name: 'exactly 15 minutes old no longer counts', failures: ago(15, 1, 2, 3, 4), expected: { locked: false, attemptsLeft: 1 } },
    { name: 'a millisecond younger than 15 minutes still counts: 1 second to wait', failures: [NOW - 15 * MINUTE + 1, ...ago(1, 2, 3, 4)], expected: { locked: true, retryAfterSeconds: 1 } },
    { name: 'a wait of 90,5 seconds is 91', failures: [NOW - 15 * MINUTE + 90_500, ...ago(1, 2, 3, 4)], expected: { locked: true, retryAfterSeconds: 91 } },
    { name: 'a failure stamped after now (a process whose clock is ahead) counts', failures: [NOW + 1000, ...ago(1, 2, 3, 4)], expected: { locked: true, retryAfterSeconds: 11 * 60 } },
  ])('$name', ({ failures, expected }) => {
    expect(attemptsIn(failures, NOW, limit)).toEqual(expected);
  });
});

describe('pinAttempts: 5 per device session and 20 per canteen in 15 minutes', () => {
  it.each([
    { name: 'a fresh kiosk', session: [], canteen: [], expected: { locked: false, attemptsLeft: 5 } },
    { name: 'three wrong here', session: ago(1, 2, 3), canteen: ago(1, 2, 3), expected: { locked: false, attemptsLeft: 2 } },
    { name: 'five wrong here: locked for this kiosk', session: ago(1, 2, 3, 4, 5), canteen: ago(1, 2, 3, 4, 5), expected: { locked: true, retryAfterSeconds: 10 * 60 } },
    {
      name: 'a new session after 18 wrong at the canteen: 2 left, not 5',
      session: [],
      canteen: ago(...Array.from({ length: 18 }, (_, i) => 1 + i * 0.5)),
      expected: { locked: false, attemptsLeft: 2 },
    },
    {
      name: '20 wrong at the canteen lock a new session too, until the 20th newest is 15 minutes old',
      session: [],
      canteen: ago(...Array.from({ length: 20 }, (_, i) => 1 + i * 0.5)),
      expected: { locked: true, retryAfterSeconds: (15 - 10.5) * 60 },
    },
    {
      name: 'both locked: the longer wait',
      session: ago(1, 1, 1, 1, 2),
      canteen: ago(...Array.from({ length: 20 }, () => 1)),
      expected: { locked: true, retryAfterSeconds: 14 * 60 },
    },
  ])('$name', ({ session, canteen, expected }) => {
    expect(pinAttempts({ session, canteen }, NOW)).toEqual(expected);
  });
});
