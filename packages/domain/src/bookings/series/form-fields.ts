import type { SeriesBody } from './schemas';

/**
 * A series as the flat fields a form posts (what `SeriesForm` in form.ts reads back). Apart from form.ts, whose
 * schema checks the series with rrule-temporal (and its own Temporal polyfill, 52 KB gzip): the calendar page
 * writes these fields, the route's action reads them on the server.
 */

/** The flat fields of a series, the ones left out not sent. */
export type SeriesFormFields = Record<string, string | number | readonly string[]>;

/** A series body as the flat fields a form posts. */
export function seriesFormFields({ booking, repeat, occurrences }: SeriesBody): SeriesFormFields {
  const fields: Record<string, SeriesFormFields[string] | undefined> = { ...booking, ...repeat, occurrences };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, SeriesFormFields[string]] => entry[1] !== undefined));
}
