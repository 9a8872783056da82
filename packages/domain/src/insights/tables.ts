import { TEXTS } from '../messages';
import type { ReportColumn, ReportValue, ReportValueKind } from '../reports/columns';
import { BOOKING_WORKBOOK, type ReportSheetLayout } from '../reports/workbook';
import { taxTotals } from '../reports/totals';
import { INSIGHTS_MESSAGES, type InsightsChart } from './page';
import type { CompanyLimitUse, CompanyShare, Insights, MonthRevenue, MonthSales, RoomUtilisation } from './schemas';

/**
 * The numbers of each Insights chart as a table (issue 31): the rows and columns that "Show as table" lists and
 * the chart's Excel workbook holds, declared once with the reports' column kinds, so the two cannot differ.
 */

const C = INSIGHTS_MESSAGES.columns;
const N = TEXTS.reports.totals;
/** A money column's header, as the reports write theirs: 'Total (kr.)'. */
const kr = TEXTS.reports.workbook.totalLabel;

const column = <Row>(id: string, header: string, kind: ReportValueKind, width: number, value: (row: Row) => ReportValue): ReportColumn<Row> => ({
  id,
  header,
  kind,
  width,
  value,
});

/** A part of a whole in percent with two decimals (0 when the whole is 0). */
export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

const hours = (minutes: number): number => minutes / 60;

/** The English names of the ISO weekdays (docs/decisions/089: English words, Danish formats). */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');
/** An hour of the day as a span: '08:00–09:00'. */
export const hourSpan = (hour: number): string => `${pad2(hour)}:00–${pad2((hour + 1) % 24)}:00`;

/** A company's name, or 'No company' for bookings without one. */
export const companyLabel = (name: string | null): string => name ?? INSIGHTS_MESSAGES.noCompany;

/** A room's row with the period's open minutes. */
export interface UtilisationRow extends RoomUtilisation {
  openMinutes: number;
}

/** An hour of the week's row. */
export interface HourTableRow {
  weekday: number;
  hour: number;
  bookedMinutes: number;
  minutes: number;
}

/** A company's share row, with the total it is a share of. */
export interface ShareRow extends CompanyShare {
  allMinutes: number;
}

/**
 * One chart's table: its rows from the part of the answer the chart draws, its columns, and the totals under it
 * (money charts only).
 */
export interface InsightsTable<Row, Part = Insights> extends ReportSheetLayout<Row> {
  rows: (insights: Part) => readonly Row[];
}

const noSummary = { amounts: () => [], summary: () => [] };

const utilisation: InsightsTable<UtilisationRow, Pick<Insights, 'rooms' | 'openMinutes'>> = {
  sheetName: INSIGHTS_MESSAGES.charts.utilisation.title,
  rows: (insights) => insights.rooms.map((room) => ({ ...room, openMinutes: insights.openMinutes })),
  columns: [
    column('room', C.room, 'text', 28, (row) => row.roomName),
    column('location', C.location, 'text', 24, (row) => row.locationName),
    column('bookedHours', C.bookedHours, 'hours', 14, (row) => hours(row.bookedMinutes)),
    column('openHours', C.openHours, 'hours', 12, (row) => hours(row.openMinutes)),
    column('utilisation', C.utilisation, 'percent', 12, (row) => percentOf(row.openBookedMinutes, row.openMinutes)),
  ],
  ...noSummary,
};

const busyHours: InsightsTable<HourTableRow, Pick<Insights, 'hours'>> = {
  sheetName: INSIGHTS_MESSAGES.charts.hours.title,
  rows: (insights) => insights.hours,
  columns: [
    column('weekday', C.weekday, 'text', 12, (row) => WEEKDAY_NAMES[row.weekday - 1] ?? ''),
    column('hour', C.hour, 'text', 14, (row) => hourSpan(row.hour)),
    column('bookedHours', C.bookedHours, 'hours', 14, (row) => hours(row.bookedMinutes)),
    column('share', C.share, 'percent', 10, (row) => percentOf(row.bookedMinutes, row.minutes)),
  ],
  ...noSummary,
};

