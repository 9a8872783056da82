import type { SVGAttributes } from 'react';
import { PALETTES } from '../theme/palettes';
import { vars } from '../theme/vars.css';
import { FILE_MARGIN, FONT_SIZE } from './sizes';
import { CHART_WIDTHS, type WidthRangeKey } from './widths';
import * as s from './InsightsCharts.css';

/**
 * How a chart is drawn: on a page (its box's width, the theme's colours as CSS variables, classes) or as a file
 * (`standalone`: a fixed width, literal colours and presentation attributes, readable by any SVG renderer).
 * The charts lay out with it and never ask which of the two they draw.
 */

/** The colours a chart draws with. */
interface ChartColours {
  text: string;
  muted: string;
  /** Grid lines and the outline of an hour the period did not have. */
  grid: string;
  /** The zero line. */
  axis: string;
  /** The background, and the thin lines between stacked segments and between cells. */
  surface: string;
  /** The track behind a bar (its 100 %). */
  track: string;
  /** The seven categorical colours, in their order of use. */
  series: readonly string[];
  /** What the smaller series are merged into. */
  other: string;
  /** The sequential scale, 0 % first. */
  heat: readonly string[];
}

const chartColours = (color: { text: string; muted: string; border: string; borderStrong: string; surface: string; surfaceMuted: string; chart: Record<keyof typeof vars.color.chart, string> }): ChartColours => {
  const { chart } = color;
  return {
    text: color.text,
    muted: color.muted,
    grid: color.border,
    axis: color.borderStrong,
    surface: color.surface,
    track: color.surfaceMuted,
    series: [chart.series1, chart.series2, chart.series3, chart.series4, chart.series5, chart.series6, chart.series7],
    other: chart.seriesOther,
    heat: [chart.heat0, chart.heat1, chart.heat2, chart.heat3, chart.heat4],
  };
};

/** A chart's text kinds: names, values beside bars, and the axes' small labels. */
export type TextRole = 'label' | 'value' | 'tick';

export interface Look {
  /** The file's width in pixels; null on a page. */
  fileWidth: number | null;
  colours: ChartColours;
  /** The drawing's widths it lays out for: CHART_WIDTHS on a page, the file's (less its margins) in a file. */
  widths: readonly number[];
  /** The class that shows a variant drawn for `widths[from]` up to `widths[to]` (not included); none for all. */
  widthClass: (from: number, to: number) => string | undefined;
  /** The plot's x range, the drawing's width less `padding` px beside the plot: percentages on a page. */
  xRange: (padding: number) => [number, number];
  /** A position or width in the plot's x range as an SVG length: '42.5%' on a page, 42.5 in a file. */
  x: (value: number) => string | number;
  /** A shape's paint: its fill, and its outline where given (one set of props: spread it once). */
  paint: (paint: { fill?: string; stroke?: string; strokeWidth?: number }) => SVGAttributes<SVGElement>;
  text: (role: TextRole, className?: string) => SVGAttributes<SVGTextElement>;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

const PAGE: Look = {
  fileWidth: null,
  colours: chartColours(vars.color),
  widths: CHART_WIDTHS,
  widthClass: (from, to) => (from === 0 && to === CHART_WIDTHS.length ? undefined : s.widthRange[`${from}-${to}` as WidthRangeKey]),
  xRange: () => [0, 100],
  x: (value) => `${round(value)}%`,
  // CSS variables are not read in presentation attributes: a page's colours go in style.
  paint: ({ fill, stroke, strokeWidth }) => ({ style: { fill, stroke }, strokeWidth }),
  text: (role, className) => ({ className: className ? `${s.text[role]} ${className}` : s.text[role] }),
};

const FILE_COLOURS = chartColours(PALETTES.roombook);
const FILE_TEXT: Record<TextRole, SVGAttributes<SVGTextElement>> = {
  label: { fontSize: FONT_SIZE.label, fill: FILE_COLOURS.text },
  value: { fontSize: FONT_SIZE.label, fill: FILE_COLOURS.text, fontWeight: 500 },
  tick: { fontSize: FONT_SIZE.tick, fill: FILE_COLOURS.muted },
};

/** How a chart draws as a file `width` px wide, in the default theme's colours. */
const fileLook = (width: number): Look => {
  const inner = width - 2 * FILE_MARGIN;
  return {
    fileWidth: width,
    colours: FILE_COLOURS,
    widths: [inner],
    widthClass: () => undefined,
    xRange: (padding) => [0, Math.max(1, inner - padding)],
    x: round,
    paint: ({ fill, stroke, strokeWidth }) => ({ fill, stroke, strokeWidth }),
    text: (role) => FILE_TEXT[role],
  };
};

/** A chart's `standalone` prop: draw a self-contained SVG file this many pixels wide. */
export interface Standalone {
  width: number;
}

export const lookOf = (standalone: Standalone | undefined): Look => (standalone ? fileLook(standalone.width) : PAGE);

/**
 * A value for each of the look's widths, the equal neighbours drawn once: `[{ value, className }]`, each
 * with the class that shows it at its widths only. `null` values are not drawn.
 */
export function perWidth<T>(look: Look, at: (width: number) => T | null): { value: T; className: string | undefined; key: number }[] {
  const values = look.widths.map(at);
  const drawn: { value: T; className: string | undefined; key: number }[] = [];
  let from = 0;
  for (let index = 1; index <= values.length; index += 1) {
    if (index < values.length && values[index] === values[from]) continue;
    const value = values[from];
    if (value !== null && value !== undefined) drawn.push({ value, className: look.widthClass(from, index), key: from });
    from = index;
  }
  return drawn;
}
