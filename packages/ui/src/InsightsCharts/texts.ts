import { TEXTS } from '@roombook/domain/messages';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';

const days = (count: number) => (count === 1 ? 'day' : 'days');
const weeks = (count: number) => (count === 1 ? 'week' : 'weeks');
/** Ends a sentence with a full stop, unless it ends with one already ('… 1.234,50 kr.'). */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/**
 * The charts' own words, which the domain's INSIGHTS_MESSAGES does not have: the labels drawn in the charts and
 * the one-sentence summaries a screen reader hears as each chart's description. Titles, descriptions and column
 * headers are INSIGHTS_MESSAGES'.
 */
export const INSIGHTS_CHART_TEXTS = {
  /** A download link's label: 'Download SVG'. */
  download: (format: string) => `${INSIGHTS_MESSAGES.download} ${format}`,
  /** The series the smaller companies or items are merged into. */
  other: 'Other',
  /** The busy hours' cells of hours the period did not have (a period shorter than a week). */
  notInPeriod: 'Not in the period',
  /** The unit of the money charts' axis. */
  kr: 'kr.',
  /** A room's bar: 'Fjord · Harbour House'. */
  roomAt: (room: string, location: string) => `${room} · ${location}`,
  /** A company's row in the limits chart: 'Nordlys ApS · Fjord'. */
  companyInRoom: (company: string, room: string) => `${company} · ${room}`,
  daysAtLimit: (count: number, of: number) => `${count} of ${of} ${days(of)}`,
  weeksAtLimit: (count: number, of: number) => `${count} of ${of} ${weeks(of)}`,
  /** A bar's or a cell's tooltip: 'Fjord · Harbour House: 62,5 %'. */
  valueOf: (name: string, value: string) => `${name}: ${value}`,
  summary: {
    /** The description of a chart without numbers. */
    empty: `${INSIGHTS_MESSAGES.empty}.`,
    utilisation: (most: string, mostValue: string, least: string, leastValue: string) =>
      `Most used: ${most}, ${mostValue}. Least used: ${least}, ${leastValue}.`,
    oneRoom: (room: string, value: string) => `${room}: ${value} of the open hours booked.`,
    hours: (busiest: string, busiestValue: string, average: string) => `Busiest hour: ${busiest}, ${busiestValue}. On average ${average} of the hours was booked.`,
    noHours: 'No hour was booked.',
    dailyLimit: (row: string, value: string) => `Most often at the daily limit: ${row}, ${value}.`,
    weeklyLimit: (row: string, value: string) => `Most often at the weekly limit: ${row}, ${value}.`,
    noDailyLimit: 'No day reached a daily limit.',
    noWeeklyLimit: 'No week reached a weekly limit.',
    share: (largest: string, value: string, companies: number) =>
      companies === 1 ? `${largest} booked all the hours, ${value}.` : `Largest share: ${largest}, ${value}, of ${companies} companies.`,
    revenue: (total: string, month: string, monthTotal: string) =>
      `${sentence(`${TEXTS.reports.totals.totalWithDiscount}: ${total}`)} ${sentence(`Highest month: ${month}, ${monthTotal}`)}`,
    canteen: (total: string, item: string, itemTotal: string) =>
      `${sentence(`${TEXTS.reports.totals.totalExcludingTax}: ${total}`)} ${sentence(`Best-selling item: ${item}, ${itemTotal}`)}`,
  },
} as const;
