import { PIN_LENGTH } from '../../constants';

/** How many PINs there are: 0000 to 9999. */
export const PIN_COUNT = 10 ** PIN_LENGTH;

/** The PIN of a number below PIN_COUNT: 7 → '0007'. */
export const pinOf = (n: number): string => String(n).padStart(PIN_LENGTH, '0');

/**
 * A new PIN for a user (`POST /api/user/reset-pin/{id}`): chosen at random among the PINs that no user of
 * `taken` has (the PINs of the user's company, the user's own current one included, so the new PIN always
 * differs from it), or null when all PIN_COUNT are taken. `randomInt(n)` answers a whole number in
 * [0, n): `crypto.randomInt` on the API, so that a PIN cannot be predicted.
 */
export function pickFreePin(taken: Iterable<string | null>, randomInt: (n: number) => number): string | null {
  const used = new Set(taken);
  const free: string[] = [];
  for (let n = 0; n < PIN_COUNT; n += 1) {
    const pin = pinOf(n);
    if (!used.has(pin)) free.push(pin);
  }
  if (free.length === 0) return null;
  return free[randomInt(free.length)] ?? null;
}
