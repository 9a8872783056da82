import { addDays, dayStart } from './calendarDates';

/**
 * The month view's row layout: which bookings a week row shows, in which level (line) of the row, over which
 * day columns, and what is left for "+N more".
 *
 * This is a port of react-big-calendar 1.20's algorithm (https://github.com/jquense/react-big-calendar,
 * MIT licence, copyright (c) 2015-present Jason Quense), to TypeScript on epoch milliseconds:
 * - `utils/eventLevels.js`: `endOfRange`, `eventSegments`, `eventLevels`, `segsOverlap`, `inRange`,
 *   `sortWeekEvents` and `sortEvents`;
 * - `utils/DateSlotMetrics.js`: `getSlotMetrics` for one row (its segments, levels and extra segments,
 *   `getEventsForSlot`, `continuesPrior` and `continuesAfter`);
 * - `Month.js` (the events of a week and their order), `DateContentRow.js` (`maxRows` and `minRows`),
 *   `EventRow.js` and `EventEndingRow.js` (the cells each line draws, and where "+N more" goes), as data.
 * It answers as react-big-calendar does with our `copenhagenLocalizer` (localizer.ts), whose days are
 * Europe/Copenhagen calendar days (23, 24 or 25 hours long) whatever zone the browser is in;
 * monthLayout.test.ts compares it with react-big-calendar's own code on that localizer.
 *
 * Why a port: the calendar route must stay within its JS budget (issue 8: 230 KB gzip; ADRs 049 and 050).
 * react-big-calendar with its popper, overlays and lodash is about 45 KB of it, so the calendar draws its
 * own views, with the same DOM. This file depends only on calendarDates' day arithmetic (on
 * CopenhagenTime) and reads no Date in the browser's zone.
 *
 * One difference, on purpose: react-big-calendar shortens every segment by `localizer.segmentOffset`. Its
 * luxon localizer sets that to 1 when, at the moment the localizer is made, the browser's UTC offset is
 * behind the localizer zone's (any browser west of Copenhagen, UTC included), which draws a booking over
 * three days as two. This port answers as react-big-calendar does in a browser in Copenhagen (offset 0).
 *
 * The time model:
 * - Instants are epoch milliseconds.
 * - A row's `days` are consecutive Copenhagen days, given as their midnights, in order (the month view:
 *   seven, Monday first).
 * - Items are `{ start, end }` in epoch milliseconds. An item counts on every day it touches. An item that
 *   ends exactly at midnight does not count on the day that starts there, unless it is of zero length at
 *   that midnight (`weekRowItems`, `layoutWeekRow`). Whether an item is in a row at all is decided to the
 *   minute, as the localizer's `inEventRange` does: one that ends less than a minute after the row's first
 *   midnight is not in the row.
 * - Day columns ("slots") are 1-based, as react-big-calendar's: the first day of the row is 1.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Something drawn in a row: a booking, in epoch milliseconds. */
export interface RowItem {
  start: number;
  end: number;
}

/**
 * An item's bar in a row (react-big-calendar's segment `{ event, left, right, span }`): from day column
 * `left` to `right`, both included and 1-based, `span` columns wide.
 */
export interface Segment<T> {
  item: T;
  left: number;
  right: number;
  span: number;
  /** The item starts before the row's first day (DateSlotMetrics' `continuesPrior`). */
  continuesPrior: boolean;
  /** The item ends at or after the midnight that ends the row (DateSlotMetrics' `continuesAfter`). */
  continuesAfter: boolean;
}

/** A row laid out (react-big-calendar's slot metrics of a DateContentRow). */
export interface RowLayout<T> {
  /** The row's first midnight. */
  first: number;
  /** The midnight after the row's last day. */
  last: number;
  /** The number of day columns. */
  slots: number;
  /** Every item's segment, in the order of the items given. */
  segments: Segment<T>[];
  /** The levels drawn in full, top first; each level's segments by `left`. */
  levels: Segment<T>[][];
  /** The segments that did not fit in `maxRows`: drawn in the last line, or counted in "+N more". */
  extra: Segment<T>[];
}

/**
 * One cell of a drawn line, left to right (react-big-calendar's `renderSpan`: a `.rbc-row-segment` whose
 * width is `|span| / slots` of the row):
 * - `gap`: empty columns;
 * - `event`: the segment's item, `span` columns wide;
 * - `more`: the "+N more" button of day `slot`, one column wide, for `count` items not drawn there.
 */
export type RowCell<T> =
  | { kind: 'gap'; span: number }
  | { kind: 'event'; span: number; segment: Segment<T> }
  | { kind: 'more'; span: 1; slot: number; count: number };

/** The Copenhagen midnight after the day that starts at `midnight` (the localizer's `add(date, 1, 'day')`). */
const nextDay = (midnight: number): number => addDays(midnight, 1);

/** The start of the minute of `ms` (Copenhagen's offsets have been whole minutes since 1894). */
const minuteOf = (ms: number): number => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/**
 * A row's days: its first midnight, the midnight after its last day (eventLevels' `endOfRange`), and the
 * day column of an instant between them.
 */
