import { useMemo } from 'react';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import type { Insights } from '@roombook/domain/insights/schemas';
import { companyLabel, INSIGHTS_TABLES } from '@roombook/domain/insights/tables';
import { ChartFigure, type ChartDownloads } from './ChartFigure';
import { ChartSvg } from './ChartSvg';
import { ChartTable } from './ChartTable';
import { formatMonth } from '../ReportTable/format';
import { krText } from './format';
import { lookOf, type Standalone } from './look';
import { MonthStacks, monthStacksData, monthStacksLayout } from './MonthStacks';
import { INSIGHTS_CHART_TEXTS as T } from './texts';

const TEXT = INSIGHTS_MESSAGES.charts.revenue;

export interface RevenueChartProps {
  /** `Insights.revenue`: each company's room revenue per month, and the period's totals. */
  revenue: Insights['revenue'];
  downloads?: ChartDownloads;
  /** Draw a self-contained SVG file this wide instead of the page's figure (the SVG and PNG downloads). */
  standalone?: Standalone;
}

const companyKey = (row: { companyId: number | null; companyName: string | null }) => `${row.companyId ?? ''}|${row.companyName ?? ''}`;

/**
 * "Revenue by month" (issue 31): a bar per month of the room revenue with discount (without tax), stacked by
 * company, the largest company at the bottom; beyond seven companies the smaller ones are "Other". Its table
 * lists every company's five amounts per month, as the booking report counts them, and the period's totals.
 */
export function RevenueChart({ revenue, downloads, standalone }: RevenueChartProps) {
  const look = lookOf(standalone);
  const isEmpty = revenue.months.length === 0;
  const data = useMemo(
    () => monthStacksData(revenue.months, look, (row) => ({ key: companyKey(row), label: companyLabel(row.companyName) }), (row) => row.totalWithDiscount),
    [revenue, look],
  );
  const layout = monthStacksLayout(data);

  const summary = (() => {
    if (isEmpty) return T.summary.empty;
    const highest = layout.totals.reduce((best, total, index) => (total > layout.totals[best]! ? index : best), 0);
    return T.summary.revenue(krText(revenue.totalWithDiscount), formatMonth(data.months[highest]!), krText(layout.totals[highest]!));
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
          columns={INSIGHTS_TABLES.revenue.columns}
          rows={revenue.months}
          getRowId={(row) => `${row.month}|${companyKey(row)}`}
          totals={INSIGHTS_TABLES.revenue.summary([revenue.total, revenue.totalWithDiscount])}
        />
      }
      downloads={downloads}
    >
      {chart}
    </ChartFigure>
  );
}
