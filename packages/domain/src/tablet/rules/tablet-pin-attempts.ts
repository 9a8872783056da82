import { KIOSK_PIN_ATTEMPTS_MAX, TABLET_LOCATION_PIN_ATTEMPTS_MAX } from '../../constants';
import { KIOSK_PIN_WINDOW_MS, scopedPinAttempts, type PinAttempts } from '../../kiosk/rules/pin-attempts';
import { KIOSK_MESSAGES } from '../../messages';

/** The wrong PINs (epoch ms) of a room's tablet, and of every tablet of its location. */
export interface TabletPinFailures {
  room: readonly number[];
  location: readonly number[];
}

/**
 * The room tablet's PIN check (docs/decisions/101), as the kiosk's (docs/decisions/038): at most
 * KIOSK_PIN_ATTEMPTS_MAX wrong PINs per room tablet and TABLET_LOCATION_PIN_ATTEMPTS_MAX per location in
 * KIOSK_PIN_WINDOW_MINUTES, so that walking to the next room gives no fresh attempts.
 */
export const tabletPinAttempts = (failures: TabletPinFailures, now: number): PinAttempts =>
  scopedPinAttempts(
    [
      { failures: failures.room, limit: { max: KIOSK_PIN_ATTEMPTS_MAX, windowMs: KIOSK_PIN_WINDOW_MS } },
      { failures: failures.location, limit: { max: TABLET_LOCATION_PIN_ATTEMPTS_MAX, windowMs: KIOSK_PIN_WINDOW_MS } },
    ],
    now,
  );

/** The answer (400) to a wrong PIN at `now`, which counts: the attempts left, or the wait it now takes. */
export function wrongTabletPin(failures: TabletPinFailures, now: number): string {
  const after = tabletPinAttempts({ room: [...failures.room, now], location: [...failures.location, now] }, now);
  return after.locked ? KIOSK_MESSAGES.wrongPin(0, after.retryAfterSeconds) : KIOSK_MESSAGES.wrongPin(after.attemptsLeft, 0);
}
