/**
 * Recurring bookings (issue 30 §3, docs/decisions/106): our words, the spec has none. No calls and no zod, so a
 * screen reads them without loading every call (docs/decisions/062).
 */

/** The most occurrences one series has, and how far after its first one it may end (issue 30 §3). */
export const SERIES_MAX_OCCURRENCES = 52;
export const SERIES_MAX_YEARS = 1;
/** "Every N weeks": at most this N. */
export const SERIES_MAX_WEEKS_APART = 12;

/** The repeats the dialog offers, each one RRULE pattern (series-rule.ts). */
export const REPEAT_FREQUENCIES = ['daily', 'weekdays', 'weekly', 'monthly'] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

/** RFC 5545's weekday codes, Monday first (the ISO week the limits count in). */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

const ORDINALS = ['first', 'second', 'third', 'fourth'] as const;

/** "the second Tuesday", "the last Friday": the monthly repeat's day (`ordinal` 1–4, or -1 for the last). */
const monthlyDay = (ordinal: number, weekday: WeekdayCode) => `the ${ordinal === -1 ? 'last' : ORDINALS[ordinal - 1]} ${WEEKDAY_NAMES[weekday]}`;

const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export const SERIES_MESSAGES = {
  repeat: 'Repeat',
  doesNotRepeat: 'Does not repeat',
  frequency: {
    daily: 'Every day',
    weekdays: 'Every weekday (Monday to Friday)',
    weekly: 'Weekly',
    monthly: 'Monthly on the same weekday',
  } satisfies Record<RepeatFrequency, string>,
  /** The monthly choice once the first booking's day is known: "Monthly on the second Tuesday". */
  monthlyOn: (ordinal: number, weekday: WeekdayCode) => `Monthly on ${monthlyDay(ordinal, weekday)}`,
  weekdayName: (code: WeekdayCode) => WEEKDAY_NAMES[code],
  /** A weekday's box of the weekly repeat: "Mon" (its name, "Monday", is what it is called). */
  weekdayShortName: (code: WeekdayCode) => WEEKDAY_NAMES[code].slice(0, 3),
  everyWeeks: 'Every (weeks)',
  onDays: 'On',
  ends: 'Ends',
  endsOn: 'On date',
  endsAfter: 'After a number of occurrences',
  until: 'End date',
  count: 'Occurrences',
  /** What a series' rule says, as the booking's details show it. */
  describe: {
    repeats: 'Repeats',
    daily: 'Repeats every day',
    weekdays: 'Repeats every weekday',
    weekly: (weeksApart: number, days: readonly WeekdayCode[]) =>
      `Repeats ${weeksApart === 1 ? 'weekly' : `every ${weeksApart} weeks`} on ${listed(days.map((day) => WEEKDAY_NAMES[day]))}`,
    monthly: (ordinal: number, weekday: WeekdayCode) => `Repeats monthly on ${monthlyDay(ordinal, weekday)}`,
  },
  /** The bookings a repeat gives, as the Create booking dialog lists them before they are booked. */
  occurrences: 'Bookings of the series',
  bookable: (bookable: number, total: number) => `${bookable} of ${total} can be booked`,
  checking: 'Checking the bookings…',
  previewNeeds: 'The bookings of the series are listed once the fields above are filled in',
  /** The dialog's Save with a repeat: "Book 11 bookings". */
  bookSeries: (count: number) => (count === 1 ? 'Book 1 booking' : `Book ${count} bookings`),
  /** Form and request errors. */
  weekdaysRequired: 'Choose at least one day',
  endRequired: 'Choose an end date or a number of occurrences',
  endBoth: 'Choose either an end date or a number of occurrences, not both',
  untilBeforeStart: 'The end date cannot be before the first booking',
  untilTooLate: `A series ends at most ${SERIES_MAX_YEARS} year after its first booking`,
  tooManyOccurrences: `A series has at most ${SERIES_MAX_OCCURRENCES} bookings`,
  noOccurrences: 'No booking of this series falls before its end',
  chooseOccurrences: 'Choose at least one booking of the series',
  notAnOccurrence: 'Choose only bookings of this series',
  /** A refusal found at the save, for one occurrence: its date (Danish) and the spec's message. */
  occurrenceRefused: (date: string, message: string) => `${date}: ${message}`,
  seriesCreated: (count: number) => (count === 1 ? '1 booking created' : `${count} bookings created`),
} as const;
