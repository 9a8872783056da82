// The browser's zone is not Copenhagen's: New York is 5 or 6 hours behind, so Copenhagen midnight is
// still the previous day there. Set before any date is read (Node honours a TZ change at run time).
process.env.TZ = 'America/New_York';

import { createRequire } from 'node:module';
import type { ComponentType, ReactElement } from 'react';
import type { DateLocalizer } from 'react-big-calendar';
import { describe, expect, it } from 'vitest';
import { copenhagenLocalizer } from '../reference/localizer';
import {
  hiddenOnDay,
  itemsOnDay,
  lastLevelCells,
  layoutWeekRow,
  rowLines,
  weekRowItems,
  type RowCell,
  type RowLayout,
  type Segment,
} from './monthLayout';

/*
 * The oracle is react-big-calendar 1.20 itself: its CommonJS modules (which have no types; the interfaces
 * below say what this file calls) on copenhagenLocalizer, as the calendar calls them:
 * - Month.js: a week's events are those `inRange` between its first and last day, in `sortWeekEvents` order;
 * - DateSlotMetrics' `getSlotMetrics`: segments, levels, extra, `getEventsForSlot`, `continuesPrior/After`;
 * - DateContentRow rendered to HTML: the lines EventRow and EventEndingRow draw, cell by cell.
 */

interface OracleEvent {
  id: number;
  start: Date;
  end: Date;
}
interface Accessors {
  start: (event: OracleEvent) => Date;
  end: (event: OracleEvent) => Date;
  allDay: (event: OracleEvent) => boolean;
  title: (event: OracleEvent) => string;
  tooltip: (event: OracleEvent) => string | undefined;
}
interface OracleSegment {
  event: OracleEvent;
  left: number;
  right: number;
  span: number;
}
interface SlotMetrics {
  first: Date;
  last: Date;
  slots: number;
  levels: OracleSegment[][];
  extra: OracleSegment[];
  getEventsForSlot: (slot: number) => OracleEvent[];
  continuesPrior: (event: OracleEvent) => boolean;
  continuesAfter: (event: OracleEvent) => boolean;
}
interface EventLevelsModule {
  inRange: (event: OracleEvent, start: Date, end: Date, accessors: Accessors, localizer: DateLocalizer) => boolean;
  sortWeekEvents: (events: OracleEvent[], accessors: Accessors, localizer: DateLocalizer) => OracleEvent[];
  eventSegments: (event: OracleEvent, range: Date[], accessors: Accessors, localizer: DateLocalizer) => OracleSegment;
}
interface DateSlotMetricsModule {
  getSlotMetrics: () => (options: {
    range: Date[];
    events: OracleEvent[];
    maxRows: number;
    minRows: number;
    accessors: Accessors;
    localizer: DateLocalizer;
  }) => SlotMetrics;
}
type Component = ComponentType<Record<string, unknown>>;
interface ReactModule {
  createElement: (type: Component, props: Record<string, unknown>) => ReactElement;
}

const requireCjs = createRequire(import.meta.url);
const rbcLevels = requireCjs('react-big-calendar/lib/utils/eventLevels') as EventLevelsModule;
const rbcSlotMetrics = requireCjs('react-big-calendar/lib/utils/DateSlotMetrics') as DateSlotMetricsModule;
// React and the renderer from the same require as react-big-calendar's components, so they share one React.
const React = requireCjs('react') as ReactModule;
const { renderToStaticMarkup } = requireCjs('react-dom/server') as { renderToStaticMarkup: (element: ReactElement) => string };
const DateContentRow = (requireCjs('react-big-calendar/lib/DateContentRow') as { default: Component }).default;
const NoopWrapper = (requireCjs('react-big-calendar/lib/NoopWrapper') as { default: Component }).default;

const ids = (events: readonly { id: number }[]): string => events.map((event) => event.id).join(',');

/**
 * copenhagenLocalizer with `segmentOffset` 0, as in a browser in Copenhagen. The luxon localizer sets it
 * from the zone of the machine when it is made (1 here in New York, or in UTC); the port follows 0 (see
 * monthLayout.ts and the test 'segmentOffset' below). The messages say what "+N more" was given.
 */
