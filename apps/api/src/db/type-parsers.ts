import pg from 'pg';

/**
 * The one place that decides how column types arrive in JavaScript, for both drivers, so that
 * repositories see the same values on PostgreSQL and on PGlite:
 * - int8 (bigint, `count(*)`) → number (ids and counts stay far below 2^53);
 * - date → the 'YYYY-MM-DD' text (never a Date at local midnight);
 * - numeric stays text on both; timestamptz is a Date on both.
 */
const INT8 = 20;
const DATE = 1082;

const parseInt8 = (value: string): number => Number(value);
const keepText = (value: string): string => value;

/** Parsers for PGlite (`new PGlite({ parsers })`). */
export const pgliteParsers: Record<number, (value: string) => unknown> = {
  [INT8]: parseInt8,
  [DATE]: keepText,
};

let pgParsersSet = false;

/** Sets the same parsers on the `pg` driver (process-wide, idempotent). */
export const setPgTypeParsers = (): void => {
  if (pgParsersSet) return;
  pg.types.setTypeParser(INT8, parseInt8);
  pg.types.setTypeParser(DATE, keepText);
  pgParsersSet = true;
};
