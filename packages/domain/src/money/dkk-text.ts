import { CURRENCY } from '../constants';
import { assertOre } from './rounding';
import { withTax } from './tax';

/**
 * Reading and writing DKK amounts as text. Amounts are integer øre everywhere else; text exists only
 * at the edges (form inputs, screens, reports).
 */

/** Kroner, then optionally a decimal point or comma and one or two øre digits. No sign, no grouping. */
const DKK_INPUT = /^(\d{1,13})(?:[.,](\d{1,2}))?$/;

/**
 * Parses what a user types in a DKK field into øre: '125' → 12500, '125.50' and '125,50' → 12550,
 * '125.5' → 12550. Surrounding spaces are ignored. Returns null for anything else: empty text, a sign,
 * thousands separators ('1,234.50', '1.234,50' are ambiguous between the two conventions), three or
 * more decimals, letters or a currency.
 */
export function parseDkk(text: string): number | null {
  const match = DKK_INPUT.exec(text.trim());
  if (match === null) return null;
  const kroner = Number(match[1]);
  const ore = Number((match[2] ?? '').padEnd(2, '0'));
  const amount = kroner * 100 + ore;
  return Number.isSafeInteger(amount) ? amount : null;
}

const splitOre = (ore: number): { sign: string; kroner: string; ore: string } => {
  assertOre(ore);
  const absolute = Math.abs(ore);
  return {
    sign: ore < 0 ? '-' : '',
    kroner: String(Math.floor(absolute / 100)),
    ore: String(absolute % 100).padStart(2, '0'),
  };
};

/**
 * An amount for display in the Danish number format, like every number and date of the interface
 * (ADR 022): thousands grouped with a point, a decimal comma, always two decimals ('1.234,50', '0,05',
 * '-12,00').
 */
export function formatDkk(ore: number): string {
  const parts = splitOre(ore);
  return `${parts.sign}${parts.kroner.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${parts.ore}`;
}

/** An amount as a form input's value: no grouping, a decimal comma, so that parseDkk reads it back ('1234,50'). */
export function toDkkInput(ore: number): string {
  const parts = splitOre(ore);
  return `${parts.sign}${parts.kroner},${parts.ore}`;
}

/** What a rate of 0 reads as (our wording): a free room, not '0,00 DKK (0,00 with tax)'. */
export const FREE_RATE_TEXT = 'Free';

/**
 * A room's hourly rate wherever a price is shown (§2: Meeting rooms, Manage rooms, a booking's cost, a
 * canteen item's price): 'x DKK (y with tax)', or '-' for a room without a rate. A rate of 0 is a rate, and
 * reads 'Free' (FREE_RATE_TEXT).
 */
export function formatRateWithTax(ore: number | null): string {
  if (ore === null) return '-';
  if (ore === 0) return FREE_RATE_TEXT;
  return `${formatDkk(ore)} ${CURRENCY} (${formatDkk(withTax(ore))} with tax)`;
}