const oracleLocalizer: DateLocalizer = Object.assign({}, copenhagenLocalizer, {
  segmentOffset: 0,
  messages: {
    ...copenhagenLocalizer.messages,
    showMore: (count: number, remaining: OracleEvent[], events: OracleEvent[]) => `more:${count}:${ids(remaining)}:${ids(events)}`,
  },
});

const accessors: Accessors = {
  start: (event) => event.start,
  end: (event) => event.end,
  allDay: () => false,
  title: (event) => `ev:${event.id}`,
  tooltip: () => undefined,
};

/** The month view's weeks around `date`, as Month.js makes them: `chunk(visibleDays(date), 7)`. */
function monthWeeks(date: Date): Date[][] {
  const days = copenhagenLocalizer.visibleDays(date, copenhagenLocalizer);
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** The week (Monday first) of `iso`'s Copenhagen day, from the localizer. */
function weekOf(iso: string): Date[] {
  const week = monthWeeks(new Date(iso)).find((days) => days.some((day) => copenhagenLocalizer.isSameDate(day, new Date(iso))));
  if (!week) throw new Error(`no week for ${iso}`);
  return week;
}

/** What a test item is: an id, for both sides. */
interface Item {
  id: number;
  start: number;
  end: number;
}

const toOracle = (item: Item): OracleEvent => ({ id: item.id, start: new Date(item.start), end: new Date(item.end) });

interface Plain {
  id: number;
  left: number;
  right: number;
  span: number;
}
const plain = (item: { id: number }, left: number, right: number, span: number): Plain => ({ id: item.id, left, right, span });
const portSegment = (segment: Segment<Item>): Plain => plain(segment.item, segment.left, segment.right, segment.span);
const oracleSegment = (segment: OracleSegment): Plain => plain(segment.event, segment.left, segment.right, segment.span);

/** A drawn cell, as the port's cells and react-big-calendar's HTML both say it. */
type Cell =
  | { kind: 'gap'; span: number }
  | { kind: 'event'; span: number; id: number; prior: boolean; after: boolean }
  | { kind: 'more'; span: number; text: string };

function portCell(layout: RowLayout<Item>, cell: RowCell<Item>): Cell {
  switch (cell.kind) {
    case 'gap':
      return cell;
    case 'event':
      return { kind: 'event', span: cell.span, id: cell.segment.item.id, prior: cell.segment.continuesPrior, after: cell.segment.continuesAfter };
    case 'more': {
      const hidden = hiddenOnDay(layout, cell.slot);
      expect(hidden).toHaveLength(cell.count);
      return { kind: 'more', span: cell.span, text: `more:${cell.count}:${ids(hidden)}:${ids(itemsOnDay(layout, cell.slot))}` };
    }
  }
}

/** The lines react-big-calendar's DateContentRow draws for `events` (already in its order). */
function drawnLines(week: Date[], events: OracleEvent[], maxRows: number, minRows: number): Cell[][] {
  const html = renderToStaticMarkup(
    React.createElement(DateContentRow, {
      range: week,
      date: week[0],
      events,
      maxRows,
      minRows,
      accessors,
      localizer: oracleLocalizer,
      getters: { eventProp: () => ({}), dayProp: () => ({}) },
      components: { weekWrapper: NoopWrapper, eventWrapper: NoopWrapper, dateCellWrapper: NoopWrapper },
      getNow: () => new Date(0),
      onShowMore: () => undefined,
      onSelectSlot: () => undefined,
    }),
  );
  const content = html.slice(html.indexOf('rbc-row-content'));
  return content
    .split('<div class="rbc-row">')
    .slice(1)
    .map((line) =>
      line
        .split('<div class="rbc-row-segment"')
        .slice(1)
        .map((piece): Cell => {
          const basis = /flex-basis:([0-9.e+-]+)%/.exec(piece);
          if (!basis) throw new Error(`no width in ${piece}`);
          const span = Math.round((Number(basis[1]) * week.length) / 100);
          const event = /ev:(\d+)/.exec(piece);
          if (event) {
            const prior = piece.includes('rbc-event-continues-prior');
            const after = piece.includes('rbc-event-continues-after');
            return { kind: 'event', span, id: Number(event[1]), prior, after };
          }
          const more = /(more:[0-9:,]*)/.exec(piece);
          return more ? { kind: 'more', span, text: more[1]! } : { kind: 'gap', span };
        }),
    );
}

/**
 * Compares the port with react-big-calendar for one week row: the row's items and their order, and, for
 * those items in that order and (when `shuffle` is given) in another, the segments, levels, extra, each
 * day's items, `continuesPrior/After` and the drawn lines.
 */
function compareWeek(week: Date[], items: readonly Item[], maxRows: number, options: { minRows?: number; shuffle?: () => number } = {}): void {
  const days = week.map((day) => day.getTime());
  const events = items.map(toOracle);
  const byId = new Map(events.map((event) => [event.id, event]));

  // Month.js: eventsForWeek, then sortWeekEvents.
  const inWeek = events.filter((event) => rbcLevels.inRange(event, week[0]!, week[week.length - 1]!, accessors, oracleLocalizer));
  const sorted = rbcLevels.sortWeekEvents(inWeek, accessors, oracleLocalizer);
  const rowItems = weekRowItems(days, items);
  expect(ids(rowItems), 'the week’s items in order').toBe(ids(sorted));

  const orders: Item[][] = [rowItems];
  if (options.shuffle) {
    const random = options.shuffle;
    const shuffled = [...rowItems];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    orders.push(shuffled);
  }
  const minRows = options.minRows ?? 0;
  for (const order of orders) {
    const oracleEvents = order.map((item) => byId.get(item.id)!);
    const metrics = rbcSlotMetrics.getSlotMetrics()({ range: week, events: oracleEvents, maxRows, minRows, accessors, localizer: oracleLocalizer });
    const layout = layoutWeekRow(days, order, maxRows, minRows);

    expect([layout.first, layout.last, layout.slots]).toEqual([metrics.first.getTime(), metrics.last.getTime(), metrics.slots]);
    expect(layout.segments.map(portSegment), 'segments').toEqual(
      oracleEvents.map((event) => oracleSegment(rbcLevels.eventSegments(event, week, accessors, oracleLocalizer))),
    );
    expect(
      layout.segments.map((segment) => [segment.continuesPrior, segment.continuesAfter]),
      'continuesPrior and continuesAfter',
    ).toEqual(oracleEvents.map((event) => [metrics.continuesPrior(event), metrics.continuesAfter(event)]));
    expect(layout.levels.map((level) => level.map(portSegment)), 'levels').toEqual(metrics.levels.map((level) => level.map(oracleSegment)));
    expect(layout.extra.map(portSegment), 'extra').toEqual(metrics.extra.map(oracleSegment));
    for (let slot = 1; slot <= week.length; slot++) {
      expect(ids(itemsOnDay(layout, slot)), `items on day ${slot}`).toBe(ids(metrics.getEventsForSlot(slot)));
    }
    const lines = rowLines(layout).map((line) => line.map((cell) => portCell(layout, cell)));
    expect(lines, 'drawn lines').toEqual(drawnLines(week, oracleEvents, maxRows, minRows));
  }
}

/** A seeded pseudo-random generator (mulberry32): the same cases on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Instants around Copenhagen's DST changes of 2026 (02:00 CET → 03:00 CEST, 03:00 CEST → 02:00 CET). */
const DST_INSTANTS = [
  '2026-03-28T23:00:00Z', // 00:00 on the 29th (CET)
  '2026-03-29T00:59:00Z',
  '2026-03-29T01:00:00Z', // 03:00 CEST
  '2026-03-29T21:59:59Z',
  '2026-03-29T22:00:00Z', // midnight after the 23-hour day
  '2026-10-24T22:00:00Z', // 00:00 on the 25th (CEST)
  '2026-10-25T00:30:00Z', // 02:30 CEST
  '2026-10-25T01:30:00Z', // 02:30 CET
  '2026-10-25T22:59:00Z',
  '2026-10-25T23:00:00Z', // midnight after the 25-hour day
].map((iso) => Date.parse(iso));

/** Random items around the month of `weeks`: midnights, DST instants, across midnight, several days and weeks. */
function randomItems(random: () => number, weeks: Date[][], count: number): Item[] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const int = (n: number) => Math.floor(random() * n);
  const midnight = (offset: number): number =>
    copenhagenLocalizer.add(copenhagenLocalizer.startOf(new Date(weeks[0]![0]!.getTime()), 'day'), offset, 'day').getTime();
  const spanDays = weeks.length * 7;
  // A few busy days, so that many items share a day.
  const busy = [int(spanDays), int(spanDays), int(spanDays)];
  const items: Item[] = [];
  for (let id = 1; id <= count; id++) {
    const previous = items[int(items.length)];
    if (previous && random() < 0.08) {
      // The same times as another item: the order keeps them as given.
      items.push({ id, start: previous.start, end: previous.end });
      continue;
    }
    const day = random() < 0.5 ? pick(busy) : int(spanDays + 20) - 10;
    let start: number;
    switch (int(6)) {
      case 0:
        start = midnight(day);
        break;
      case 1:
        start = pick(DST_INSTANTS) + (random() < 0.5 ? 0 : (int(240) - 120) * MINUTE);
        break;
      case 2:
        start = midnight(day) + int(24) * HOUR + pick([0, 15, 30, 45]) * MINUTE;
        break;
      case 3:
        start = midnight(day) + int(DAY); // any millisecond
        break;
      default:
        start = midnight(day) + (8 + int(12)) * HOUR + pick([0, 30]) * MINUTE;
    }
    let end: number;
    switch (int(9)) {
      case 0:
        end = start; // zero length
        break;
      case 1:
        end = midnight(day + 1 + int(3)) + pick([0, 0, 30_000, -30_000, 1, -1]); // at (or just around) a midnight
        break;
      case 2:
        end = start + pick([DAY, DAY - 1, DAY + 1, 23 * HOUR, 25 * HOUR, 2 * DAY, 7 * DAY]);
        break;
      case 3:
        end = start + (1 + int(20)) * DAY + int(DAY); // several days, maybe weeks
        break;
      case 4:
        end = start + pick([1, 30_000, 59_999, MINUTE, MINUTE + 1]); // under a minute or so
        break;
      case 5:
        end = start + (2 + int(10)) * HOUR; // maybe across midnight
        break;
      default:
        end = start + (1 + int(8)) * 15 * MINUTE;
    }
    if (end < start) end = start;
    items.push({ id, start, end });
  }
  return items;
}

