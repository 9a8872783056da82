import { SLOT_MINUTES } from '@roombook/domain/constants';
import { copenhagenOffset } from '../copenhagenTime';

/**
 * Where the day and week views draw each booking in a day column: react-big-calendar 1.20's time-grid
 * layout, ported to plain numbers.
 *
 * The calendar page is to draw its day and week views itself instead of through react-big-calendar, whose
 * code with its popper, overlays and lodash is about 44 KB gzip of the calendar route (docs/decisions/024,
 * 049). The views must draw the same DOM, so this is react-big-calendar's own algorithm, step for step,
 * with its quirks kept; only the localizer calls are replaced by arithmetic on epoch milliseconds:
 * - `utils/TimeSlots.js`, `getSlotMetrics`: the day's slots and `getRange` (`slotRange` here);
 * - `utils/DayEventLayout.js` with `utils/layout-algorithms/overlap.js`, `getStyledEvents` with the
 *   'overlap' algorithm, as `DayColumn.js` calls it (`layoutDay` here).
 * The inputs are what BookingCalendar gives react-big-calendar: `copenhagenLocalizer`, `step` SLOT_MINUTES,
 * `timeslots` 60 / SLOT_MINUTES, and the default `min` and `max` (the day's 00:00 and 23:59:59.999).
 * timeGridLayout.test.ts compares every number with react-big-calendar's own.
 *
 * react-big-calendar is MIT licensed, Copyright (c) 2015-present Jason Quense: the algorithm is theirs,
 * and so are the comments inside the functions below that say what it does.
 *
 * Positions are in minutes, as react-big-calendar's: whole minutes elapsed since the day's start (rounded
 * down), plus the change of UTC offset since then of the zone the *browser* runs in (react-big-calendar's
 * `getDstOffset` reads `Date#getTimezoneOffset`, not the localizer), capped at the day's length. On a day
 * when that zone changes its clock, bookings are therefore placed by their wall-clock time on a column
 * of the day's real length: on 29 March 2026 (23 hours in Copenhagen) the last hour is drawn at the bottom
 * with no height, and on 25 October 2026 (25 hours) the last hour of the column stays empty. The zone is
 * Copenhagen's unless told otherwise (`zoneOffset`): the calendar's users are in Copenhagen, and the
 * visual tests run Chromium in Copenhagen time.
 */

const MINUTE_MS = 60_000;

/** The minutes of a slot, as BookingCalendar's `step`. */
export const STEP_MINUTES = SLOT_MINUTES;
/** Slots to an hour's group, as BookingCalendar's `timeslots`. */
export const TIMESLOTS = 60 / SLOT_MINUTES;

/** A Copenhagen calendar day: its midnight and the next midnight, epoch milliseconds (23, 24 or 25 hours). */
export interface DayFrame {
  start: number;
  end: number;
}

/** Anything with a start and an end, epoch milliseconds. */
export interface TimedItem {
  start: number;
  end: number;
}

/** Where an item is drawn, in percent of the day column, as react-big-calendar's event `style`. */
export interface ItemBox {
  top: number;
  height: number;
  width: number;
  xOffset: number;
}

/**
 * An interval clipped to the day and placed on it, as react-big-calendar's `slotMetrics.getRange`:
 * `top` and `height` in percent of the column, `start` and `end` as positions in minutes, and the
 * clipped instants `startMs` and `endMs` (getRange's `startDate` and `endDate`).
 */
export interface SlotRange {
  top: number;
  height: number;
  start: number;
  end: number;
  startMs: number;
  endMs: number;
}

export interface LayoutOptions {
  /** Minutes of a slot (react-big-calendar's `step`); STEP_MINUTES unless told. */
  step?: number;
  /** Slots to a group (react-big-calendar's `timeslots`); TIMESLOTS unless told. */
  timeslots?: number;
  /**
   * The browser zone's UTC offset in minutes (east positive) at an instant: react-big-calendar adds its
   * change since the day's start to positions (see above). Copenhagen's unless told; `() => 0` places by
   * elapsed time, as react-big-calendar does in a browser on UTC.
   */
  zoneOffset?: (epochMs: number) => number;
}

/** The day's slots, as `getSlotMetrics` counts them. */
export interface DaySlots {
  /** Minutes from `min` to `max` plus one (`totalMin`): the day's length in minutes, and the cap of positions. */
  totalMinutes: number;
  /** Groups of `timeslots` slots (an hour each in BookingCalendar): 23, 24 or 25. */
  groupCount: number;
  /** All slots of the column: groupCount × timeslots. */
  slotCount: number;
}

/** What `getRange` needs of `getSlotMetrics`. */
interface SlotMetrics extends DaySlots {
  step: number;
  timeslots: number;
  /** The day's `min` and `max`: its 00:00 and 23:59:59.999, epoch milliseconds. */
  min: number;
  max: number;
  /** The zone's offset at `min` (the DST correction is the change since). */
  minOffset: number;
  zoneOffset: (epochMs: number) => number;
}

