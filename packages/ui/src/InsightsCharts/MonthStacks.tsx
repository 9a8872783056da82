import { Axis } from '@visx/axis';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, BarStack } from '@visx/shape';
import { Legend, LEGEND_LINE } from './ChartSvg';
import { formatMonth } from '../ReportTable/format';
import { kronerText, monthName, textWidth } from './format';
import { perWidth, type Look } from './look';
import { addTo, monthRange, OTHER_KEY, rankSeries } from './series';
import { FONT_SIZE } from './sizes';
import { INSIGHTS_CHART_TEXTS as T } from './texts';

/**
 * Vertical bars, one per month, each stacked from its series (companies, items) with the largest series at the
 * bottom and "Other" on top; thin lines in the surface's colour between the segments. The y axis is in kroner
 * ('kr.' over it), each month's total over its bar where the bar is wide enough, the months under the bars as
 * many as have room (every second, third, sixth … when the bars get thin) with the years under them, and a
 * legend in the stack's order.
 */

interface StackSeries {
  key: string;
  label: string;
  colour: string;
}

export interface MonthStacksData {
  /** Every month of the chart, 'YYYY-MM', in order. */
  months: readonly string[];
  /** The series, the bottom one first. */
  series: readonly StackSeries[];
  /** The amount (øre) of a series in a month; 0 when it has none. */
  amount: (month: string, series: string) => number;
}

/**
 * A month chart's stacks from its rows: a series per key (a company, an item), the largest at the bottom and beyond
 * seven the rest as "Other" (`rankSeries`), each series' amount per month summed (negative amounts drawn as 0).
 */
export function monthStacksData<Row extends { month: string }>(
  rows: readonly Row[],
  look: Look,
  seriesOf: (row: Row) => { key: string; label: string },
  amountOf: (row: Row) => number,
): MonthStacksData {
  const totals = new Map<string, { label: string; total: number }>();
  for (const row of rows) {
    const { key, label } = seriesOf(row);
    addTo(totals, key, label, Math.max(0, amountOf(row)));
  }
  const { shown, merged } = rankSeries(totals);
  const amounts = new Map<string, number>();
  for (const row of rows) {
    const { key } = seriesOf(row);
    const stack = `${row.month}|${merged.has(key) ? OTHER_KEY : key}`;
    amounts.set(stack, (amounts.get(stack) ?? 0) + Math.max(0, amountOf(row)));
  }
  return {
    months: monthRange(rows.map((row) => row.month)),
    series: shown.map((series, index) => ({ key: series.key, label: series.label, colour: series.key === OTHER_KEY ? look.colours.other : look.colours.series[index]! })),
    amount: (month, key) => amounts.get(`${month}|${key}`) ?? 0,
  };
}

const TOP = 22;
const PLOT_HEIGHT = 200;
const BASELINE = TOP + PLOT_HEIGHT;
// Low enough that a name standing out to the left clears the axis's 0; the years on the line under the months.
const MONTH_LABELS = BASELINE + 19;
const YEAR_LABELS = MONTH_LABELS + 14;
const LEGEND_TOP = YEAR_LABELS + 16;
const PAD_END = 4;
/** The y axis's labels' gap to the plot (px). */
const TICK_GAP = 8;
/** Months a narrow plot is laid out for at least: one or two months get bars of a sixth of the width, not all of it. */
const MIN_BANDS = 6;
const MONTH_STEPS = [1, 2, 3, 6, 12];

/** The y scale, its ticks and the padding their labels need; the drawing's height. */
export function monthStacksLayout({ months, series, amount }: MonthStacksData) {
  const totals = months.map((month) => series.reduce((sum, one) => sum + amount(month, one.key), 0));
  // At least 100 kr. high, so that the ticks are whole kroner.
  const y = scaleLinear<number>({ domain: [0, Math.max(10_000, ...totals)], range: [BASELINE, TOP], nice: true });
  const ticks = y.ticks(4);
  const widest = Math.max(textWidth(T.kr, FONT_SIZE.tick), ...ticks.map((tick) => textWidth(kronerText(tick), FONT_SIZE.tick)));
  // A month's name and its year are centred under its bar: half of them may stand out beside the plot.
  const halfMonth = Math.ceil(Math.max(textWidth('2000', FONT_SIZE.tick), ...months.map((month) => textWidth(monthName(month), FONT_SIZE.tick))) / 2);
  return {
    y,
    ticks,
    totals,
    padStart: Math.max(Math.ceil(widest) + TICK_GAP + 2, halfMonth),
    padEnd: Math.max(PAD_END, halfMonth - 4),
    height: LEGEND_TOP + series.length * LEGEND_LINE,
  };
}

export interface MonthStacksProps {
  look: Look;
  data: MonthStacksData;
  layout: ReturnType<typeof monthStacksLayout>;
  /** An amount as a tooltip writes it: '1.234,50 kr.'. */
  amountText: (ore: number) => string;
}

