import { useId, type ReactNode } from 'react';
import { Group } from '@visx/group';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import { PatternLines } from '@visx/pattern';
import { fitText } from './format';
import { perWidth, type Look, type TextRole } from './look';
import { FILE_FONT_FAMILY, FILE_MARGIN, FILE_TITLE_HEIGHT, FONT_SIZE } from './sizes';
import * as s from './InsightsCharts.css';

/** An id usable in `url(#…)` and in a file: React's, without its colons. */
export const useSvgId = (prefix: string): string => `${prefix}-${useId().replace(/[^\w-]/g, '')}`;

export interface ChartSvgProps {
  look: Look;
  /** The chart's title: its accessible name, and in a file the line above the drawing. */
  title: string;
  /** A sentence or two on what the numbers say: the drawing's accessible description. */
  summary: string;
  /** The drawing's height in pixels (a file adds its title line and margins). */
  height: number;
  /** Pixels beside the plot for its labels: the axis's amounts at the start, the values at the end. */
  padStart?: number;
  padEnd?: number;
  /** Nothing to draw: the drawing says so (INSIGHTS_MESSAGES.empty) in place of its children. */
  isEmpty?: boolean;
  children: ReactNode;
}

const EMPTY_HEIGHT = 24;

/**
 * A chart's `<svg>`: an image (`role="img"`) named by its title and described by its summary. On a page it is
 * as wide as its box and as high as `height`; in a file it is a self-contained SVG document with a white
 * background, its font and its title.
 */
export function ChartSvg({ look, title, summary, height: drawnHeight, padStart: drawnPadStart = 0, padEnd = 0, isEmpty = false, children }: ChartSvgProps) {
  const height = isEmpty ? EMPTY_HEIGHT : drawnHeight;
  const padStart = isEmpty ? 0 : drawnPadStart;
  const content = isEmpty ? (
    <text x={0} y={16} {...look.text('label')}>
      {INSIGHTS_MESSAGES.empty}
    </text>
  ) : (
    children
  );
  const titleId = useSvgId('chart-title');
  const descId = useSvgId('chart-desc');
  const described = (
    <>
      <title id={titleId}>{title}</title>
      <desc id={descId}>{summary}</desc>
    </>
  );
  if (look.fileWidth === null) {
    return (
      <svg
        width="100%"
        height={height}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className={s.svg}
        style={{ paddingLeft: padStart, paddingRight: padEnd }}
      >
        {described}
        {content}
      </svg>
    );
  }
  const width = look.fileWidth;
  const fileHeight = FILE_TITLE_HEIGHT + height + FILE_MARGIN;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={fileHeight}
      viewBox={`0 0 ${width} ${fileHeight}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      fontFamily={FILE_FONT_FAMILY}
    >
      {described}
      <rect width={width} height={fileHeight} fill={look.colours.surface} />
      <text x={FILE_MARGIN} y={FILE_MARGIN + FONT_SIZE.title} fontSize={FONT_SIZE.title} fontWeight={700} fill={look.colours.text}>
        {fitText(title, width - 2 * FILE_MARGIN, FONT_SIZE.title)}
      </text>
      <Group left={FILE_MARGIN + padStart} top={FILE_TITLE_HEIGHT}>
        {content}
      </Group>
    </svg>
  );
}

export interface FitLabelProps {
  look: Look;
  kind: TextRole;
  text: string;
  /** The pixels the text may take at a drawing width. */
  room: (width: number) => number;
  x: number | string;
  y: number;
  dx?: number;
  textAnchor?: 'start' | 'middle' | 'end';
}

/**
 * A name that may be long (a room's, a company's): cut with an ellipsis to the room it has at each drawing
 * width, and whole in its tooltip (`<title>`) when cut.
 */
export function FitLabel({ look, kind, text, room, x, y, dx, textAnchor }: FitLabelProps) {
  const size = kind === 'tick' ? FONT_SIZE.tick : FONT_SIZE.label;
  return perWidth(look, (width) => fitText(text, room(width), size)).map(({ value, className, key }) => (
    <text key={key} x={x} y={y} dx={dx} textAnchor={textAnchor} {...look.text(kind, className)}>
      {value}
      {value === text ? null : <title>{text}</title>}
    </text>
  ));
}

/** A bar's or a swatch's paint: its colour, and a hatch over it where colour alone must not tell it apart. */
export interface Paint {
  colour: string;
  /** The id of a HatchPattern drawn in the same drawing. */
  hatchId?: string;
}

/** Diagonal lines in the surface's colour, laid over a fill (`fill="url(#id)"`). */
export function HatchPattern({ look, id }: { look: Look; id: string }) {
  return look.fileWidth === null ? (
    <PatternLines id={id} width={6} height={6} strokeWidth={2} orientation={['diagonal']} className={s.hatch} />
  ) : (
    <PatternLines id={id} width={6} height={6} strokeWidth={2} orientation={['diagonal']} stroke={look.colours.surface} />
  );
}

export interface LegendEntry {
  key: string;
  label: string;
  paint: Paint;
}

/** A legend's line height (px). */
export const LEGEND_LINE = 20;
const SWATCH = 12;

/**
 * A legend: a swatch and a name a line, one under the other, so that it fits any width; the names are cut to
 * the drawing's width. `x` is the legend's start in the plot's coordinates (the drawing's start edge).
 */
export function Legend({ look, entries, x, y }: { look: Look; entries: readonly LegendEntry[]; x: number; y: number }) {
  return (
    <Group top={y} left={x}>
      {entries.map((entry, index) => (
        <Group key={entry.key} top={index * LEGEND_LINE}>
          <rect y={2} width={SWATCH} height={SWATCH} {...look.paint({ fill: entry.paint.colour })} />
          {entry.paint.hatchId ? <rect y={2} width={SWATCH} height={SWATCH} fill={`url(#${entry.paint.hatchId})`} /> : null}
          <FitLabel look={look} kind="label" text={entry.label} room={(width) => width - SWATCH - 8} x={SWATCH + 6} y={SWATCH} />
        </Group>
      ))}
    </Group>
  );
}
