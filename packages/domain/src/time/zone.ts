import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '../constants';
import { kept } from '../kept';

/** An instant as the API and the database carry it: a Temporal.Instant or an ISO-8601 text with offset. */
export type InstantLike = Temporal.Instant | string;

/** Reads an InstantLike. Throws a RangeError on a text that is not an ISO-8601 instant. */
export const toInstant = (value: InstantLike): Temporal.Instant =>
  typeof value === 'string' ? Temporal.Instant.from(value) : value;

/** The instant as wall-clock time in Europe/Copenhagen (never the server's local zone). */
export const inCopenhagen = (value: InstantLike): Temporal.ZonedDateTime =>
  toInstant(value).toZonedDateTimeISO(TIME_ZONE);

/** An instant's milliseconds since the epoch (an ISO text read as Date reads it; a bad text throws as `toInstant`). */
export const epochMillisecondsOf = (value: InstantLike): number => {
  if (typeof value !== 'string') return value.epochMilliseconds;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? toInstant(value).epochMilliseconds : ms;
};

const HOUR_MS = 3_600_000;
/** Copenhagen's UTC offset per hour of time (ms), NaN for an hour with a change inside it; bounded. */
const offsets = new Map<number, number>();
const OFFSETS_MAX = 100_000;
const offsetAt = (ms: number): number => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(TIME_ZONE).offsetNanoseconds / 1_000_000;

/**
 * Copenhagen's UTC offset at an instant, in milliseconds (3,600,000 in winter, 7,200,000 in summer). The zone
 * rules are read once per hour of time and kept: a report converts a year of rows, and a Temporal conversion
 * per row costs more than the rest of the row.
 */
export function copenhagenOffsetMs(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  const offset = kept(offsets, hour, OFFSETS_MAX, () => {
    const start = offsetAt(hour * HOUR_MS);
    return start === offsetAt(hour * HOUR_MS + HOUR_MS - 1) ? start : Number.NaN;
  });
  return Number.isNaN(offset) ? offsetAt(epochMs) : offset;
}

/**
 * An instant's Copenhagen wall time, as the UTC fields of a Date (29 March 2026 01:15Z is 03:15 CEST: a Date
 * of 03:15Z): what a spreadsheet, whose dates have no zone, shows.
 */
export const copenhagenWallClock = (value: InstantLike): Date => {
  const ms = epochMillisecondsOf(value);
  return new Date(ms + copenhagenOffsetMs(ms));
};

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
