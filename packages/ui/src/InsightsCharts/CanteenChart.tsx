import { useMemo } from 'react';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import type { Insights } from '@roombook/domain/insights/schemas';
import { INSIGHTS_TABLES } from '@roombook/domain/insights/tables';
import { ChartFigure, type ChartDownloads } from './ChartFigure';
import { ChartSvg } from './ChartSvg';
import { ChartTable } from './ChartTable';
import { krText } from './format';
import { lookOf, type Standalone } from './look';
import { MonthStacks, monthStacksData, monthStacksLayout } from './MonthStacks';
import { OTHER_KEY } from './series';
import { INSIGHTS_CHART_TEXTS as T } from './texts';

const TEXT = INSIGHTS_MESSAGES.charts.canteen;

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
  const data = useMemo(
    () => monthStacksData(canteen.months, look, (row) => ({ key: row.itemName, label: row.itemName }), (row) => row.total),
    [canteen, look],
  );
  const layout = monthStacksLayout(data);

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
          rows={canteen.months}
          getRowId={(row) => `${row.month}|${row.itemName}`}
          totals={INSIGHTS_TABLES.canteen.summary([canteen.total])}
        />
      }
      downloads={downloads}
    >
      {chart}
    </ChartFigure>
  );
}
