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
  /** Book now, End early and Extend (docs/decisions/101). */
  bookNow: 'Book now',
  bookNowFor: (minutes: number) => `${minutes} min`,
  until: (time: string) => `until ${time}`,
  /** The name of a booking made with Book now (its booker can rename it in the calendar). */
  bookNowTitle: 'Booked on the tablet',
  endEarly: 'End early',
  extend: 'Extend 15 min',
  identifyHeading: 'Who is booking?',
  identifyHelp: 'Choose your company and type your PIN code.',
  confirmHeading: {
    bookNow: (until: string) => `Book until ${until}`,
    endEarly: (end: string) => `End the booking at ${end}`,
    extend: (until: string) => `Extend until ${until}`,
    checkIn: 'Check in',
  },
  company: 'Company',
  /** The companies could not be read (no network, the server down): the dialog asks again when opened again. */
  companiesUnavailable: 'The companies could not be loaded. Please try again',
  pinCode: 'PIN code',
  confirm: 'Confirm',
  /** Book now, End early or Extend got no answer (no network, the server down). */
  notSent: 'The tablet could not reach the server. Please try again',
  cancel: 'Cancel',
  booked: (until: string) => `Booked until ${until}`,
  /** End early's new end, and the confirmation once it is done. */
  endsAt: (time: string) => `ends at ${time}`,
  ended: (time: string) => `Ended early: the room is free from ${time}`,
  extended: (until: string) => `Extended until ${until}`,
  /** Refusals of the tablet's own (the booking rules answer with the spec's texts). */
  notYourCompany: 'Only someone of the booking’s company can change it here',
  notGoingOn: 'Only the booking going on now can be changed here',
  endsThisQuarter: 'The booking already ends within this quarter hour',
  changedMeanwhile: 'The booking has just changed. Please try again',
  /** Check-in (docs/decisions/102). */
  checkIn: 'Check in',
  checkedIn: 'Checked in',
  checkInBy: (time: string) => `Check in by ${time}, or the room is released`,
  checkedInDone: 'Checked in. Have a good meeting',
  noCheckInHere: 'Bookings of this room need no check-in',
  checkInClosed: 'Check-in is open from 5 minutes before to 10 minutes after the start',
  released: 'The booking was released: the room is free',
} as const;
