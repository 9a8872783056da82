import { KIOSK_CANTEEN_PIN_ATTEMPTS_MAX, KIOSK_PIN_ATTEMPTS_MAX, KIOSK_PIN_WINDOW_MINUTES } from '../../constants';

/** How many wrong PINs a scope (a device session, a canteen) may have in a sliding window. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

export const KIOSK_PIN_WINDOW_MS = KIOSK_PIN_WINDOW_MINUTES * 60_000;

/** The wrong PINs counted per device session, and per canteen (every kiosk of it together). */
export const SESSION_PIN_LIMIT: AttemptLimit = { max: KIOSK_PIN_ATTEMPTS_MAX, windowMs: KIOSK_PIN_WINDOW_MS };
export const CANTEEN_PIN_LIMIT: AttemptLimit = { max: KIOSK_CANTEEN_PIN_ATTEMPTS_MAX, windowMs: KIOSK_PIN_WINDOW_MS };

/** Whether a PIN may be checked now: how many more may be wrong, or how long to wait first. */
export type PinAttempts = { locked: false; attemptsLeft: number } | { locked: true; retryAfterSeconds: number };

/**
 * One scope's state at `now` (epoch ms) from the instants of its wrong PINs (epoch ms, any order): the wrong
 * PINs of the last `windowMs` count (one exactly `windowMs` old no longer does), and so do any stamped after
 * `now` (another API process whose clock is ahead). With `max` or more of them, it is locked until the
 * `max`-th newest leaves the window, so that fewer than `max` remain.
 */
export function attemptsIn(failures: readonly number[], now: number, { max, windowMs }: AttemptLimit): PinAttempts {
  const recent = failures.filter((at) => at > now - windowMs).sort((a, b) => b - a);
  if (recent.length < max) return { locked: false, attemptsLeft: max - recent.length };
  const freedAt = recent[max - 1]! + windowMs;
  return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
}

/**
 * The kiosk's PIN check (docs/decisions/038): the wrong PINs of this device session (at most
 * KIOSK_PIN_ATTEMPTS_MAX in KIOSK_PIN_WINDOW_MINUTES) and of its canteen (at most KIOSK_CANTEEN_PIN_ATTEMPTS_MAX,
 * so that signing in again gives no fresh attempts). Locked when either is; then the longer wait. Otherwise the
 * fewer attempts left. The API and the mocks call it with the wrong PINs they stored, the clock passed in.
 */
export function pinAttempts(failures: { session: readonly number[]; canteen: readonly number[] }, now: number): PinAttempts {
  return scopedPinAttempts(
    [
      { failures: failures.session, limit: SESSION_PIN_LIMIT },
      { failures: failures.canteen, limit: CANTEEN_PIN_LIMIT },
    ],
    now,
  );
}

/**
 * The PIN check of several scopes at once (the kiosk's session and canteen, the room tablet's room and
 * location): locked when any is, then for the longest wait; otherwise the fewest attempts left.
 */
export function scopedPinAttempts(scoped: ReadonlyArray<{ failures: readonly number[]; limit: AttemptLimit }>, now: number): PinAttempts {
  const scopes = scoped.map(({ failures, limit }) => attemptsIn(failures, now, limit));
  const waits = scopes.flatMap((scope) => (scope.locked ? [scope.retryAfterSeconds] : []));
  if (waits.length > 0) return { locked: true, retryAfterSeconds: Math.max(...waits) };
  return { locked: false, attemptsLeft: Math.min(...scopes.map((scope) => (scope.locked ? 0 : scope.attemptsLeft))) };
}
