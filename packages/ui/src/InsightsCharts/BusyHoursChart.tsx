import { useMemo } from 'react';
import { Axis } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleThreshold } from '@visx/scale';
import { Bar } from '@visx/shape';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import type { HourOfWeek } from '@roombook/domain/insights/schemas';
import { INSIGHTS_TABLES } from '@roombook/domain/insights/tables';
import { percentText } from '@roombook/domain/messages';
import { ChartFigure, type ChartDownloads } from './ChartFigure';
import { ChartSvg } from './ChartSvg';
import { ChartTable } from './ChartTable';
import { hourOfWeekText, shareText, textWidth, weekdayShort } from './format';
import { perWidth, lookOf, type Standalone } from './look';
import { FONT_SIZE } from './sizes';
import { INSIGHTS_CHART_TEXTS as T } from './texts';

const TEXT = INSIGHTS_MESSAGES.charts.hours;

export interface BusyHoursChartProps {
  /** `Insights.hours`: the 168 hours of the week, Monday 00:00 first. */
  hours: readonly HourOfWeek[];
  downloads?: ChartDownloads;
  /** Draw a self-contained SVG file this wide instead of the page's figure (the SVG and PNG downloads). */
  standalone?: Standalone;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** Every third hour is labelled. */
const LABELLED_HOURS = HOURS.filter((hour) => hour % 3 === 0);

/** The weekdays' column ('Mon') and the gap to the cells (px). */
const PAD_START = Math.ceil(textWidth('Mon', FONT_SIZE.tick)) + 10;
const PAD_END = 2;
const ROW = 22;
const GRID_HEIGHT = WEEKDAYS.length * ROW;
const HOUR_LABELS = GRID_HEIGHT + 14;
const LEGEND_TOP = HOUR_LABELS + 14;
const SWATCH = { width: 36, height: 12 };

/**
 * The scale's steps: exactly 0 %, then up to 25 %, 50 %, 75 % and 100 %. A booked hour is never drawn as an
 * empty one.
 */
const THRESHOLDS = [Number.MIN_VALUE, 0.25, 0.5, 0.75];

/** An hour's label: '08' where three hours are narrow, '08:00' where they have room. */
const hourLabel = (hour: number, threeHours: number) => {
  const long = `${String(hour).padStart(2, '0')}:00`;
  return textWidth(long, FONT_SIZE.tick) + 6 <= threeHours ? long : long.slice(0, 2);
};

/**
 * "Busy hours" (issue 31): a heat map of the week, a row per weekday (Monday first) and a column per hour
 * (00–23), each cell as dark as the share of the hour that was booked over the rooms shown. An hour the period
 * did not have (a period shorter than a week) is an outline without colour. Its cells shrink with the width;
 * every third hour is labelled.
 */
export function BusyHoursChart({ hours, downloads, standalone }: BusyHoursChartProps) {
  const look = lookOf(standalone);
  const byHour = useMemo(() => new Map(hours.map((row) => [`${row.weekday}-${row.hour}`, row])), [hours]);
  const isEmpty = hours.every((row) => row.minutes === 0);
  const hasMissing = hours.length < 168 || hours.some((row) => row.minutes === 0);

  const range = look.xRange(PAD_START + PAD_END);
  const x = scaleBand<number>({ domain: HOURS, range, round: false });
  const y = scaleBand<number>({ domain: WEEKDAYS, range: [0, GRID_HEIGHT], round: false });
  const colour = scaleThreshold<number, string>({ domain: THRESHOLDS, range: [...look.colours.heat] });
  const plotWidth = (width: number) => width - PAD_START - PAD_END;

  const summary = (() => {
    if (isEmpty) return T.summary.empty;
    const booked = hours.reduce((sum, row) => sum + row.bookedMinutes, 0);
    if (booked === 0) return T.summary.noHours;
    const busiest = hours.reduce((best, row) => (row.minutes > 0 && row.bookedMinutes / row.minutes > best.bookedMinutes / Math.max(1, best.minutes) ? row : best));
    const all = hours.reduce((sum, row) => sum + row.minutes, 0);
    return T.summary.hours(hourOfWeekText(busiest.weekday, busiest.hour), shareText(busiest.bookedMinutes, busiest.minutes), shareText(booked, all));
  })();

  // 0 % is the first step's own; 50 % lies between the third and fourth steps; 100 % ends the last.
  const legend = [
    { text: percentText(0), x: 0, anchor: 'start' },
    { text: percentText(50), x: 3 * SWATCH.width, anchor: 'middle' },
    { text: percentText(100), x: 5 * SWATCH.width, anchor: 'end' },
  ] as const;
  const height = LEGEND_TOP + SWATCH.height + 16 + (hasMissing ? 22 : 0);

  const chart = (
    <ChartSvg look={look} title={TEXT.title} summary={summary} height={height} padStart={PAD_START} padEnd={PAD_END} isEmpty={isEmpty}>
      {WEEKDAYS.map((weekday) =>
        HOURS.map((hour) => {
          const row = byHour.get(`${weekday}-${hour}`);
          const title = T.valueOf(hourOfWeekText(weekday, hour), row && row.minutes > 0 ? shareText(row.bookedMinutes, row.minutes) : T.notInPeriod);
          const cell = { x: look.x(x(hour) ?? 0), width: look.x(x.bandwidth()), y: y(weekday) ?? 0, height: y.bandwidth() };
          return row && row.minutes > 0 ? (
            <Bar key={`${weekday}-${hour}`} {...cell} {...look.paint({ fill: colour(row.bookedMinutes / row.minutes), stroke: look.colours.surface, strokeWidth: 2 })}>
              <title>{title}</title>
            </Bar>
          ) : (
            <Bar key={`${weekday}-${hour}`} {...cell} {...look.paint({ fill: look.colours.surface, stroke: look.colours.grid, strokeWidth: 1 })}>
              <title>{title}</title>
            </Bar>
          );
        }),
      )}
      <Axis orientation="left" scale={y} tickValues={WEEKDAYS}>
        {({ ticks }) =>
          ticks.map((tick) => (
            <text key={String(tick.value)} x={-8} y={tick.from.y} dy="0.35em" textAnchor="end" {...look.text('tick')}>
              {weekdayShort(Number(tick.value))}
            </text>
          ))
        }
      </Axis>
      {/* The hours' labels: the axis places them under their cells; a page's are percentages of its width. */}
      <Axis orientation="bottom" scale={x} tickValues={LABELLED_HOURS}>
        {({ ticks }) =>
          ticks.map((tick) =>
            perWidth(look, (width) => hourLabel(Number(tick.value), (3 * plotWidth(width)) / 24)).map(({ value, className, key }) => (
              <text key={`${String(tick.value)}-${key}`} x={look.x(tick.from.x)} y={HOUR_LABELS} textAnchor="middle" {...look.text('tick', className)}>
                {value}
              </text>
            )),
          )
        }
      </Axis>
      <Group left={-PAD_START} top={LEGEND_TOP}>
        {look.colours.heat.map((heat, index) => (
          <rect key={heat} x={index * SWATCH.width} width={SWATCH.width} height={SWATCH.height} {...look.paint({ fill: heat, stroke: look.colours.surface, strokeWidth: 1 })} />
        ))}
        {legend.map((entry) => (
          <text key={entry.text} x={entry.x} y={SWATCH.height + 13} textAnchor={entry.anchor} {...look.text('tick')}>
            {entry.text}
          </text>
        ))}
        {hasMissing ? (
          <Group top={SWATCH.height + 22}>
            <rect x={0.5} y={0.5} width={SWATCH.width - 1} height={SWATCH.height - 1} {...look.paint({ fill: look.colours.surface, stroke: look.colours.grid, strokeWidth: 1 })} />
            <text x={SWATCH.width + 6} y={SWATCH.height - 2} {...look.text('tick')}>
              {T.notInPeriod}
            </text>
          </Group>
        ) : null}
      </Group>
    </ChartSvg>
  );
  if (standalone) return chart;
  return (
    <ChartFigure
      title={TEXT.title}
      description={TEXT.description}
      isEmpty={isEmpty}
      table={<ChartTable label={TEXT.title} columns={INSIGHTS_TABLES.hours.columns} rows={hours} getRowId={(row) => `${row.weekday}-${row.hour}`} />}
      downloads={downloads}
    >
      {chart}
    </ChartFigure>
  );
}
