import { useMemo } from 'react';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import type { CompanyLimitUse } from '@roombook/domain/insights/schemas';
import { INSIGHTS_TABLES } from '@roombook/domain/insights/tables';
import { ChartFigure, type ChartDownloads } from './ChartFigure';
import { ChartSvg, Legend, LEGEND_LINE, useSvgId, type Paint } from './ChartSvg';
import { ChartTable } from './ChartTable';
import { barRowsLayout, HorizontalBars, type BarRow } from './HorizontalBars';
import { lookOf, type Look, type Standalone } from './look';
import { INSIGHTS_CHART_TEXTS as T } from './texts';

const TEXT = INSIGHTS_MESSAGES.charts.limits;
const C = INSIGHTS_MESSAGES.columns;

export interface LimitsChartProps {
  /** `Insights.limits`: a row per company and room. */
  limits: readonly CompanyLimitUse[];
  downloads?: ChartDownloads;
  /** Draw a self-contained SVG file this wide instead of the page's figure (the SVG and PNG downloads). */
  standalone?: Standalone;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** The days' bars solid in the first colour, the weeks' in the second and hatched: apart without colour too. */
const paintsOf = (look: Look, hatchId: string): { day: Paint; week: Paint } => ({
  day: { colour: look.colours.series[0]! },
  week: { colour: look.colours.series[1]!, hatchId },
});

/** The row that reached its limit most often (by share, then by count); none when no row ever did. */
function mostAtLimit(limits: readonly CompanyLimitUse[], at: (row: CompanyLimitUse) => number, of: (row: CompanyLimitUse) => number) {
  let best: CompanyLimitUse | null = null;
  for (const row of limits) {
    if (at(row) === 0) continue;
    if (best === null || ratio(at(row), of(row)) > ratio(at(best), of(best)) || (ratio(at(row), of(row)) === ratio(at(best), of(best)) && at(row) > at(best))) best = row;
  }
  return best;
}

/**
 * "Companies and their limits" (issue 31): for each company in each room, two bars: the share of its booked days
 * that reached the room's daily limit ('3 of 12 days', solid) and of its booked weeks that reached the weekly
 * limit ('1 of 4 weeks', hatched), so that the two differ without colour too.
 */
export function LimitsChart({ limits, downloads, standalone }: LimitsChartProps) {
  const look = lookOf(standalone);
  const hatchId = useSvgId('limits-hatch');
  const isEmpty = limits.length === 0;
  const rows = useMemo<BarRow[]>(() => {
    const paints = paintsOf(look, hatchId);
    return limits.map((row) => {
        const label = T.companyInRoom(row.companyName, row.roomName);
        const days = T.daysAtLimit(row.daysAtLimit, row.days);
        const weeks = T.weeksAtLimit(row.weeksAtLimit, row.weeks);
        return {
          key: `${row.companyId}-${row.roomId}`,
          label,
          bars: [
            { share: ratio(row.daysAtLimit, row.days), text: days, title: T.valueOf(`${label}, ${C.daysAtLimit.toLowerCase()}`, days), paint: paints.day },
            { share: ratio(row.weeksAtLimit, row.weeks), text: weeks, title: T.valueOf(`${label}, ${C.weeksAtLimit.toLowerCase()}`, weeks), paint: paints.week },
          ],
        };
    });
  }, [limits, look, hatchId]);

  const daily = mostAtLimit(limits, (row) => row.daysAtLimit, (row) => row.days);
  const weekly = mostAtLimit(limits, (row) => row.weeksAtLimit, (row) => row.weeks);
  const summary = isEmpty
    ? T.summary.empty
    : [
        daily ? T.summary.dailyLimit(T.companyInRoom(daily.companyName, daily.roomName), T.daysAtLimit(daily.daysAtLimit, daily.days)) : T.summary.noDailyLimit,
        weekly ? T.summary.weeklyLimit(T.companyInRoom(weekly.companyName, weekly.roomName), T.weeksAtLimit(weekly.weeksAtLimit, weekly.weeks)) : T.summary.noWeeklyLimit,
      ].join(' ');
  const { height, padEnd } = barRowsLayout(rows);
  const legendHeight = 2 * LEGEND_LINE + 4;
  const chart = (
    <ChartSvg look={look} title={TEXT.title} summary={summary} height={legendHeight + height} padEnd={padEnd} isEmpty={isEmpty}>
      <Legend
        look={look}
        x={0}
        y={0}
        entries={[
          { key: 'days', label: C.daysAtLimit, paint: paintsOf(look, hatchId).day },
          { key: 'weeks', label: C.weeksAtLimit, paint: paintsOf(look, hatchId).week },
        ]}
      />
      <HorizontalBars look={look} rows={rows} padEnd={padEnd} hatchIds={[hatchId]} top={legendHeight} />
    </ChartSvg>
  );
  if (standalone) return chart;
  return (
    <ChartFigure
      title={TEXT.title}
      description={TEXT.description}
      isEmpty={isEmpty}
      table={<ChartTable label={TEXT.title} columns={INSIGHTS_TABLES.limits.columns} rows={limits} getRowId={(row) => `${row.companyId}-${row.roomId}`} />}
      downloads={downloads}
    >
      {chart}
    </ChartFigure>
  );
}
