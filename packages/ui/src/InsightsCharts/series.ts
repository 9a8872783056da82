import { compareText } from '@roombook/domain/common/rules/text-order';
import { INSIGHTS_CHART_TEXTS as T } from './texts';

/** The series a chart draws in colours of their own; the rest are merged into "Other" (the table lists them all). */
const MAX_SERIES = 7;

/** The key of the "Other" series. */
export const OTHER_KEY = '\u0000other';

/** A series of a chart: its key, its name, and its total over the chart (its rank). */
export interface RankedSeries {
  key: string;
  label: string;
  total: number;
}

/**
 * The series to draw, the largest first: all of them when there are MAX_SERIES or fewer, else the MAX_SERIES
 * largest and "Other" for the rest. Ties go by name, so the order does not depend on the answer's.
 */
export function rankSeries(totals: ReadonlyMap<string, { label: string; total: number }>): { shown: RankedSeries[]; merged: ReadonlySet<string> } {
  const ranked = [...totals].map(([key, { label, total }]) => ({ key, label, total })).sort((a, b) => b.total - a.total || compareText(a.label, b.label));
  if (ranked.length <= MAX_SERIES) return { shown: ranked, merged: new Set() };
  const rest = ranked.slice(MAX_SERIES);
  return {
    shown: [...ranked.slice(0, MAX_SERIES), { key: OTHER_KEY, label: T.other, total: rest.reduce((sum, series) => sum + series.total, 0) }],
    merged: new Set(rest.map((series) => series.key)),
  };
}

/** Adds `value` to `key`'s total. */
export function addTo(totals: Map<string, { label: string; total: number }>, key: string, label: string, value: number) {
  const entry = totals.get(key);
  if (entry) entry.total += value;
  else totals.set(key, { label, total: value });
}

/** Every month from the first to the last of `months` ('YYYY-MM'), those between without figures too. */
export function monthRange(months: readonly string[]): string[] {
  if (months.length === 0) return [];
  const sorted = [...months].sort();
  const index = (month: string) => {
    const [year = 0, number = 1] = month.split('-').map(Number);
    return year * 12 + number - 1;
  };
  const range: string[] = [];
  for (let at = index(sorted[0]!); at <= index(sorted[sorted.length - 1]!); at += 1) {
    range.push(`${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`);
  }
  return range;
}