describe('monthLayout against react-big-calendar', () => {
  it('the oracle runs in New York, where Copenhagen midnight is the day before', () => {
    expect(new Date('2026-11-23T00:00:00+01:00').getDate()).toBe(22);
  });

  it('matches on seeded random months, DST months included', () => {
    const random = seeded(20261125);
    const months = ['2026-03-15', '2026-10-15', '2026-03-01', '2026-10-31', '2026-11-24', '2027-01-10', '2025-12-31', '2026-06-01'];
    let weeksCompared = 0;
    for (let n = 0; n < 120; n++) {
      const month = n < months.length ? months[n]! : `${2025 + Math.floor(random() * 3)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-10`;
      const weeks = monthWeeks(new Date(`${month}T12:00:00+01:00`));
      const items = randomItems(random, weeks, Math.floor(random() * 45));
      for (const week of weeks) {
        const maxRows = [1, 2, 3, 4, 5, 8, Infinity][Math.floor(random() * 7)]!;
        compareWeek(week, items, maxRows, { minRows: Math.floor(random() * 4), shuffle: random });
        weeksCompared++;
      }
    }
    expect(weeksCompared).toBeGreaterThan(500);
  });

  it('matches with many items on a few days and few rows', () => {
    const random = seeded(7);
    for (let n = 0; n < 60; n++) {
      const weeks = monthWeeks(new Date(n % 2 === 0 ? '2026-03-20T12:00:00Z' : '2026-10-20T12:00:00Z'));
      const week = weeks[Math.floor(random() * weeks.length)]!;
      const days = week.map((day) => day.getTime());
      const items: Item[] = [];
      for (let id = 1; id <= 10 + Math.floor(random() * 50); id++) {
        const first = Math.floor(random() * 7);
        const start = days[first]! + Math.floor(random() * 20) * HOUR;
        const end = random() < 0.3 ? days[Math.min(6, first + 1 + Math.floor(random() * 3))]! : start + (1 + Math.floor(random() * 6)) * HOUR;
        items.push({ id, start, end: Math.max(start, end) });
      }
      compareWeek(week, items, 1 + Math.floor(random() * 4), { shuffle: random });
    }
  });

  it('matches on the edge cases', () => {
    const week = weekOf('2026-03-25T12:00:00+01:00'); // 23–29 March 2026: DST on Sunday the 29th
    const [mon, , , , , sat, sun] = week.map((day) => day.getTime()) as [number, number, number, number, number, number, number];
    const nextMon = Date.parse('2026-03-30T00:00:00+02:00');
    const prevSun = Date.parse('2026-03-22T00:00:00+01:00');
    const items: Item[] = [
      { id: 1, start: mon, end: mon }, // zero length at the row's first midnight
      { id: 2, start: prevSun + 10 * HOUR, end: mon }, // ends exactly at the row's first midnight
      { id: 3, start: prevSun + 23 * HOUR, end: mon + 30_000 }, // ends 30 s after it
      { id: 4, start: prevSun + 23 * HOUR, end: mon + MINUTE }, // ends a minute after it
      { id: 5, start: sat + 22 * HOUR, end: sun + 3 * HOUR }, // across midnight into the 23-hour day
      { id: 6, start: sun, end: nextMon }, // the whole 23-hour Sunday, ending at the next row's midnight
      { id: 7, start: nextMon, end: nextMon }, // zero length at the next row's midnight: not here
      { id: 8, start: prevSun - 3 * DAY, end: nextMon + 3 * DAY }, // across the whole row
      { id: 9, start: sun + 22 * HOUR, end: nextMon + HOUR }, // 23:00 Sunday to 00:00 Monday (real hours after 22:00 UTC)
      { id: 10, start: sun + 20 * HOUR + 59 * MINUTE, end: nextMon - 1 }, // ends a millisecond before midnight
    ];
    for (const maxRows of [1, 2, 3, Infinity]) {
      compareWeek(week, items, maxRows, { shuffle: seeded(maxRows) });
      compareWeek(weekOf('2026-03-30T12:00:00+02:00'), items, maxRows);
      compareWeek(weekOf('2026-03-18T12:00:00+01:00'), items, maxRows);
    }
    const october = weekOf('2026-10-25T12:00:00+01:00'); // 19–25 October 2026: 25-hour Sunday
    const octSun = october[6]!.getTime();
    const octNext = Date.parse('2026-10-26T00:00:00+01:00');
    const autumn: Item[] = [
      { id: 1, start: octSun, end: octNext }, // 25 hours: longer than a day, sorted first
      { id: 2, start: octSun + HOUR, end: octSun + 3 * HOUR }, // 01:00–02:00 CEST… and 02:00 CET
      { id: 3, start: octSun - 2 * HOUR, end: octSun + 23 * HOUR }, // 22:00 Saturday to 23:00 CET Sunday
      { id: 4, start: octNext, end: octNext },
      { id: 5, start: octSun + 24 * HOUR, end: octNext + 2 * HOUR }, // 23:00 Sunday into Monday
    ];
    for (const maxRows of [1, 2, Infinity]) {
      compareWeek(october, autumn, maxRows, { shuffle: seeded(maxRows + 10) });
      compareWeek(weekOf('2026-10-26T12:00:00+01:00'), autumn, maxRows);
    }
  });

  it('segmentOffset: react-big-calendar shortens bars by the localizer’s offset; the port answers as with 0', () => {
    const week = weekOf('2026-11-25T12:00:00+01:00');
    const event = toOracle({ id: 1, start: week[1]!.getTime() + 10 * HOUR, end: week[3]!.getTime() + 11 * HOUR });
    const shortened = Object.assign({}, oracleLocalizer, { segmentOffset: 1 });
    expect(oracleSegment(rbcLevels.eventSegments(event, week, accessors, shortened))).toEqual({ id: 1, left: 2, right: 3, span: 2 });
    const layout = layoutWeekRow(
      week.map((day) => day.getTime()),
      [{ id: 1, start: event.start.getTime(), end: event.end.getTime() }],
      5,
    );
    expect(layout.segments.map(portSegment)).toEqual([{ id: 1, left: 2, right: 4, span: 3 }]);
  });
});

