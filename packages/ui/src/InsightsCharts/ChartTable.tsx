import { useId } from 'react';
import { hoursText, percentText, TEXTS } from '@roombook/domain/messages';
import { formatDkk } from '@roombook/domain/money/index';
import type { ReportColumn, ReportValue, ReportValueKind } from '@roombook/domain/reports/columns';
import type { ReportTotal } from '@roombook/domain/reports/totals';
import { countText, krText } from './format';
import * as s from './InsightsCharts.css';

/**
 * A chart's numbers as a table: the columns the domain declares for the chart's table and its Excel workbook
 * (`INSIGHTS_TABLES`, so the two cannot differ), in the chart's order, ending with the totals where the chart
 * has them.
 */

/** A table row: the texts of its cells by column id. */
export interface ChartTableRow {
  id: string;
  cells: Readonly<Record<string, string>>;
  /** The totals row: the table's footer. */
  isTotal?: boolean;
}

const NUMERIC: ReadonlySet<ReportValueKind> = new Set(['integer', 'hours', 'percent', 'money']);

/** A value as its column's kind writes it: '1,5' hours, '62,5 %', '1.234,50 kr.'; an empty one as '-'. */
function cellText(kind: ReportValueKind, value: ReportValue): string {
  if (value === null || value === '') return TEXTS.reports.table.none;
  switch (kind) {
    case 'money':
      return krText(Number(value));
    case 'hours':
      return hoursText(Number(value));
    case 'percent':
      return percentText(Number(value));
    case 'integer':
      return countText(Number(value));
    default:
      return String(value);
  }
}

/** The cells of a row of `columns`, a column's text from `format` where given (a month's name). */
export function rowCells<Row>(
  columns: readonly ReportColumn<Row>[],
  row: Row,
  format: Partial<Record<string, (value: ReportValue) => string>> = {},
): Record<string, string> {
  return Object.fromEntries(columns.map((column) => [column.id, (format[column.id] ?? ((value: ReportValue) => cellText(column.kind, value)))(column.value(row))]));
}

export interface ChartTableProps {
  /** The table's caption: the chart's title. */
  label: string;
  columns: readonly ReportColumn<never>[];
  /** The rows, and last the totals row where the chart has one (`isTotal`, drawn as the table's footer). */
  rows: readonly ChartTableRow[];
  /** Totals under the table, each 'Name: X kr.' (the canteen's tax and total including tax). */
  totals?: readonly ReportTotal[];
}

/**
 * The table itself: a native `<table>` in a scroll region that the keyboard reaches, every row in the server's
 * HTML (DataTable, the product's table, draws only the rows in view beyond 200 rows, which needs a script; a
 * chart of 40 items over 12 months has 480).
 */
export function ChartTable({ label, columns, rows, totals }: ChartTableProps) {
  const captionId = useId();
  const body = rows.filter((row) => !row.isTotal);
  const foot = rows.filter((row) => row.isTotal);
  const cells = (row: ChartTableRow) =>
    columns.map((column, index) => {
      const text = row.cells[column.id] ?? '';
      const numeric = NUMERIC.has(column.kind);
      const className = numeric ? `${s.cell} ${s.numeric}` : s.cell;
      return index === 0 ? (
        <th key={column.id} scope="row" className={`${className} ${s.rowHeader}`}>
          {text}
        </th>
      ) : (
        <td key={column.id} className={className} data-empty={text === '' || undefined}>
          <span className={s.cardLabel} aria-hidden="true">
            {column.header}
          </span>
          <span>{text}</span>
        </td>
      );
    });
  return (
    <>
      {/* A scroll region must be reachable by keyboard (WCAG 2.1.1); it is named by the caption. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className={s.tableRegion}>
        <table className={s.table}>
          <caption id={captionId} className={s.tableCaption}>
            {label}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={NUMERIC.has(column.kind) ? `${s.headerCell} ${s.numeric}` : s.headerCell}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {body.map((row) => (
              <tr key={row.id}>
                {cells(row)}
              </tr>
            ))}
          </tbody>
          {foot.length > 0 ? (
            <tfoot className={s.foot}>
              {foot.map((row) => (
                <tr key={row.id}>{cells(row)}</tr>
              ))}
            </tfoot>
          ) : null}
        </table>
      </div>
      {totals && totals.length > 0 ? (
        <ul className={s.totals}>
          {totals.map((total) => (
            <li key={total.name}>{TEXTS.reports.totalLine(total.name, formatDkk(total.ore))}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