interface Row {
  first: number;
  last: number;
  slots: number;
  /** The 0-based day column of `ms`, for `first <= ms < last`: the column of the last midnight at or before it. */
  column: (ms: number) => number;
}

function rowOf(days: readonly number[]): Row {
  const first = days[0];
  const lastDay = days[days.length - 1];
  if (first === undefined || lastDay === undefined) throw new RangeError('A row needs at least one day');
  const slots = days.length;
  const column = (ms: number): number => {
    let i = slots - 1;
    while (i > 0 && days[i]! > ms) i--;
    return i;
  };
  return { first, last: nextDay(lastDay), slots, column };
}

/**
 * The items that a row of `days` shows, in react-big-calendar's order: Month.js keeps the events for which
 * the localizer's `inEventRange` holds between the row's first and last midnight, and orders them by
 * `sortWeekEvents`.
 *
 * In the row: the item starts before the midnight that ends the row, and its end, truncated to the minute,
 * is after the row's first midnight. An item whose end (to the minute) is the midnight that starts its own
 * start's day may also end exactly at the row's first midnight (a zero-length item at that midnight).
 *
 * The order: items longer than 24 hours first, then the others; each group by the Copenhagen day of its
 * start, longer before shorter, then by start and end (copenhagenLocalizer's `sortEvents`); items alike in
 * all of that keep their order.
 */
export function weekRowItems<T extends RowItem>(days: readonly number[], items: readonly T[]): T[] {
  const { first, last, column } = rowOf(days);
  type Keyed = { item: T; day: number; length: number };
  const long: Keyed[] = [];
  const short: Keyed[] = [];
  for (const item of items) {
    // inEventRange: the start's day on or before the row's last day, that is the start before `last`, …
    if (!(item.start < last)) continue;
    // … and the end, to the minute, after `first`; or at it when that is the midnight of the start's day
    // (`eventDay !== end ? end > first : end >= first`, with the start's day read only where it decides).
    const end = minuteOf(item.end);
    if (end < first) continue;
    const day = item.start >= first ? days[column(item.start)]! : dayStart(item.start);
    if (end === first && day !== first) continue;
    // sortWeekEvents: `daySpan` (elapsed 24-hour days) above 1 goes first.
    const length = item.end - item.start;
    (length / DAY_MS > 1 ? long : short).push({ item, day, length });
  }
  // copenhagenLocalizer's sortEvents; Array.prototype.sort is stable, as react-big-calendar relies on.
  const order = (a: Keyed, b: Keyed): number =>
    a.day - b.day || b.length - a.length || a.item.start - b.item.start || a.item.end - b.item.end;
  return [...long.sort(order), ...short.sort(order)].map((keyed) => keyed.item);
}

/** Whether two segments share a column (eventLevels' `segsOverlap`, for one other segment). */
const overlaps = <T>(a: Segment<T>, b: Segment<T>): boolean => b.left <= a.right && b.right >= a.left;

/** Whether the segment covers day column `slot`. */
const covers = <T>(segment: Segment<T>, slot: number): boolean => segment.left <= slot && segment.right >= slot;

/**
 * Segments in levels (eventLevels' `eventLevels`): each goes to the first level where it overlaps nothing,
 * or to `extra` when that level would be number `limit` or later. Each level is then ordered by `left`.
 */
function eventLevels<T>(segments: readonly Segment<T>[], limit = Infinity): { levels: Segment<T>[][]; extra: Segment<T>[] } {
  const levels: Segment<T>[][] = [];
  const extra: Segment<T>[] = [];
  for (const segment of segments) {
    let j = 0;
    for (; j < levels.length; j++) if (!levels[j]!.some((other) => overlaps(segment, other))) break;
    if (j >= limit) extra.push(segment);
    else (levels[j] ??= []).push(segment);
  }
  for (const level of levels) level.sort((a, b) => a.left - b.left);
  return { levels, extra };
}

/**
 * A row laid out as react-big-calendar's DateContentRow lays it out (DateSlotMetrics' `getSlotMetrics`).
 *
 * `items` in the order to place them: for the month view, `weekRowItems(days, …)`. `maxRows` is the number of
 * lines that fit in the row, the "+N more" line included: Month.js measures it from the row's height, and
 * passes Infinity when it shows all events. At least one level is drawn in full. `minRows` pads `levels` with
 * empty levels (react-big-calendar's all-day row of the time views asks for 2; the month view for none).
 *
 * Each item's segment: from its start's day, or the row's first day, to the day before its end rounded up to a
 * midnight, or the row's last day; at least one column. An item that ends exactly at a midnight does not reach the day that
 * starts there; one of zero length at a midnight takes the day that starts there.
 */
