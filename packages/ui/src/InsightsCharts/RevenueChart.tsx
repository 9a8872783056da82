import { useMemo } from 'react';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import type { Insights } from '@roombook/domain/insights/schemas';
import { companyLabel, INSIGHTS_TABLES } from '@roombook/domain/insights/tables';
import { ChartFigure, type ChartDownloads } from './ChartFigure';
import { ChartSvg } from './ChartSvg';
import { ChartTable, rowCells, type ChartTableRow } from './ChartTable';
import { krText, monthText } from './format';
import { lookOf, type Standalone } from './look';
import { MonthStacks, monthStacksLayout, type MonthStacksData } from './MonthStacks';
import { addTo, monthRange, OTHER_KEY, rankSeries } from './series';
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
  const data = useMemo<MonthStacksData>(() => {
    const totals = new Map<string, { label: string; total: number }>();
    for (const row of revenue.months) addTo(totals, companyKey(row), companyLabel(row.companyName), Math.max(0, row.totalWithDiscount));
    const { shown, merged } = rankSeries(totals);
    const amounts = new Map<string, number>();
    for (const row of revenue.months) {
      const key = merged.has(companyKey(row)) ? OTHER_KEY : companyKey(row);
      amounts.set(`${row.month}|${key}`, (amounts.get(`${row.month}|${key}`) ?? 0) + Math.max(0, row.totalWithDiscount));
    }
    return {
      months: monthRange(revenue.months.map((row) => row.month)),
      series: shown.map((series, index) => ({ key: series.key, label: series.label, colour: series.key === OTHER_KEY ? look.colours.other : look.colours.series[index]! })),
      amount: (month, key) => amounts.get(`${month}|${key}`) ?? 0,
    };
  }, [revenue, look]);
  const layout = monthStacksLayout(data);
  const tableRows = useMemo<ChartTableRow[]>(() => {
    const { columns } = INSIGHTS_TABLES.revenue;
    const rows = revenue.months.map((row, index) => ({ id: String(index), cells: rowCells(columns, row, { month: (value) => monthText(String(value)) }) }));
    const totalsRow = { month: T.total, company: '', total: krText(revenue.total), discount: krText(revenue.discount), totalWithDiscount: krText(revenue.totalWithDiscount), tax: krText(revenue.tax), totalIncludingTax: krText(revenue.totalIncludingTax) };
    return [...rows, { id: 'total', cells: totalsRow, isTotal: true }];
  }, [revenue]);

  const summary = (() => {
    if (isEmpty) return T.summary.empty;
    const highest = layout.totals.reduce((best, total, index) => (total > layout.totals[best]! ? index : best), 0);
    return T.summary.revenue(krText(revenue.totalWithDiscount), monthText(data.months[highest]!), krText(layout.totals[highest]!));
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
      table={<ChartTable label={TEXT.title} columns={INSIGHTS_TABLES.revenue.columns} rows={tableRows} />}
      downloads={downloads}
    >
      {chart}
    </ChartFigure>
  );
}