describe('monthLayout by hand', () => {
  // The week of Monday 23 November 2026 (CET, UTC+1).
  const days = Array.from({ length: 7 }, (_, i) => Date.parse(`2026-11-${23 + i}T00:00:00+01:00`));
  const at = (iso: string) => Date.parse(iso);
  const item = (id: number, start: string, end: string): Item => ({ id, start: at(start), end: at(end) });
  const spans = (layout: RowLayout<Item>) => layout.levels.map((level) => level.map(portSegment));

  it('an event across midnight counts on both days', () => {
    const late = item(1, '2026-11-24T22:00:00+01:00', '2026-11-25T02:00:00+01:00');
    const layout = layoutWeekRow(days, [late], 5);
    expect(spans(layout)).toEqual([[{ id: 1, left: 2, right: 3, span: 2 }]]);
    expect(itemsOnDay(layout, 3)).toEqual([late]);
    expect(rowLines(layout)).toEqual([[{ kind: 'gap', span: 1 }, { kind: 'event', span: 2, segment: layout.segments[0] }]]);
  });

  it('an event ending exactly at midnight does not count on the next day; a zero-length one at midnight does', () => {
    const untilMidnight = item(1, '2026-11-24T10:00:00+01:00', '2026-11-25T00:00:00+01:00');
    const zero = item(2, '2026-11-25T00:00:00+01:00', '2026-11-25T00:00:00+01:00');
    const layout = layoutWeekRow(days, [untilMidnight, zero], 5);
    expect(layout.segments.map(portSegment)).toEqual([
      { id: 1, left: 2, right: 2, span: 1 },
      { id: 2, left: 3, right: 3, span: 1 },
    ]);
    // Ending at the midnight after Sunday: in this row only, and drawn as continuing after it.
    const sunday = item(3, '2026-11-29T10:00:00+01:00', '2026-11-30T00:00:00+01:00');
    const nextWeek = days.map((day) => day + 7 * 86_400_000);
    expect(weekRowItems(days, [sunday])).toEqual([sunday]);
    expect(weekRowItems(nextWeek, [sunday])).toEqual([]);
    expect(layoutWeekRow(days, [sunday], 5).segments[0]).toMatchObject({ left: 7, right: 7, continuesAfter: true });
    // Zero length at Monday midnight: in the week it starts, not the week before.
    const mondayMidnight = item(4, '2026-11-30T00:00:00+01:00', '2026-11-30T00:00:00+01:00');
    expect(weekRowItems(days, [mondayMidnight])).toEqual([]);
    expect(weekRowItems(nextWeek, [mondayMidnight])).toEqual([mondayMidnight]);
  });

  it('a row ends at the minute: an event ending 30 s after the row starts is not in it', () => {
    const justOver = item(1, '2026-11-22T23:00:00+01:00', '2026-11-23T00:00:30+01:00');
    const minuteOver = item(2, '2026-11-22T23:00:00+01:00', '2026-11-23T00:01:00+01:00');
    expect(weekRowItems(days, [justOver, minuteOver])).toEqual([minuteOver]);
    // In the week before, it reaches the row's end: one column, continuing after.
    const weekBefore = days.map((day) => day - 7 * 86_400_000);
    expect(layoutWeekRow(weekBefore, weekRowItems(weekBefore, [justOver]), 5).segments[0]).toMatchObject({ left: 7, right: 7, continuesAfter: true });
  });

  it('an event over several weeks fills the middle week and continues both ways', () => {
    const long = item(1, '2026-11-18T09:00:00+01:00', '2026-12-02T17:00:00+01:00');
    expect(layoutWeekRow(days, [long], 5).segments[0]).toMatchObject({ left: 1, right: 7, span: 7, continuesPrior: true, continuesAfter: true });
  });

  it('orders events over 24 hours first, then by day, length, start and end', () => {
    const mondayShort = item(1, '2026-11-23T09:00:00+01:00', '2026-11-23T10:00:00+01:00');
    const mondayLonger = item(2, '2026-11-23T12:00:00+01:00', '2026-11-23T18:00:00+01:00');
    const tuesdayLong = item(3, '2026-11-24T08:00:00+01:00', '2026-11-25T09:00:00+01:00'); // 25 hours
    const sameAsShort = item(4, '2026-11-23T09:00:00+01:00', '2026-11-23T10:00:00+01:00');
    expect(weekRowItems(days, [mondayShort, mondayLonger, sameAsShort, tuesdayLong]).map((i) => i.id)).toEqual([3, 2, 1, 4]);
  });

  it('many events on a day: two levels, then "+N more" (maxRows 3)', () => {
    const wednesday = Array.from({ length: 5 }, (_, i) => item(i + 1, `2026-11-25T0${i + 1}:00:00+01:00`, `2026-11-25T0${i + 1}:30:00+01:00`));
    const layout = layoutWeekRow(days, weekRowItems(days, wednesday), 3);
    expect(layout.levels.map((level) => level.map((s) => s.item.id))).toEqual([[1], [2]]);
    expect(layout.extra.map((s) => s.item.id)).toEqual([3, 4, 5]);
    expect(lastLevelCells(layout)).toEqual([
      { kind: 'gap', span: 2 },
      { kind: 'more', span: 1, slot: 3, count: 3 },
    ]);
    expect(itemsOnDay(layout, 3)).toEqual(wednesday);
    expect(hiddenOnDay(layout, 3).map((i) => i.id)).toEqual([3, 4, 5]);
  });

  it('the last line draws a left-over event alone on its days, and "+N more" on days shared', () => {
    // maxRows 2: one level. Monday–Wednesday takes it; the rest are left over.
    const long = item(1, '2026-11-23T09:00:00+01:00', '2026-11-25T10:00:00+01:00');
    const tuesday = item(2, '2026-11-24T09:00:00+01:00', '2026-11-24T10:00:00+01:00');
    const tuesdayToThursday = item(3, '2026-11-24T12:00:00+01:00', '2026-11-26T10:00:00+01:00');
    const friday = item(4, '2026-11-27T09:00:00+01:00', '2026-11-27T10:00:00+01:00');
    const layout = layoutWeekRow(days, [long, tuesdayToThursday, tuesday, friday], 2);
    expect(layout.levels.map((level) => level.map((s) => s.item.id))).toEqual([[1, 4]]);
    // Left over: Tuesday–Thursday shares Tuesday with Tuesday's event: "+N more" on each of its days.
    expect(lastLevelCells(layout).map((cell) => (cell.kind === 'event' ? `event ${cell.segment.item.id}` : cell.kind === 'more' ? `+${cell.count} on ${cell.slot}` : `gap ${cell.span}`))).toEqual([
      'gap 1',
      '+2 on 2',
      '+1 on 3',
      '+1 on 4',
    ]);
    // Without Tuesday's event, Tuesday–Thursday is alone on its days: drawn, three columns wide.
    const alone = layoutWeekRow(days, [long, tuesdayToThursday, friday], 2);
    expect(lastLevelCells(alone)).toEqual([
      { kind: 'gap', span: 1 },
      { kind: 'event', span: 3, segment: alone.extra[0] },
    ]);
    expect(lastLevelCells(layoutWeekRow(days, [long, friday], 2))).toEqual([]);
  });

  it('keeps at least one level whatever maxRows says, and pads to minRows', () => {
    const a = item(1, '2026-11-23T09:00:00+01:00', '2026-11-23T10:00:00+01:00');
    const b = item(2, '2026-11-23T11:00:00+01:00', '2026-11-23T12:00:00+01:00');
    const layout = layoutWeekRow(days, [a, b], 1);
    expect(layout.levels.map((level) => level.map((s) => s.item.id))).toEqual([[1]]);
    expect(layout.extra.map((s) => s.item.id)).toEqual([2]);
    expect(layoutWeekRow(days, [a], Infinity, 3).levels.map((level) => level.length)).toEqual([1, 0, 0]);
  });
});
