import { formatDkk } from '@roombook/domain/money/index';
import { percentText } from '@roombook/domain/messages';
import { hourSpan, percentOf, WEEKDAY_NAMES } from '@roombook/domain/insights/tables';
import { APP_LOCALE } from '../Locale/Locale';
import { INSIGHTS_CHART_TEXTS as T } from './texts';

/**
 * How the charts write their numbers: the product's one locale (docs/decisions/089), English words with Danish
 * formats. Percentages and hours as every text writes them ('62,5 %', '1,5'), amounts as the reports do
 * ('1.234,50 kr.'), months in English words with the year ('Oct 2026', as `en-DK` writes a month), weekdays in
 * English ('Monday'). The table under each chart writes the same numbers the same way.
 */

/** A part of a whole as the charts and their tables write it: '62,5 %' (two decimals at most; 0 % of nothing). */
export const shareText = (part: number, whole: number): string => percentText(percentOf(part, whole));

/** An amount in øre: '1.234,50 kr.'. */
export const krText = (ore: number): string => `${formatDkk(ore)} ${T.kr}`;

const KRONER = new Intl.NumberFormat(APP_LOCALE, { maximumFractionDigits: 0 });
/** Whole kroner for an axis or a bar's label, where the unit is written once: '12.500'. */
export const kronerText = (ore: number): string => KRONER.format(Math.round(ore / 100));

const MONTH_NAME = new Intl.DateTimeFormat(APP_LOCALE, { month: 'short', timeZone: 'UTC' });
/** A 'YYYY-MM' month's name alone, for an axis that writes the year under it: 'Oct'. */
export const monthName = (month: string): string => MONTH_NAME.format(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)));

/** An ISO weekday (1 = Monday): 'Monday'. */
const weekdayText = (weekday: number): string => WEEKDAY_NAMES[weekday - 1] ?? '';
/** An ISO weekday, short: 'Mon'. */
export const weekdayShort = (weekday: number): string => weekdayText(weekday).slice(0, 3);

/** An hour of the week: 'Monday 08:00–09:00'. */
export const hourOfWeekText = (weekday: number, hour: number): string => `${weekdayText(weekday)} ${hourSpan(hour)}`;

/* ---------------------------------------- fitting text without measuring ----------------------------------------- */

/**
 * A character's width in em in the product's sans-serif (Inter), estimated by its kind and rounded up: no script
 * measures text on the server, so the charts lay their labels out with these. Generous by design (medium weight,
 * wide letters), so that an estimated text always fits where it is put.
 */
function charWidth(char: string): number {
  if (/[0-9]/.test(char)) return 0.64;
  if (char === ' ') return 0.3;
  if (/[.,:;·'|!ijlIft()[\]]/.test(char)) return 0.36;
  if (/[%…mwMW@ÆŒæœ—]/.test(char)) return 0.95;
  if (char !== char.toLowerCase()) return 0.74;
  return 0.6;
}

/** The width a text takes at `fontSize` px, estimated (see charWidth). */
export const textWidth = (text: string, fontSize: number): number => [...text].reduce((sum, char) => sum + charWidth(char), 0) * fontSize;

/** `text`, cut with an ellipsis to fit in `width` px ('The large conference hall on the…'); whole when it fits. */
export function fitText(text: string, width: number, fontSize: number): string {
  if (textWidth(text, fontSize) <= width) return text;
  const room = width - textWidth('…', fontSize);
  const chars = [...text];
  let used = 0;
  let count = 0;
  while (count < chars.length && used + charWidth(chars[count]!) * fontSize <= room) {
    used += charWidth(chars[count]!) * fontSize;
    count += 1;
  }
  return `${chars.slice(0, Math.max(1, count)).join('').trimEnd()}…`;
}
