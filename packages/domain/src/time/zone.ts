import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '../constants';

/** An instant as the API and the database carry it: a Temporal.Instant or an ISO-8601 text with offset. */
export type InstantLike = Temporal.Instant | string;

/** Reads an InstantLike. Throws a RangeError on a text that is not an ISO-8601 instant. */
export const toInstant = (value: InstantLike): Temporal.Instant =>
  typeof value === 'string' ? Temporal.Instant.from(value) : value;

/** The instant as wall-clock time in Europe/Copenhagen (never the server's local zone). */
export const inCopenhagen = (value: InstantLike): Temporal.ZonedDateTime =>
  toInstant(value).toZonedDateTimeISO(TIME_ZONE);

/** The Copenhagen calendar date of an instant. */
export const copenhagenDate = (value: InstantLike): Temporal.PlainDate => inCopenhagen(value).toPlainDate();

/** Copenhagen midnight at the start of the given calendar date. */
export const startOfCopenhagenDay = (date: Temporal.PlainDate): Temporal.ZonedDateTime =>
  date.toZonedDateTime({ timeZone: TIME_ZONE });

/**
 * A Copenhagen date and wall-clock time as an instant. A wall time that does not exist (the spring
 * gap, 02:00–02:59 on the last Sunday of March) moves forward by the gap; a wall time that occurs twice
 * (02:00–02:59 on the last Sunday of October) takes the first, summer-time occurrence. This is
 * Temporal's 'compatible' disambiguation, the same as a browser's Date.
 */
export const copenhagenInstant = (date: Temporal.PlainDate, time: Temporal.PlainTime): Temporal.Instant =>
  date.toZonedDateTime({ timeZone: TIME_ZONE, plainTime: time }).toInstant();

/** 'HH:mm' of a zoned time. */
export const formatHourMinute = (time: Temporal.ZonedDateTime | Temporal.PlainTime): string =>
  `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const TIME_TEXT = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Parses 'YYYY-MM-DD' (a real calendar date); anything else is null. */
export function parseDateText(text: string): Temporal.PlainDate | null {
  if (!DATE_TEXT.test(text)) return null;
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/** Parses 'HH:mm' (00:00 to 23:59); anything else is null. */
export function parseTimeText(text: string): Temporal.PlainTime | null {
  const match = TIME_TEXT.exec(text);
  if (match === null) return null;
  return new Temporal.PlainTime(Number(match[1]), Number(match[2]));
}
