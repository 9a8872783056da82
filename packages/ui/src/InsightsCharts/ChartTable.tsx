import { useMemo } from 'react';
import { TEXTS } from '@roombook/domain/messages';
import { formatDkk } from '@roombook/domain/money/index';
import type { ReportColumn } from '@roombook/domain/reports/columns';
import type { ReportTotal } from '@roombook/domain/reports/totals';
import { DataTable } from '../DataTable/DataTable';
import { reportTableColumns } from '../ReportTable/ReportTable';
import * as s from './InsightsCharts.css';

export interface ChartTableProps<Row> {
  /** The table's name (its caption): the chart's title. */
  label: string;
  /** The columns the domain declares for the chart (`INSIGHTS_TABLES`), which its Excel workbook has too. */
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  /** The totals under the table, each 'Name: X kr.' (the money charts': the reports' totals). */
  totals?: readonly ReportTotal[];
}

/**
 * A chart's numbers as a table (its "Show as table"): the product's DataTable with the reports' columns and
 * cells, every row drawn (the page shows it without JavaScript), cards on a phone; then the totals, written as
 * the reports write theirs.
 */
export function ChartTable<Row>({ label, columns, rows, getRowId, totals }: ChartTableProps<Row>) {
  const tableColumns = useMemo(() => reportTableColumns(columns), [columns]);
  const data = useMemo(() => [...rows], [rows]);
  return (
    <>
      <DataTable<Row>
        label={label}
        data={data}
        columns={tableColumns}
        getRowId={getRowId}
        maxHeight="none"
        density="compact"
        narrowLayout="cards"
        drawsEveryRow
      />
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
