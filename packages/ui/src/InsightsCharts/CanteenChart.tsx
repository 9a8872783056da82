import { useMemo } from 'react';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import type { Insights } from '@roombook/domain/insights/schemas';
import { INSIGHTS_TABLES } from '@roombook/domain/insights/tables';
import { TEXTS } from '@roombook/domain/messages';
import { ChartFigure, type ChartDownloads } from './ChartFigure';
import { ChartSvg } from './ChartSvg';
import { ChartTable, rowCells, type ChartTableRow } from './ChartTable';
import { countText, krText, monthText } from './format';
import { lookOf, type Standalone } from './look';
import { MonthStacks, monthStacksLayout, type MonthStacksData } from './MonthStacks';
import { addTo, monthRange, OTHER_KEY, rankSeries } from './series';
import { INSIGHTS_CHART_TEXTS as T } from './texts';

const TEXT = INSIGHTS_MESSAGES.charts.canteen;
const N = TEXTS.reports.totals;

export interface CanteenChartProps {
  /** `Insights.canteen`: each item's sales per month without tax, and the period's totals. */
  canteen: Insights['canteen'];
  downloads?: ChartDownloads;
  /** Draw a self-contained SVG file this wide instead of the page's figure (the SVG and PNG downloads). */
  standalone?: Standalone;
}

/**
 * "Canteen sales by month" (issue 31): a bar per month of the canteen's sales without tax, stacked by item, the
 * best-selling item at the bottom; beyond seven items the others are "Other". Its table lists every item's
 * quantity and total per month, then the period's total, tax and total including tax.
 */
export function CanteenChart({ canteen, downloads, standalone }: CanteenChartProps) {
  const look = lookOf(standalone);
  const isEmpty = canteen.months.length === 0;
  const data = useMemo<MonthStacksData>(() => {
    const totals = new Map<string, { label: string; total: number }>();
    for (const row of canteen.months) addTo(totals, row.itemName, row.itemName, Math.max(0, row.total));
    const { shown, merged } = rankSeries(totals);
    const amounts = new Map<string, number>();
    for (const row of canteen.months) {
      const key = merged.has(row.itemName) ? OTHER_KEY : row.itemName;
      amounts.set(`${row.month}|${key}`, (amounts.get(`${row.month}|${key}`) ?? 0) + Math.max(0, row.total));
    }
    return {
      months: monthRange(canteen.months.map((row) => row.month)),
      series: shown.map((series, index) => ({ key: series.key, label: series.label, colour: series.key === OTHER_KEY ? look.colours.other : look.colours.series[index]! })),
      amount: (month, key) => amounts.get(`${month}|${key}`) ?? 0,
    };
  }, [canteen, look]);
  const layout = monthStacksLayout(data);
  const tableRows = useMemo<ChartTableRow[]>(() => {
    const { columns } = INSIGHTS_TABLES.canteen;
    const rows = canteen.months.map((row, index) => ({ id: String(index), cells: rowCells(columns, row, { month: (value) => monthText(String(value)) }) }));
    const quantity = canteen.months.reduce((sum, row) => sum + row.quantity, 0);
    return [...rows, { id: 'total', cells: { month: T.total, item: '', quantity: countText(quantity), total: krText(canteen.total) }, isTotal: true }];
  }, [canteen]);

  const summary = (() => {
    const best = data.series.find((series) => series.key !== OTHER_KEY);
    if (isEmpty || !best) return T.summary.empty;
    const bestTotal = data.months.reduce((sum, month) => sum + data.amount(month, best.key), 0);
    return T.summary.canteen(krText(canteen.total), best.label, krText(bestTotal));
  })();
  const chart = (
    <ChartSvg look={look} title={TEXT.title} summary={summary} height={layout.height} padStart={layout.padStart} padEnd={layout.padEnd} isEmpty={isEmpty}>
      <MonthStacks look={look} data={data} layout={layout} amountText={krText} />
    </ChartSvg>
  );
  if (standalone) return chart;
  return (
    <ChartFigure
      title={TEXT.title}
      description={TEXT.description}
      isEmpty={isEmpty}
      table={
        <ChartTable
          label={TEXT.title}
          columns={INSIGHTS_TABLES.canteen.columns}
          rows={tableRows}
          totals={[
            { name: N.tax, ore: canteen.tax },
            { name: N.totalIncludingTax, ore: canteen.totalIncludingTax },
          ]}
        />
      }
      downloads={downloads}
    >
      {chart}
    </ChartFigure>
  );
}
