import { TEXTS } from '../messages';
import { taxOf, withTax } from '../money/tax';

/**
 * The totals under a report: the screen writes each as 'Name: X kr.' (TEXTS.reports.totalLine) above the
 * table, the workbook as 'Name (kr.)' and the amount under the rows. One list for both, so the screen and the
 * Excel file show the same figures under the same names.
 */

const N = TEXTS.reports.totals;

/** One total: its name (TEXTS.reports.totals) and its amount in øre. */
export interface ReportTotal {
  name: string;
  ore: number;
}

/**
 * An amount without tax, the tax on it and the amount with it (§9: 25 %, rounded once, docs/decisions/005):
 * the canteen reports' totals, whose prices are without tax. Without tax + tax = with tax, to the øre.
 */
export const taxTotals = (totalExcludingTax: number): ReportTotal[] => [
  { name: N.totalExcludingTax, ore: totalExcludingTax },
  { name: N.tax, ore: taxOf(totalExcludingTax) },
  { name: N.totalIncludingTax, ore: withTax(totalExcludingTax) },
];
