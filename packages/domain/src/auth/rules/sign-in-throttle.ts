import {
  RECOVERY_MAILS_MAX,
  RECOVERY_WINDOW_MINUTES,
  SIGN_IN_FAILURES_MAX,
  SIGN_IN_LOCK_MAX_MINUTES,
  SIGN_IN_LOCK_MINUTES,
  SIGN_IN_LOCKS_FORGOTTEN_HOURS,
  SIGN_IN_WINDOW_MINUTES,
} from '../../constants';

const MINUTE_MS = 60_000;

/** The wrong passwords given for one e-mail address, and its lock (instants as epoch ms). */
export interface SignInThrottle {
  /** Wrong passwords since `windowStart` (none are counted while locked). */
  failures: number;
  windowStart: number;
  /** When the last lock ends (or ended); null if it never was locked or its locks were forgotten. */
  lockedUntil: number | null;
  /** Locks in a row: the next one lasts SIGN_IN_LOCK_MINUTES × 2^locks. */
  locks: number;
}

/** How long a sign-in stays refused at `now` (whole seconds, at least 1); 0 when it is not locked. */
export const lockedFor = (throttle: SignInThrottle | undefined, now: number): number =>
  throttle?.lockedUntil != null && throttle.lockedUntil > now ? Math.max(1, Math.ceil((throttle.lockedUntil - now) / 1000)) : 0;

/** What a wrong password at `now` does: `lockedNow` when it is the one that locks the address. */
export type FailureOutcome =
  | { kind: 'counted'; throttle: SignInThrottle }
  | { kind: 'lockedNow'; throttle: SignInThrottle & { lockedUntil: number } }
  | { kind: 'locked' };

/** How long the lock after `locks` locks in a row lasts (ms). */
export const lockDuration = (locks: number): number =>
  Math.min(SIGN_IN_LOCK_MINUTES * 2 ** Math.min(locks, 30), SIGN_IN_LOCK_MAX_MINUTES) * MINUTE_MS;

/**
 * A wrong password at `now` (docs/decisions/079): while locked, nothing changes. Otherwise it counts in the
 * current window (SIGN_IN_WINDOW_MINUTES from the first wrong one; one exactly that old starts a new window),
 * and the SIGN_IN_FAILURES_MAX-th locks the address for `lockDuration(locks)` and starts the count again.
 * The locks in a row are forgotten SIGN_IN_LOCKS_FORGOTTEN_HOURS after the last one ended.
 */
export function afterFailure(throttle: SignInThrottle | undefined, now: number): FailureOutcome {
  if (lockedFor(throttle, now) > 0) return { kind: 'locked' };
  const remembered =
    throttle?.lockedUntil != null && now - throttle.lockedUntil < SIGN_IN_LOCKS_FORGOTTEN_HOURS * 60 * MINUTE_MS;
  const locks = remembered ? throttle!.locks : 0;
  const lockedUntil = remembered ? throttle!.lockedUntil : null;
  const inWindow = throttle !== undefined && throttle.failures > 0 && now - throttle.windowStart < SIGN_IN_WINDOW_MINUTES * MINUTE_MS;
  const failures = inWindow ? throttle.failures + 1 : 1;
  const windowStart = inWindow ? throttle.windowStart : now;
  if (failures < SIGN_IN_FAILURES_MAX) return { kind: 'counted', throttle: { failures, windowStart, lockedUntil, locks } };
  return { kind: 'lockedNow', throttle: { failures: 0, windowStart: now, lockedUntil: now + lockDuration(locks), locks: locks + 1 } };
}

/** The recovery mails queued for one account in the current window (instants as epoch ms). */
export interface RecoveryThrottle {
  mails: number;
  windowStart: number;
}

/**
 * A recovery request at `now`: counted in the current window (RECOVERY_WINDOW_MINUTES from the first; one
 * exactly that old starts a new window); `send` while the window holds at most RECOVERY_MAILS_MAX.
 */
export function afterRecoveryRequest(throttle: RecoveryThrottle | undefined, now: number): { throttle: RecoveryThrottle; send: boolean } {
  const inWindow = throttle !== undefined && now - throttle.windowStart < RECOVERY_WINDOW_MINUTES * MINUTE_MS;
  const next = inWindow ? { mails: throttle.mails + 1, windowStart: throttle.windowStart } : { mails: 1, windowStart: now };
  return { throttle: next, send: next.mails <= RECOVERY_MAILS_MAX };
}