const limits: InsightsTable<CompanyLimitUse, Pick<Insights, 'limits'>> = {
  sheetName: INSIGHTS_MESSAGES.charts.limits.title,
  rows: (insights) => insights.limits,
  columns: [
    column('company', C.company, 'text', 24, (row) => row.companyName),
    column('room', C.room, 'text', 22, (row) => row.roomName),
    column('bookedHours', C.bookedHours, 'hours', 14, (row) => hours(row.bookedMinutes)),
    column('dailyLimit', C.dailyLimit, 'integer', 12, (row) => row.dailyLimit),
    column('days', C.daysBooked, 'integer', 12, (row) => row.days),
    column('daysAtLimit', C.daysAtLimit, 'integer', 14, (row) => row.daysAtLimit),
    column('weeklyLimit', C.weeklyLimit, 'integer', 12, (row) => row.weeklyLimit),
    column('weeks', C.weeksBooked, 'integer', 12, (row) => row.weeks),
    column('weeksAtLimit', C.weeksAtLimit, 'integer', 14, (row) => row.weeksAtLimit),
  ],
  ...noSummary,
};

const share: InsightsTable<ShareRow, Pick<Insights, 'share'>> = {
  sheetName: INSIGHTS_MESSAGES.charts.share.title,
  rows: (insights) => {
    const shares = insights.share ?? [];
    const allMinutes = shares.reduce((sum, row) => sum + row.bookedMinutes, 0);
    return shares.map((row) => ({ ...row, allMinutes }));
  },
  columns: [
    column('company', C.company, 'text', 28, (row) => companyLabel(row.companyName)),
    column('bookedHours', C.bookedHours, 'hours', 14, (row) => hours(row.bookedMinutes)),
    column('share', C.share, 'percent', 10, (row) => percentOf(row.bookedMinutes, row.allMinutes)),
  ],
  ...noSummary,
};

const revenue: InsightsTable<MonthRevenue, Pick<Insights, 'revenue'>> = {
  sheetName: INSIGHTS_MESSAGES.charts.revenue.title,
  rows: (insights) => insights.revenue.months,
  columns: [
    column('month', C.month, 'month', 10, (row) => row.month),
    column('company', C.company, 'text', 26, (row) => companyLabel(row.companyName)),
    column('total', kr(N.total), 'money', 14, (row) => row.total),
    column('discount', kr(N.discount), 'money', 14, (row) => row.discount),
    column('totalWithDiscount', kr(N.totalWithDiscount), 'money', 16, (row) => row.totalWithDiscount),
    column('tax', kr(N.tax), 'money', 14, (row) => row.tax),
    column('totalIncludingTax', kr(N.totalIncludingTax), 'money', 16, (row) => row.totalIncludingTax),
  ],
  amounts: (row) => [row.total, row.totalWithDiscount],
  summary: BOOKING_WORKBOOK.summary,
};

const canteen: InsightsTable<MonthSales, Pick<Insights, 'canteen'>> = {
  sheetName: INSIGHTS_MESSAGES.charts.canteen.title,
  rows: (insights) => insights.canteen.months,
  columns: [
    column('month', C.month, 'month', 10, (row) => row.month),
    column('item', C.item, 'text', 28, (row) => row.itemName),
    column('quantity', C.quantity, 'integer', 10, (row) => row.quantity),
    column('total', kr(N.totalExcludingTax), 'money', 16, (row) => row.total),
  ],
  amounts: (row) => [row.total],
  summary: ([total = 0]) => taxTotals(total),
};

/** Every chart's table. */
export const INSIGHTS_TABLES = {
  utilisation,
  hours: busyHours,
  limits,
  share,
  revenue,
  canteen,
} as const satisfies Record<InsightsChart, unknown>;

/** A chart's download's file name: `insights-utilisation-2026-10-01-2026-10-31.xlsx`. */
export const insightsFileName = (chart: InsightsChart, period: { from: string; to: string }, extension: 'xlsx' | 'svg' | 'png'): string =>
  `insights-${chart}-${period.from}-${period.to}.${extension}`;
