import { TEXTS } from '../messages';
import { assertOre } from '../money/rounding';
import { taxOf, withTax } from '../money/tax';
import { copenhagenWallClock } from '../time/zone';
import {
  BOOKING_REPORT_COLUMNS,
  CANTEEN_LINE_COLUMNS,
  COMPANY_LINE_COLUMNS,
  type CanteenReportLine,
  type ReportColumn,
  type ReportValue,
  type ReportValueKind,
} from './columns';
import type { BookingReportEntry } from './schemas';
import { taxTotals, type ReportTotal } from './totals';

/**
 * The Excel workbooks of the reports (§2, §9): one sheet, a bold header row that stays in view, one row per
 * booking or per order line with the columns declared in `reports/columns.ts`, then the totals. Money is
 * kroner (øre / 100, never rounded again, docs/decisions/005) in a DKK number format, dates are real Excel
 * dates in Copenhagen time, durations and percentages numbers. The API writes it with exceljs's streaming
 * writer, the mocks with its in-memory workbook: both through `writeReportSheet`, which knows exceljs only
 * by the shape below.
 */

const W = TEXTS.reports.workbook;
const N = TEXTS.reports.totals;

/** Kroner with two decimals and a thousands separator, then 'kr.' (Excel shows the separators of its locale). */
export const MONEY_FORMAT = '#,##0.00 "kr."';
/** The booking report's DD.MM.YYYY HH:mm (§9). */
export const DATE_TIME_FORMAT = 'dd.mm.yyyy hh:mm';
/** Excel's percentage: the cell holds the fraction (0.125 shows 12.50%). */
export const PERCENT_FORMAT = '0.00%';

/**
 * The number format of each kind of cell; null: Excel's General, which writes counts and hours (1.75) as they
 * are. Only the cells that need one get one: exceljs styles every formatted cell one by one, the larger part
 * of a year's export.
 */
const FORMATS: Readonly<Record<ReportValueKind, string | null>> = {
  text: null,
  id: null,
  integer: null,
  hours: null,
  percent: PERCENT_FORMAT,
  money: MONEY_FORMAT,
  dateTime: DATE_TIME_FORMAT,
  month: null,
};

/** A cell as exceljs reads and writes it. */
export type CellValue = string | number | Date | null;

/** A row of a worksheet, as `writeReportSheet` uses it (exceljs's Row). */
export interface RowLike {
  font: { bold?: boolean };
  getCell(column: number): { numFmt: string };
  /** Hands the row to a streaming writer (a no-op for an in-memory worksheet). */
  commit(): void;
}

/**
 * A worksheet, as `writeReportSheet` uses it: exceljs's Worksheet and its streaming WorksheetWriter both fit.
 * Make it with SHEET_OPTIONS (a streaming sheet takes its views only when it is added).
 */
export interface SheetLike {
  columns: Array<{ key?: string; width?: number }>;
  addRow(values: CellValue[]): RowLike;
}

/** `workbook.addWorksheet(name, SHEET_OPTIONS)`: the header row stays in view while the rows scroll. */
export const SHEET_OPTIONS = { views: [{ state: 'frozen' as const, ySplit: 1 }] };

/**
 * An instant as an Excel date: a Date whose UTC fields are the Copenhagen wall time, since exceljs writes a
 * Date's UTC time and Excel dates have no zone. 29 March 2026 03:15 CEST is written as 29.03.2026 03:15.
 */
export const excelDateTime = (iso: string): Date => copenhagenWallClock(iso);

/** Øre as the kroner Excel shows: øre / 100, no further rounding (docs/decisions/005). */
export const excelKroner = (ore: number): number => {
  assertOre(ore);
  return ore / 100;
};

/** A column's value as its Excel cell. */
export function excelCell(kind: ReportValueKind, value: ReportValue): CellValue {
  if (value === null) return null;
  switch (kind) {
    case 'money':
      return excelKroner(Number(value));
    case 'percent':
      return Number(value) / 100;
    case 'dateTime':
      return excelDateTime(String(value));
    default:
      return value;
  }
}

