import { INSIGHTS_PAGE, type InsightsChart } from '@roombook/domain/insights/page';
import type { Insights } from '@roombook/domain/insights/schemas';

/** The filter names of the Insights page's address: the API's query names. */
export const INSIGHTS_FILTERS = ['locationId', 'roomId', 'companyId', 'from', 'to'] as const;
export type InsightsFilters = Partial<Record<(typeof INSIGHTS_FILTERS)[number], string>>;

/** A chart's download address: its kind, and the filters of the figures shown (their period as answered). */
export const chartHref = (file: 'chart.svg' | 'chart.png' | 'export.xlsx', chart: InsightsChart, filters: InsightsFilters, insights: Pick<Insights, 'from' | 'to'>): string => {
  const params = new URLSearchParams({ chart });
  for (const [name, value] of Object.entries({ ...filters, from: insights.from, to: insights.to })) if (value) params.set(name, value);
  return `${INSIGHTS_PAGE.path}/${file}?${params.toString()}`;
};