export function MonthStacks({ look, data, layout, amountText }: MonthStacksProps) {
  const { months, series, amount } = data;
  const { y, ticks, totals, padStart, padEnd } = layout;
  const range = look.xRange(padStart + padEnd);
  const paddingOuter = Math.max(0.15, (MIN_BANDS - months.length) / 2);
  const x = scaleBand<string>({ domain: [...months], range, paddingInner: 0.25, paddingOuter, round: false });
  /** The plot's pixels, and a band's and a step's, at a drawing width. */
  const plotWidth = (width: number) => width - padStart - padEnd;
  const share = (length: number) => length / (range[1] - range[0]);
  const widestMonth = Math.max(...months.map((month) => textWidth(monthName(month), FONT_SIZE.tick)));
  /** Every how many months a name fits: 1, 2, 3, 6 or 12, so that the names fall on the same months each year. */
  const monthEvery = (width: number) => {
    const needed = Math.ceil((widestMonth + 8) / (share(x.step()) * plotWidth(width)));
    return MONTH_STEPS.find((step) => step >= needed) ?? Math.ceil(needed / 12) * 12;
  };
  /** A month's number from 0 (January): the names go on the months of `every`'s rhythm (January, July …). */
  const monthIndex = (month: string) => Number(month.slice(5, 7)) - 1;
  const stacks = months.map((month) => ({ month, ...Object.fromEntries(series.map((one) => [one.key, amount(month, one.key)])) }) as Record<string, number | string> & { month: string });

  return (
    <>
      <Axis orientation="left" scale={y} tickValues={ticks}>
        {(axis) =>
          axis.ticks.map((tick) => (
            <g key={String(tick.value)}>
              <line x1={0} x2={look.x(range[1])} y1={tick.from.y} y2={tick.from.y} {...look.paint({ stroke: tick.value === 0 ? look.colours.axis : look.colours.grid, strokeWidth: 1 })} />
              <text x={-TICK_GAP} y={tick.from.y} dy="0.35em" textAnchor="end" {...look.text('tick')}>
                {kronerText(Number(tick.value))}
              </text>
            </g>
          ))
        }
      </Axis>
      <text x={-TICK_GAP} y={TOP - 10} textAnchor="end" {...look.text('tick')}>
        {T.kr}
      </text>
      <BarStack<Record<string, number | string> & { month: string }, string>
        data={stacks}
        keys={series.map((one) => one.key)}
        x={(stack) => stack.month}
        xScale={x}
        yScale={y}
        color={(key) => series.find((one) => one.key === key)?.colour ?? look.colours.other}
      >
        {(barStacks) =>
          barStacks.flatMap((barStack) =>
            barStack.bars
              .filter((bar) => bar.height > 0)
              .map((bar) => {
                const month = months[bar.index]!;
                const label = series[barStack.index]!.label;
                return (
                  <Bar
                    key={`${barStack.key}-${month}`}
                    x={look.x(bar.x)}
                    width={look.x(bar.width)}
                    y={bar.y}
                    height={bar.height}
                    {...look.paint({ fill: bar.color, stroke: look.colours.surface, strokeWidth: 1 })}
                  >
                    <title>{T.valueOf(`${label}, ${formatMonth(month)}`, amountText(amount(month, barStack.key)))}</title>
                  </Bar>
                );
              }),
          )
        }
      </BarStack>
      {months.map((month, index) => {
        const total = totals[index]!;
        if (total <= 0) return null;
        const text = kronerText(total);
        const center = look.x((x(month) ?? 0) + x.bandwidth() / 2);
        return perWidth(look, (width) => (textWidth(text, FONT_SIZE.tick) + 2 <= share(x.bandwidth()) * plotWidth(width) ? text : null)).map(({ value, className, key }) => (
          <text key={`${month}-${key}`} x={center} y={y(total) - 4} textAnchor="middle" {...look.text('tick', className)}>
            {value}
          </text>
        ));
      })}
      {/* The months under their bars, as many as have room; under January and under the first named month its year. */}
      <Axis orientation="bottom" scale={x} tickValues={[...months]}>
        {(axis) =>
          axis.ticks.map((tick) => {
            const month = String(tick.value);
            const named = (width: number) => monthIndex(month) % monthEvery(width) === 0;
            const firstNamed = (width: number) => months.find((other) => monthIndex(other) % monthEvery(width) === 0) === month;
            const labels = perWidth(look, (width) => (named(width) ? monthName(month) : null)).map(({ value, className, key }) => (
              <text key={`month-${key}`} x={look.x(tick.from.x)} y={MONTH_LABELS} textAnchor="middle" {...look.text('tick', className)}>
                {value}
              </text>
            ));
            const years = perWidth(look, (width) => (named(width) && (monthIndex(month) === 0 || firstNamed(width)) ? month.slice(0, 4) : null)).map(
              ({ value, className, key }) => (
                <text key={`year-${key}`} x={look.x(tick.from.x)} y={YEAR_LABELS} textAnchor="middle" {...look.text('tick', className)}>
                  {value}
                </text>
              ),
            );
            return (
              <g key={month}>
                {labels}
                {years}
              </g>
            );
          })
        }
      </Axis>
      <Legend
        look={look}
        x={-padStart}
        y={LEGEND_TOP}
        entries={[...series].reverse().map((one) => ({ key: one.key, label: one.label, paint: { colour: one.colour } }))}
      />
    </>
  );
}
