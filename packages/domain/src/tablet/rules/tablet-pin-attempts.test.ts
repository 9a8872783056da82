import { describe, expect, it } from 'vitest';
import { KIOSK_PIN_ATTEMPTS_MAX, KIOSK_PIN_WINDOW_MINUTES, TABLET_LOCATION_PIN_ATTEMPTS_MAX } from '../../constants';
import { tabletPinAttempts, wrongTabletPin } from './tablet-pin-attempts';

const NOW = Date.parse('2026-06-10T08:00:00Z');
const WINDOW_MS = KIOSK_PIN_WINDOW_MINUTES * 60_000;
const times = (count: number, at = NOW - 60_000) => Array.from({ length: count }, () => at);

describe('tabletPinAttempts', () => {
  it('counts the room’s wrong PINs of the window', () => {
    expect(tabletPinAttempts({ room: times(2), location: times(2) }, NOW)).toEqual({ locked: false, attemptsLeft: KIOSK_PIN_ATTEMPTS_MAX - 2 });
  });
  it('locks a room’s tablet after its own wrong PINs until the oldest leaves the window', () => {
    const attempts = tabletPinAttempts({ room: times(KIOSK_PIN_ATTEMPTS_MAX), location: times(KIOSK_PIN_ATTEMPTS_MAX) }, NOW);
    expect(attempts).toEqual({ locked: true, retryAfterSeconds: (WINDOW_MS - 60_000) / 1000 });
  });
  it('locks every tablet of the location after the location’s wrong PINs, though this room has none', () => {
    expect(tabletPinAttempts({ room: [], location: times(TABLET_LOCATION_PIN_ATTEMPTS_MAX) }, NOW).locked).toBe(true);
  });
  it('forgets wrong PINs older than the window', () => {
    expect(tabletPinAttempts({ room: times(KIOSK_PIN_ATTEMPTS_MAX, NOW - WINDOW_MS), location: [] }, NOW)).toEqual({ locked: false, attemptsLeft: KIOSK_PIN_ATTEMPTS_MAX });
  });
});

describe('wrongTabletPin', () => {
  it('says how many attempts are left after this one', () => {
    expect(wrongTabletPin({ room: [], location: [] }, NOW)).toBe(`Wrong company or PIN code. ${KIOSK_PIN_ATTEMPTS_MAX - 1} attempts left`);
  });
  it('says how long to wait after the last one', () => {
    expect(wrongTabletPin({ room: times(KIOSK_PIN_ATTEMPTS_MAX - 1, NOW), location: [] }, NOW)).toBe(
      `Wrong company or PIN code. Too many wrong PIN codes: please wait ${KIOSK_PIN_WINDOW_MINUTES} minutes and try again`,
    );
  });
});
