import type { Temporal } from 'temporal-polyfill';

/**
 * Instants read as text (docs/decisions/044): where a statement answers many rows, a `timestamptz` column
 * becomes the contract's instant without a `Date` in between. Parsing PostgreSQL's text into a Date and
 * writing it back with `toISOString` took a quarter of the API's time on a month of bookings.
 */

/**
 * An instant as a statement's binding: its ISO text, exact (as `toString`). A whole millisecond, as a day's or
 * week's window always is, is written by Date, at a tenth of the cost of Temporal's `toString`.
 */
export const instantText = (instant: Temporal.Instant): string =>
  instant.epochNanoseconds % 1_000_000n === 0n ? new Date(instant.epochMilliseconds).toISOString() : instant.toString();

/**
 * A `timestamptz` column as its UTC wall-clock text, 'YYYY-MM-DD HH:MM:SS' with up to six digits of
 * fraction, whatever the session's time zone (the select list's SQL, named `alias`).
 */
export const utcText = (column: string, alias: string): string => `${utcTextOf(column)} as "${alias}"`;

/** `utcText`'s expression alone, without a name (for a value inside a larger expression). */
export const utcTextOf = (column: string): string => `(${column} at time zone 'UTC')::text`;

/**
 * `utcText`'s text as the contract's instant, in `Date.prototype.toISOString`'s form
 * ('YYYY-MM-DDTHH:MM:SS.sssZ'; the fraction cut to milliseconds, as a Date cuts it).
 */
export const isoFromUtcText = (text: string): string => {
  const shape = text.length >= 19 && text[4] === '-' && text[10] === ' ' && text[13] === ':' && (text.length === 19 || text[19] === '.');
  if (!shape) throw new Error(`not a UTC timestamp text: ${text}`);
  const milliseconds = text.length > 20 ? text.slice(20, 23).padEnd(3, '0') : '000';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${milliseconds}Z`;
};