function slotMetrics(day: DayFrame, options: LayoutOptions): SlotMetrics {
  const step = options.step ?? STEP_MINUTES;
  const timeslots = options.timeslots ?? TIMESLOTS;
  const zoneOffset = options.zoneOffset ?? copenhagenOffset;
  const min = day.start;
  // react-big-calendar's default `max`: 23:59:59.999 on the day (never ambiguous in Copenhagen).
  const max = day.end - 1;
  // `1 + localizer.getTotalMin(start, end)`: copenhagenLocalizer counts whole elapsed minutes.
  const totalMinutes = 1 + Math.floor((max - min) / MINUTE_MS);
  const groupCount = Math.ceil((totalMinutes - 1) / (step * timeslots));
  return { totalMinutes, groupCount, slotCount: groupCount * timeslots, step, timeslots, min, max, minOffset: zoneOffset(min), zoneOffset };
}

/** The slots of the day column (getSlotMetrics' `groups` and `slots` counts). */
export function daySlots(day: DayFrame, options: LayoutOptions = {}): DaySlots {
  const { totalMinutes, groupCount, slotCount } = slotMetrics(day, options);
  return { totalMinutes, groupCount, slotCount };
}

/**
 * `positionFromDate`: `localizer.diff(start, date, 'minutes') + localizer.getDstOffset(start, date)`, at
 * most `totalMin`. getDstOffset is `start.getTimezoneOffset() - date.getTimezoneOffset()`, and
 * getTimezoneOffset is minus the offset.
 */
function position(metrics: SlotMetrics, ms: number): number {
  const diff = Math.floor((ms - metrics.min) / MINUTE_MS) + (metrics.zoneOffset(ms) - metrics.minOffset);
  return Math.min(diff, metrics.totalMinutes);
}

/** `getRange(rangeStart, rangeEnd)` (neither ignoreMin nor ignoreMax, as the layout calls it). */
function range(metrics: SlotMetrics, rangeStart: number, rangeEnd: number): SlotRange {
  const { min, max, step, slotCount } = metrics;
  const startMs = Math.min(max, Math.max(min, rangeStart));
  const endMs = Math.min(max, Math.max(min, rangeEnd));
  const rangeStartMin = position(metrics, startMs);
  const rangeEndMin = position(metrics, endMs);
  // Kept from react-big-calendar; positions never pass step × slots when the day is whole minutes long.
  const top =
    rangeEndMin > step * slotCount && max !== endMs
      ? ((rangeStartMin - step) / (step * slotCount)) * 100
      : (rangeStartMin / (step * slotCount)) * 100;
  return {
    top,
    height: (rangeEndMin / (step * slotCount)) * 100 - top,
    start: rangeStartMin,
    end: rangeEndMin,
    startMs,
    endMs,
  };
}

/** The interval from `start` to `end` (epoch milliseconds) clipped to the day and placed on it. */
export function slotRange(day: DayFrame, start: number, end: number, options: LayoutOptions = {}): SlotRange {
  return range(slotMetrics(day, options), start, end);
}

/** An item placed on the day (overlap.js' `Event` before it is grouped). */
interface Placed<T> {
  item: T;
  range: SlotRange;
}

/*
 * Every event is always one of: container, row or leaf. Containers can contain rows, and rows can
 * contain leaves.
 */
interface ContainerNode<T> extends Placed<T> {
  kind: 'container';
  rows: RowNode<T>[];
}
interface RowNode<T> extends Placed<T> {
  kind: 'row';
  container: ContainerNode<T>;
  leaves: LeafNode<T>[];
}
interface LeafNode<T> extends Placed<T> {
  kind: 'leaf';
  container: ContainerNode<T>;
  row: RowNode<T>;
}
type LayoutNode<T> = ContainerNode<T> | RowNode<T> | LeafNode<T>;

/** How much wider than its share an event may be drawn, overlapping the next one. */
const OVERLAP_FACTOR = 1.7;

/**
 * The container event's width (overlap.js' `_width`) is determined by the maximum number of events in
 * any of its rows.
 */
const containerWidth = <T>(container: ContainerNode<T>): number =>
  // add itself; add the container
  100 / (container.rows.reduce((max, row) => Math.max(max, row.leaves.length + 1), 0) + 1);

/** The row event's width is the space left by the container, divided among itself and its leaves. */
const rowWidth = <T>(row: RowNode<T>): number => (100 - containerWidth(row.container)) / (row.leaves.length + 1);

/** The event's width without any overlap (the leaf event's width is determined by its row's width). */
function baseWidth<T>(node: LayoutNode<T>): number {
  switch (node.kind) {
    case 'container':
      return containerWidth(node);
    case 'row':
      return rowWidth(node);
    case 'leaf':
      return rowWidth(node.row);
  }
}

