/**
 * The room tablet's own words (issue 29 §1). No calls and no zod: the tablet's screen reads them here
 * without loading every call (docs/decisions/062).
 */
export const TABLET_MESSAGES = {
  /** A code that no room has (never one, or Reset URL gave the room a new one). */
  setUpAgain: 'This tablet needs to be set up again',
  setUpAgainHelp: 'Open the room’s tablet URL from Manage rooms on this tablet, or scan its QR code.',
  free: 'Free',
  busy: 'Busy',
  inactive: 'Not in use',
  freeUntil: (time: string) => `Free until ${time}`,
  freeRestOfDay: 'Free for the rest of the day',
  busyUntil: (time: string) => `Busy until ${time}`,
  nextFree: (time: string) => `Next free at ${time}`,
  noFreeTimeToday: 'No free time left today',
  now: 'Now',
  later: 'Later today',
  nothingLater: 'No more bookings today',
  /** Minutes left of the current booking. */
  minutesLeft: (minutes: number) => (minutes === 1 ? '1 minute left' : `${minutes} minutes left`),
  offline: 'Offline: showing the last known state',
  lastUpdated: (time: string) => `Last updated ${time}`,
} as const;