/** How one report fills its sheet. */
export interface ReportSheetLayout<Row> {
  sheetName: string;
  columns: readonly ReportColumn<Row>[];
  /** The amounts (øre) a row adds to the sums, in the order `summary` reads them. */
  amounts: (row: Row) => readonly number[];
  /** The totals under the rows, from the sums. */
  summary: (sums: readonly number[]) => readonly ReportTotal[];
}

/**
 * The booking report's workbook: a row per booking, then the total, the discount, the total with the
 * discount, its tax and the total including tax (§9: the booking export applies the tax too).
 */
export const BOOKING_WORKBOOK: ReportSheetLayout<BookingReportEntry> = {
  sheetName: W.bookingSheet,
  columns: BOOKING_REPORT_COLUMNS,
  amounts: (entry) => [entry.total, entry.totalWithDiscount],
  summary: ([total = 0, totalWithDiscount = 0]) => [
    { name: N.total, ore: total },
    { name: N.discount, ore: total - totalWithDiscount },
    { name: N.totalWithDiscount, ore: totalWithDiscount },
    { name: N.tax, ore: taxOf(totalWithDiscount) },
    { name: N.totalIncludingTax, ore: withTax(totalWithDiscount) },
  ],
};

/** The canteen report's workbook: a row per order line, ending with total excluding tax, tax, total including tax (§9). */
export const CANTEEN_WORKBOOK: ReportSheetLayout<CanteenReportLine> = {
  sheetName: W.canteenSheet,
  columns: CANTEEN_LINE_COLUMNS,
  amounts: (line) => [line.total],
  summary: ([total = 0]) => taxTotals(total),
};

/** The company canteen report's workbook: as the canteen report's, without the company column. */
export const COMPANY_WORKBOOK: ReportSheetLayout<CanteenReportLine> = {
  ...CANTEEN_WORKBOOK,
  sheetName: W.companySheet,
  columns: COMPANY_LINE_COLUMNS,
};

export interface WriteOptions {
  /** Called after every `every` rows (the API waits there while the download's reader is behind). */
  pause?: () => void | Promise<void>;
  every?: number;
}

/**
 * Writes a report into a sheet: the header row, the rows as they come (committed one by one, so a streaming
 * writer never holds them), a blank row and the summary, each label in the first column and its amount in
 * the last. Answers the sums, in øre.
 */
export async function writeReportSheet<Row>(
  sheet: SheetLike,
  layout: ReportSheetLayout<Row>,
  rows: Iterable<Row> | AsyncIterable<Row>,
  { pause, every = 500 }: WriteOptions = {},
): Promise<number[]> {
  const { columns } = layout;
  sheet.columns = columns.map((column) => ({ key: column.id, width: column.width }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();

  const sums: number[] = [];
  let written = 0;
  for await (const row of rows) {
    const added = sheet.addRow(columns.map((column) => excelCell(column.kind, column.value(row))));
    columns.forEach((column, index) => {
      const format = FORMATS[column.kind];
      if (format !== null) added.getCell(index + 1).numFmt = format;
    });
    added.commit();
    layout.amounts(row).forEach((amount, index) => {
      const sum = (sums[index] ?? 0) + amount;
      assertOre(sum, 'sum');
      sums[index] = sum;
    });
    written += 1;
    if (pause && written % every === 0) await pause();
  }

  sheet.addRow([]).commit();
  for (const line of layout.summary(sums)) {
    const cells: CellValue[] = columns.map(() => null);
    cells[0] = W.totalLabel(line.name);
    cells[columns.length - 1] = excelKroner(line.ore);
    const added = sheet.addRow(cells);
    added.font = { bold: true };
    added.getCell(columns.length).numFmt = MONEY_FORMAT;
    added.commit();
  }
  return sums;
}
