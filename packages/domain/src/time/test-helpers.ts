import { Temporal } from 'temporal-polyfill';

/** Test helper: an instant written as ISO text. */
export const at = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

/** Test helper: an instant or zoned time as Copenhagen wall clock with offset, e.g. '2026-03-29T03:15:00+02:00'. */
export const cph = (value: Temporal.Instant | Temporal.ZonedDateTime): string =>
  (value instanceof Temporal.Instant ? value.toZonedDateTimeISO('Europe/Copenhagen') : value).toString({
    timeZoneName: 'never',
  });

/** Test helper: the length of [start, end) in hours. */
export const hoursBetween = (start: Temporal.Instant, end: Temporal.Instant): number =>
  Number(end.epochNanoseconds - start.epochNanoseconds) / 3_600_000_000_000;
