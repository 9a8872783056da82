import { useMemo } from 'react';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import type { CompanyShare } from '@roombook/domain/insights/schemas';
import { companyLabel, INSIGHTS_TABLES } from '@roombook/domain/insights/tables';
import { ChartFigure, type ChartDownloads } from './ChartFigure';
import { ChartSvg } from './ChartSvg';
import { ChartTable } from './ChartTable';
import { shareText } from './format';
import { barRowsLayout, HorizontalBars, type BarRow } from './HorizontalBars';
import { lookOf, type Standalone } from './look';
import { addTo, OTHER_KEY, rankSeries } from './series';
import { INSIGHTS_CHART_TEXTS as T } from './texts';

const TEXT = INSIGHTS_MESSAGES.charts.share;

export interface ShareChartProps {
  /** `Insights.share` (the page leaves the chart out where it is null: a company role's). */
  share: readonly CompanyShare[];
  downloads?: ChartDownloads;
  /** Draw a self-contained SVG file this wide instead of the page's figure (the SVG and PNG downloads). */
  standalone?: Standalone;
}

/** A company's key: its id, or its name for one deleted since, or none for bookings without a company. */
const companyKey = (row: { companyId: number | null; companyName: string | null }) => `${row.companyId ?? ''}|${row.companyName ?? ''}`;

/**
 * "Share of bookings" (issue 31): each company's share of the booked hours, a bar each, the largest first;
 * beyond seven companies the smaller ones are one bar, "Other" (the table lists every company).
 */
export function ShareChart({ share, downloads, standalone }: ShareChartProps) {
  const look = lookOf(standalone);
  const allMinutes = share.reduce((sum, row) => sum + row.bookedMinutes, 0);
  const isEmpty = allMinutes === 0;
  const ranked = useMemo(() => {
    const totals = new Map<string, { label: string; total: number }>();
    for (const row of share) addTo(totals, companyKey(row), companyLabel(row.companyName), row.bookedMinutes);
    return rankSeries(totals).shown;
  }, [share]);
  const rows = useMemo<BarRow[]>(
    () =>
      ranked.map((series) => {
        const text = shareText(series.total, allMinutes);
        const colour = series.key === OTHER_KEY ? look.colours.other : look.colours.series[0]!;
        return { key: series.key, label: series.label, bars: [{ share: allMinutes === 0 ? 0 : series.total / allMinutes, text, title: T.valueOf(series.label, text), paint: { colour } }] };
      }),
    [ranked, allMinutes, look],
  );
  const tableRows = useMemo(() => INSIGHTS_TABLES.share.rows({ share: [...share].sort((a, b) => b.bookedMinutes - a.bookedMinutes) }), [share]);

  const largest = rows[0];
  const summary = largest ? T.summary.share(largest.label, largest.bars[0]!.text, share.length) : T.summary.empty;
  const { height, padEnd } = barRowsLayout(rows);
  const chart = (
    <ChartSvg look={look} title={TEXT.title} summary={summary} height={height} padEnd={padEnd} isEmpty={isEmpty}>
      <HorizontalBars look={look} rows={rows} padEnd={padEnd} />
    </ChartSvg>
  );
  if (standalone) return chart;
  return (
    <ChartFigure
      title={TEXT.title}
      description={TEXT.description}
      isEmpty={isEmpty}
      table={<ChartTable label={TEXT.title} columns={INSIGHTS_TABLES.share.columns} rows={tableRows} getRowId={companyKey} />}
      downloads={downloads}
    >
      {chart}
    </ChartFigure>
  );
}