/** The event's calculated width, possibly with extra width added for overlapping effect. */
function width<T>(node: LayoutNode<T>): number {
  const noOverlap = baseWidth(node);
  const overlap = Math.min(100, noOverlap * OVERLAP_FACTOR);
  switch (node.kind) {
    // Containers can always grow.
    case 'container':
      return overlap;
    // Rows can grow if they have leaves.
    case 'row':
      return node.leaves.length > 0 ? overlap : noOverlap;
    // Leaves can grow unless they're the last item in a row.
    case 'leaf': {
      const leaves = node.row.leaves;
      return leaves.indexOf(node) === leaves.length - 1 ? noOverlap : overlap;
    }
  }
}

function xOffset<T>(node: LayoutNode<T>): number {
  switch (node.kind) {
    // Containers have no offset.
    case 'container':
      return 0;
    // Rows always start where their container ends.
    case 'row':
      return containerWidth(node.container);
    // Leaves are spread out evenly on the space left by its row.
    case 'leaf': {
      const { row } = node;
      return xOffset(row) + (row.leaves.indexOf(node) + 1) * rowWidth(row);
    }
  }
}

/** Return true if event a and b is considered to be on the same row. */
function onSameRow(a: SlotRange, b: SlotRange, minimumStartDifference: number): boolean {
  return (
    // Occupies the same start slot.
    Math.abs(b.start - a.start) < minimumStartDifference ||
    // A's start slot overlaps with b's end slot.
    (b.start > a.start && b.start < a.end)
  );
}

/**
 * overlap.js' `sortByRender`: by clipped start, longer first (lodash's sortBy, which is stable); then
 * each event is followed by the first event that starts once it has ended, if it is not already next.
 */
function sortByRender<T>(events: readonly Placed<T>[]): Placed<T>[] {
  const sortedByTime = [...events].sort((a, b) => a.range.startMs - b.range.startMs || b.range.endMs - a.range.endMs);
  const sorted: Placed<T>[] = [];
  for (let event = sortedByTime.shift(); event !== undefined; event = sortedByTime.shift()) {
    sorted.push(event);
    for (let i = 0; i < sortedByTime.length; i++) {
      const test = sortedByTime[i] as Placed<T>;

      // Still inside this event, look for next.
      if (event.range.endMs > test.range.startMs) continue;

      // We've found the first event of the next event group.
      // If that event is not right next to our current event, we have to
      // move it here.
      if (i > 0) sorted.push(...sortedByTime.splice(i, 1));

      // We've already found the next event group, so stop looking.
      break;
    }
  }
  return sorted;
}

/**
 * Where each item is drawn in the day column, in react-big-calendar's render order (which is also the
 * order of painting: later items lie over earlier ones). Items may start before the day or end after it
 * (they are clipped to it, as react-big-calendar clips them) and may be zero minutes long; starts and ends
 * must be finite.
 */
export function layoutDay<T extends TimedItem>(
  day: DayFrame,
  items: readonly T[],
  options: LayoutOptions = {},
): { item: T; box: ItemBox }[] {
  const metrics = slotMetrics(day, options);
  // As DayColumn.js passes it: half a group, in minutes (30 in BookingCalendar).
  const minimumStartDifference = Math.ceil((metrics.step * metrics.timeslots) / 2);
  // Create proxy events and order them so that we don't have to fiddle with z-indexes.
  const eventsInRenderOrder = sortByRender(items.map((item) => ({ item, range: range(metrics, item.start, item.end) })));

  // Group overlapping events, while keeping order.
  const containers: ContainerNode<T>[] = [];
  const nodes = eventsInRenderOrder.map((event): LayoutNode<T> => {
    const { start } = event.range;
    // Check if this event can go into a container event.
    const container = containers.find((c) => c.range.end > start || Math.abs(start - c.range.start) < minimumStartDifference);

    // Couldn't find a container — that means this event is a container.
    if (!container) {
      const node: ContainerNode<T> = { ...event, kind: 'container', rows: [] };
      containers.push(node);
      return node;
    }

    // Check if the event can be placed in an existing row. Start looking from behind.
    let row: RowNode<T> | undefined;
    for (let j = container.rows.length - 1; !row && j >= 0; j--) {
      const candidate = container.rows[j] as RowNode<T>;
      if (onSameRow(candidate.range, event.range, minimumStartDifference)) row = candidate;
    }
    if (row) {
      // Found a row, so add it.
      const node: LeafNode<T> = { ...event, kind: 'leaf', container, row };
      row.leaves.push(node);
      return node;
    }
    // Couldn't find a row – that means this event is a row.
    const node: RowNode<T> = { ...event, kind: 'row', container, leaves: [] };
    container.rows.push(node);
    return node;
  });

  return nodes.map((node) => ({
    item: node.item,
    box: { top: node.range.top, height: node.range.height, width: width(node), xOffset: Math.max(0, xOffset(node)) },
  }));
}