export function layoutWeekRow<T extends RowItem>(days: readonly number[], items: readonly T[], maxRows: number, minRows = 0): RowLayout<T> {
  const { first, last, slots, column } = rowOf(days);
  const segments = items.map((item): Segment<T> => {
    // eventSegments, in day columns (0 to `slots`, where `slots` is the midnight `last`):
    // start = max(startOf(start, 'day'), first); an item starting after the row is placed at `last`.
    const start = item.start < first ? 0 : item.start >= last ? slots : column(item.start);
    // end = min(ceil(end, 'day'), last); an end before the row, at `first` (the span is 1 however early it is).
    let end = slots;
    if (item.end < first) end = 0;
    else if (item.end < last) {
      end = column(item.end);
      if (days[end] !== item.end) end++;
    }
    // padding: the column of `start` among the row's days, -1 if none.
    const padding = start < slots ? start : -1;
    // span: the days from start to end (diff in calendar days), at most the row and at least 1.
    const span = Math.max(Math.min(end - start, slots), 1);
    return {
      item,
      left: padding + 1,
      right: Math.max(padding + span, 1),
      span,
      continuesPrior: item.start < first,
      continuesAfter: item.end >= last,
    };
  });
  const { levels, extra } = eventLevels(segments, Math.max(maxRows - 1, 1));
  // The "+N more" line counts as one of `minRows`.
  const minEventRows = extra.length > 0 ? minRows - 1 : minRows;
  while (levels.length < minEventRows) levels.push([]);
  return { first, last, slots, segments, levels, extra };
}

/**
 * Every item on day column `slot` (1-based), drawn or not, in the row's order: what "+N more" opens, as
 * react-big-calendar's popup lists it (DateSlotMetrics' `getEventsForSlot`).
 */
export function itemsOnDay<T>(layout: RowLayout<T>, slot: number): T[] {
  return layout.segments.filter((segment) => covers(segment, slot)).map((segment) => segment.item);
}

/** The items of `extra` on day column `slot` (EventEndingRow's `eventsInSlot(segments, slot)`): "+N more"'s N and its `remainingEvents`. */
export function hiddenOnDay<T>(layout: RowLayout<T>, slot: number): T[] {
  return layout.extra.filter((segment) => covers(segment, slot)).map((segment) => segment.item);
}

/** The cells of one of `layout.levels`, left to right, with the gaps between (EventRow). */
function levelCells<T>(level: readonly Segment<T>[]): RowCell<T>[] {
  const cells: RowCell<T>[] = [];
  let lastEnd = 1;
  for (const segment of level) {
    const gap = segment.left - lastEnd;
    if (gap) cells.push({ kind: 'gap', span: gap });
    cells.push({ kind: 'event', span: segment.span, segment });
    lastEnd = segment.right + 1;
  }
  return cells;
}

/**
 * The cells of the line below the levels, left to right (EventEndingRow), or none when nothing is left over
 * (react-big-calendar then draws no such line). The line draws the `extra` segments of one level: a segment
 * whose every day has no other `extra` item is drawn as an event; on the first day of any other, and on each
 * day that `extra` covers but that level does not, a one-column "+N more" with N the `extra` items that day.
 */
export function lastLevelCells<T>(layout: RowLayout<T>): RowCell<T>[] {
  const { extra, slots } = layout;
  if (extra.length === 0) return [];
  const count = (slot: number): number => extra.reduce((n, segment) => (covers(segment, slot) ? n + 1 : n), 0);
  const rowSegments = eventLevels(extra).levels[0] ?? [];
  const cells: RowCell<T>[] = [];
  const more = (slot: number): RowCell<T> => ({ kind: 'more', span: 1, slot, count: count(slot) });
  let current = 1;
  let lastEnd = 1;
  while (current <= slots) {
    const slot = current;
    const segment = rowSegments.find((candidate) => covers(candidate, slot));
    if (!segment) {
      // Nothing of the level here; "+N more" if other `extra` items are.
      if (count(slot) > 0) {
        const gap = slot - lastEnd;
        if (gap) cells.push({ kind: 'gap', span: gap });
        cells.push(more(slot));
        lastEnd = current = slot + 1;
      } else {
        current++;
      }
      continue;
    }
    const gap = Math.max(0, segment.left - lastEnd);
    if (gap) cells.push({ kind: 'gap', span: gap });
    // canRenderSlotEvent: the segment alone on each of its days.
    let alone = true;
    for (let day = segment.left; day < segment.left + segment.span; day++) alone &&= count(day) === 1;
    if (alone) {
      cells.push({ kind: 'event', span: segment.span, segment });
      lastEnd = current = segment.right + 1;
    } else {
      cells.push(more(slot));
      lastEnd = current = slot + 1;
    }
  }
  return cells;
}

/** Every line a row draws, top first: its levels, then the "+N more" line if anything is left over (DateContentRow). */
export function rowLines<T>(layout: RowLayout<T>): RowCell<T>[][] {
  const lines = layout.levels.map((level) => levelCells(level));
  if (layout.extra.length > 0) lines.push(lastLevelCells(layout));
  return lines;
}
