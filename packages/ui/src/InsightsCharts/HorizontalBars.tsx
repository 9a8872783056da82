import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { textWidth } from './format';
import { FitLabel, HatchPattern, type Paint } from './ChartSvg';
import type { Look } from './look';
import { FONT_SIZE } from './sizes';

/**
 * Horizontal bars, one row per name: the name on its own line over the bar, which spans the plot's width (its
 * 100 %, shown as a track), and the value's text beside the bar's end of the track, in the drawing's padding.
 * Names take the whole width at every width and values never cover a bar. A row may have more than one bar
 * (the limits chart's day and week).
 */

interface BarValue {
  /** The share of the track, 0 to 1. */
  share: number;
  /** The value as written: '62,5 %', '3 of 12 days'. */
  text: string;
  /** The bar's tooltip: the name and the value. */
  title: string;
  paint: Paint;
}

export interface BarRow {
  key: string;
  label: string;
  bars: readonly BarValue[];
}

const LABEL_BASELINE = 13;
const FIRST_BAR = 19;
const BAR_HEIGHT = 14;
const BAR_GAP = 4;
const ROW_GAP = 10;
/** The gap between the track's end and the value's text (px). */
const VALUE_GAP = 8;

const rowHeight = (bars: number) => FIRST_BAR + bars * BAR_HEIGHT + (bars - 1) * BAR_GAP + ROW_GAP;

/** The height of the rows and the padding their values need beside the plot. */
export function barRowsLayout(rows: readonly BarRow[]): { height: number; padEnd: number } {
  const widest = Math.max(0, ...rows.flatMap((row) => row.bars.map((bar) => textWidth(bar.text, FONT_SIZE.label))));
  return {
    height: rows.reduce((sum, row) => sum + rowHeight(row.bars.length), 0) - ROW_GAP,
    padEnd: Math.ceil(widest) + VALUE_GAP,
  };
}

export interface HorizontalBarsProps {
  look: Look;
  rows: readonly BarRow[];
  /** The padding beside the plot (barRowsLayout's), which the names may use too. */
  padEnd: number;
  /** The hatch patterns the bars refer to, drawn once. */
  hatchIds?: readonly string[];
  top?: number;
}

export function HorizontalBars({ look, rows, padEnd, hatchIds = [], top = 0 }: HorizontalBarsProps) {
  const range = look.xRange(padEnd);
  const x = scaleLinear<number>({ domain: [0, 1], range, clamp: true });
  const tops = rows.map((_, index) => top + rows.slice(0, index).reduce((sum, row) => sum + rowHeight(row.bars.length), 0));
  return (
    <>
      {hatchIds.map((id) => (
        <HatchPattern key={id} look={look} id={id} />
      ))}
      {rows.map((row, rowIndex) => {
        const rowTop = tops[rowIndex]!;
        return (
          <Group key={row.key} top={rowTop}>
            <FitLabel look={look} kind="label" text={row.label} room={(width) => width} x={0} y={LABEL_BASELINE} />
            {row.bars.map((bar, index) => {
              const barTop = FIRST_BAR + index * (BAR_HEIGHT + BAR_GAP);
              const width = look.x(x(bar.share));
              return (
                <Group key={index} top={barTop}>
                  <Bar x={0} width={look.x(range[1])} height={BAR_HEIGHT} {...look.paint({ fill: look.colours.track })}>
                    <title>{bar.title}</title>
                  </Bar>
                  {bar.share > 0 ? (
                    <>
                      <Bar x={0} width={width} height={BAR_HEIGHT} {...look.paint({ fill: bar.paint.colour })}>
                        <title>{bar.title}</title>
                      </Bar>
                      {bar.paint.hatchId ? (
                        <Bar x={0} width={width} height={BAR_HEIGHT} fill={`url(#${bar.paint.hatchId})`}>
                          <title>{bar.title}</title>
                        </Bar>
                      ) : null}
                    </>
                  ) : null}
                  <text x={look.x(range[1])} dx={VALUE_GAP} y={BAR_HEIGHT - 3} {...look.text('value')}>
                    {bar.text}
                  </text>
                </Group>
              );
            })}
          </Group>
        );
      })}
    </>
  );
}
