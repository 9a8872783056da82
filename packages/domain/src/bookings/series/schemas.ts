import { z } from 'zod';
import { VALIDATION } from '../../messages';
import { boundedList, FORM_MESSAGES, numberField, whenValid } from '../../common/fields';
import { IsoInstant } from '../../common/schemas';
import { toInstant } from '../../time/zone';
import { Booking, BookingBody, dateText } from '../schemas';
import { REPEAT_FREQUENCIES, SERIES_MAX_OCCURRENCES, SERIES_MAX_WEEKS_APART, SERIES_MESSAGES, WEEKDAY_CODES } from './page';
import { expandSeries } from './series-rule';
import { SERIES_SCOPES } from './scopes';

const wholeNumberIn = (min: number, max: number) =>
  numberField((n) => n.int(FORM_MESSAGES.wholeNumber).min(min, `Must be at least ${min}`).max(max, FORM_MESSAGES.tooLarge(max)));

/**
 * How a booking repeats (issue 30 §3): daily, every weekday, weekly on chosen days every N weeks, or monthly on
 * the first booking's weekday of the month; ending on a day or after a number of bookings, one of the two.
 */
export const Repeat = z
  .object({
    frequency: z.enum(REPEAT_FREQUENCIES, { error: VALIDATION.required }),
    weeksApart: wholeNumberIn(1, SERIES_MAX_WEEKS_APART).optional().describe('Weekly: every how many weeks; 1 when left out'),
    weekdays: boundedList(z.enum(WEEKDAY_CODES), { max: WEEKDAY_CODES.length })
      .optional()
      .describe("Weekly: the days, RFC 5545's codes (MO … SU)"),
    until: dateText()
      .optional()
      .describe("The last day of the series, 'YYYY-MM-DD' in Europe/Copenhagen (or `count`)"),
    count: wholeNumberIn(1, SERIES_MAX_OCCURRENCES).optional().describe('How many bookings the series has (or `until`)'),
  })
  .superRefine((repeat, ctx) => {
    if (repeat.until === undefined && repeat.count === undefined) ctx.addIssue({ code: 'custom', message: SERIES_MESSAGES.endRequired, path: ['until'] });
    if (repeat.until !== undefined && repeat.count !== undefined) ctx.addIssue({ code: 'custom', message: SERIES_MESSAGES.endBoth, path: ['count'] });
  });
export type Repeat = z.infer<typeof Repeat>;

/** The repeat's own issues that need the first booking (`expandSeries`), at their fields. */
const checkSeries = (value: { booking: BookingBody; repeat: Repeat; occurrences?: readonly string[] }, ctx: z.RefinementCtx) => {
  const expanded = expandSeries(value.repeat, value.booking);
  if ('issue' in expanded) {
    ctx.addIssue({ code: 'custom', message: expanded.issue.message, path: ['repeat', expanded.issue.path] });
    return;
  }
  const starts = new Set(expanded.occurrences.map((occurrence) => toInstant(occurrence.bookingStart).epochMilliseconds));
  if (value.occurrences?.some((start) => !starts.has(toInstant(start).epochMilliseconds))) {
    ctx.addIssue({ code: 'custom', message: SERIES_MESSAGES.notAnOccurrence, path: ['occurrences'] });
  }
};

const seriesFields = {
  booking: BookingBody.describe('The first booking: its title, room and times'),
  repeat: Repeat,
};

/** Body of `POST /api/booking/series/preview`: a booking and how it repeats. */
export const SeriesPreviewBody = z.object(seriesFields).superRefine(checkSeries, { when: whenValid('booking', 'repeat') });
export type SeriesPreviewBody = z.infer<typeof SeriesPreviewBody>;

/** Body of `POST /api/booking/series`: the same, and which of the series' bookings to book (their starts). */
export const SeriesBody = z
  .object({
    ...seriesFields,
    occurrences: boundedList(IsoInstant, { max: SERIES_MAX_OCCURRENCES, min: 1, tooFew: SERIES_MESSAGES.chooseOccurrences }).describe('The starts of the bookings of the series to book (the preview lists them); the others are left out'),
  })
  .superRefine(checkSeries, { when: whenValid('booking', 'repeat', 'occurrences') });
export type SeriesBody = z.infer<typeof SeriesBody>;

/** One booking of a previewed series, and why it cannot be booked (the message a single booking would get), or null. */
export const SeriesOccurrence = z.object({
  bookingStart: IsoInstant,
  bookingEnd: IsoInstant,
  refusal: z.string().nullable().describe('Why this booking cannot be made, as a single booking would be refused; null when it can'),
});
export type SeriesOccurrence = z.infer<typeof SeriesOccurrence>;

/** `POST /api/booking/series/preview`'s answer: the rule, in words and in RFC 5545, and each booking it gives. */
export const SeriesPreview = z.object({
  rule: z.string().describe("The series' RRULE value (RFC 5545), as it is stored"),
  description: z.string().describe("The rule in words, as the booking's details say it"),
  occurrences: z.array(SeriesOccurrence).max(SERIES_MAX_OCCURRENCES),
});
export type SeriesPreview = z.infer<typeof SeriesPreview>;

/** `POST /api/booking/series`'s answer: the series and the bookings made. */
export const SeriesCreated = z.object({
  id: z.number().int(),
  rule: z.string().describe("The series' RRULE value (RFC 5545)"),
  description: z.string(),
  bookings: z.array(Booking).max(SERIES_MAX_OCCURRENCES),
});
export type SeriesCreated = z.infer<typeof SeriesCreated>;

/**
 * `?scope=` of `PUT` and `DELETE /api/booking/{id}` (issue 30 §3): for an occurrence of a series, this one (the
 * default), this and the later ones, or all of them that have not started. A single booking is always just itself.
 */
export const SeriesScopeQuery = z.object({
  scope: z
    .enum(SERIES_SCOPES, { error: `Must be one of ${SERIES_SCOPES.join(', ')}` })
    .optional()
    .describe("An occurrence of a series: 'this' (the default), 'following' or 'all'; the other occurrences that have started, and those changed by themselves, are left as they are"),
});
export type SeriesScopeQuery = z.infer<typeof SeriesScopeQuery>;
