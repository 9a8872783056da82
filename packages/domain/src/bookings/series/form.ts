import { z } from 'zod';
import { SeriesBody } from './schemas';

/**
 * A series as a form posts it (application/x-www-form-urlencoded, the web app's fetcher actions): one flat field
 * a value, the lists as repeated fields. `SeriesForm` reads those fields into `SeriesBody` and is then checked by
 * `SeriesBody` itself, so a form and the API refuse the same things with the same words (its issues are at the
 * API's paths: 'booking.name', 'repeat.until').
 */

/** A text a form leaves blank means "not given". */
const given = (value: unknown) => (value === '' ? undefined : value);
/** A repeated field: none, one (a text) or several (a list) values, as a list. */
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]);

/** Any value or none: what each field holds is SeriesBody's to say. */
const field = z.unknown().optional();

const flatFields = {
  name: field,
  roomId: field,
  bookingStart: field,
  bookingEnd: field,
  frequency: field,
  weeksApart: field,
  /** Weekly: repeated, one a day ('MO' … 'SU'). */
  weekdays: field,
  until: field,
  count: field,
  /** Repeated, one a chosen start. */
  occurrences: field,
};

export const SeriesForm = z
  .object(flatFields)
  // The values as posted, nested as SeriesBody reads them; SeriesBody then checks every one of them.
  .transform(
    ({ name, roomId, bookingStart, bookingEnd, frequency, weeksApart, weekdays, until, count, occurrences }) =>
      ({
        booking: { name, roomId, bookingStart, bookingEnd },
        repeat: {
          frequency,
          weeksApart: given(weeksApart),
          weekdays: weekdays === undefined ? undefined : listOf(weekdays),
          until: given(until),
          count: given(count),
        },
        occurrences: listOf(occurrences),
      }) as z.input<typeof SeriesBody>,
  )
  .pipe(SeriesBody);
