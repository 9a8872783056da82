/**
 * A `json` or `jsonb` value of a row: `pg` hands it over parsed, PGlite's driver (through knex) as text.
 * SQL null stays null.
 */
export function jsonColumn<T>(value: T | string): T;
export function jsonColumn<T>(value: T | string | null | undefined): T | null | undefined;
export function jsonColumn<T>(value: T | string | null | undefined): T | null | undefined {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
