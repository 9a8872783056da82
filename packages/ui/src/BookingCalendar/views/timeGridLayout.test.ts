import { createRequire } from 'node:module';
import type { DateLocalizer } from 'react-big-calendar';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '@roombook/domain/constants';
import { copenhagenLocalizer } from '../reference/localizer';
import {
  daySlots,
  layoutDay,
  slotRange,
  STEP_MINUTES,
  TIMESLOTS,
  type DayFrame,
  type ItemBox,
  type LayoutOptions,
  type TimedItem,
} from './timeGridLayout';

/*
 * The oracle: react-big-calendar 1.20's own modules, called as DayColumn.js calls them. They are CommonJS
 * without types; the part used is typed here.
 */
interface RbcRange {
  top: number;
  height: number;
  start: number;
  end: number;
  startDate: Date;
  endDate: Date;
}
interface RbcSlotMetrics {
  groups: Date[][];
  getRange(rangeStart: Date, rangeEnd: Date): RbcRange;
}
interface RbcEvent {
  id: number;
  start: Date;
  end: Date;
}
interface RbcStyledEvent {
  event: RbcEvent;
  style: ItemBox;
}
const requireCommonJs = createRequire(import.meta.url);
const { getSlotMetrics } = requireCommonJs('react-big-calendar/lib/utils/TimeSlots') as {
  getSlotMetrics(args: { min: Date; max: Date; step: number; timeslots: number; localizer: DateLocalizer }): RbcSlotMetrics;
};
const { getStyledEvents } = requireCommonJs('react-big-calendar/lib/utils/DayEventLayout') as {
  getStyledEvents(args: {
    events: RbcEvent[];
    minimumStartDifference: number;
    slotMetrics: RbcSlotMetrics;
    accessors: { start: (event: RbcEvent) => Date; end: (event: RbcEvent) => Date };
    dayLayoutAlgorithm: 'overlap';
  }): RbcStyledEvent[];
};

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** The Copenhagen day of an ISO date: its midnight and the next. */
function copenhagenDay(isoDate: string): DayFrame {
  const midnight = Temporal.PlainDate.from(isoDate).toZonedDateTime(TIME_ZONE);
  return { start: midnight.epochMilliseconds, end: midnight.add({ days: 1 }).epochMilliseconds };
}

/** An instant given by its Copenhagen wall clock, e.g. '2026-11-24T09:00' (the earlier one if repeated). */
const cph = (wallClock: string): number => Temporal.PlainDateTime.from(wallClock).toZonedDateTime(TIME_ZONE).epochMilliseconds;

/**
 * A zone's UTC offset in minutes at an instant, from Temporal (independent of the port's). Remembered per
 * UTC hour when the offset is the same all through it (the polyfill is slow).
 */
function offsetIn(zone: string): (ms: number) => number {
  const exact = (ms: number) =>
    Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).offsetNanoseconds / (MINUTE_MS * 1_000_000);
  const hours = new Map<number, number | null>();
  return (ms) => {
    const hour = Math.floor(ms / HOUR_MS);
    let known = hours.get(hour);
    if (known === undefined) {
      const first = exact(hour * HOUR_MS);
      known = first === exact(hour * HOUR_MS + HOUR_MS - 1) ? first : null;
      hours.set(hour, known);
    }
    return known ?? exact(ms);
  };
}

/**
 * copenhagenLocalizer as react-big-calendar runs it in a browser whose zone has `zoneOffset`: the
 * localizer's `getDstOffset` is react-big-calendar's default, `start.getTimezoneOffset() -
 * end.getTimezoneOffset()`, which reads the browser's zone (getTimezoneOffset is minus the offset). Only
 * that method is replaced, so that the oracle does not depend on the zone this test runs in.
 */
function localizerInBrowserZone(zoneOffset: (ms: number) => number): DateLocalizer {
  const localizer = Object.create(copenhagenLocalizer) as DateLocalizer;
  localizer.getDstOffset = (start, end) => -zoneOffset(start.getTime()) - -zoneOffset(end.getTime());
  return localizer;
}

/** copenhagenLocalizer as it runs in a browser in Copenhagen time (the calendar's users, the visual tests). */
const copenhagenLocalizerInCopenhagen = localizerInBrowserZone(offsetIn(TIME_ZONE));

/** Any time of day, to merge with (Week.js' default `min` and `max` are today's start and end). */
const ANY_DAY = new Date(cph('2026-06-10T12:00'));

/** react-big-calendar's slot metrics of the day's column, with `min` and `max` as TimeGrid.js makes them. */
function oracleSlotMetrics(day: DayFrame, localizer: DateLocalizer, step = STEP_MINUTES, timeslots = TIMESLOTS): RbcSlotMetrics {
  const date = new Date(day.start);
  const min = localizer.merge(date, localizer.startOf(ANY_DAY, 'day'));
  const max = localizer.merge(date, localizer.endOf(ANY_DAY, 'day'));
  if (!min || !max) throw new Error('merge gave no date');
  return getSlotMetrics({ min, max, step, timeslots, localizer });
}

interface Item extends TimedItem {
  id: number;
}

/** react-big-calendar's layout of the items: ids in render order and their styles. */
function oracleLayout(day: DayFrame, items: readonly Item[], localizer: DateLocalizer, step = STEP_MINUTES, timeslots = TIMESLOTS) {
  const styled = getStyledEvents({
    events: items.map(({ id, start, end }) => ({ id, start: new Date(start), end: new Date(end) })),
    minimumStartDifference: Math.ceil((step * timeslots) / 2),
    slotMetrics: oracleSlotMetrics(day, localizer, step, timeslots),
    accessors: { start: (event) => event.start, end: (event) => event.end },
    dayLayoutAlgorithm: 'overlap',
  });
  return styled.map(({ event, style }) => ({ id: event.id, box: style }));
}

/** A box as toBeCloseTo(…, 9) compares each number (within 5e-10), for toEqual. */
const closeTo = (box: ItemBox) => ({
  top: expect.closeTo(box.top, 9),
  height: expect.closeTo(box.height, 9),
  width: expect.closeTo(box.width, 9),
  xOffset: expect.closeTo(box.xOffset, 9),
});

/** layoutDay gives react-big-calendar's render order exactly, and its numbers. */
function expectSameLayout(day: DayFrame, items: readonly Item[], localizer: DateLocalizer, options: LayoutOptions, what: string) {
  const ours = layoutDay(day, items, options);
  const theirs = oracleLayout(day, items, localizer, options.step, options.timeslots);
  expect(
    ours.map(({ item }) => item.id),
    `${what}: order`,
  ).toEqual(theirs.map(({ id }) => id));
  expect(
    ours.map(({ item, box }) => ({ id: item.id, ...box })),
    what,
  ).toEqual(theirs.map(({ id, box }) => ({ id, ...closeTo(box) })));
}

/** mulberry32: a small seeded generator, so that a failure can be repeated. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Nothing, a millisecond, half a minute; then minutes, around the half hour that decides rows, to more than a day. */
const DURATIONS_MS = [0, 1, 30_000, ...[1, 5, 14, 15, 29, 30, 31, 60, 90, 180, 1800].map((minutes) => minutes * MINUTE_MS)];

/**
 * 1–40 items in one window of the day: from half an hour (all overlapping) to the whole day and beyond
 * it. Starts on the quarter hour, on a minute or anywhere; durations from zero and under a minute to more
 * than a day; some items repeat another's times exactly (the sort must keep their order).
 */
function randomItems(random: () => number, day: DayFrame): Item[] {
  const count = 1 + Math.floor(random() * 40);
  const windowLength = [30 * MINUTE_MS, 2 * HOUR_MS, 6 * HOUR_MS, day.end - day.start + 4 * HOUR_MS][Math.floor(random() * 4)] as number;
  const windowStart = day.start - 2 * HOUR_MS + random() * (day.end - day.start + 3 * HOUR_MS - windowLength / 2);
  const items: Item[] = [];
  for (let id = 0; id < count; id++) {
    const earlier = items[Math.floor(random() * items.length)];
    if (earlier && random() < 0.1) {
      items.push({ id, start: earlier.start, end: earlier.end });
      continue;
    }
    const at = windowStart + random() * windowLength;
    const grain = [15 * MINUTE_MS, 15 * MINUTE_MS, 15 * MINUTE_MS, MINUTE_MS, 1][Math.floor(random() * 5)] as number;
    const start = Math.floor(at / grain) * grain;
    const duration =
      random() < 0.5 ? (DURATIONS_MS[Math.floor(random() * DURATIONS_MS.length)] as number) : Math.floor(random() * 16) * 15 * MINUTE_MS;
    items.push({ id, start, end: start + duration });
  }
  return items;
}

const ORDINARY_DAYS = ['2026-01-15', '2026-06-10', '2026-11-24'];
/** Copenhagen's clock changes on these (23 and 25 hours). */
const COPENHAGEN_DST_DAYS = ['2026-03-29', '2026-10-25'];
/** New York's clock changes during these Copenhagen days (at 08:00 and 07:00 Copenhagen time). */
const NEW_YORK_DST_DAYS = ['2026-03-08', '2026-11-01'];
/** Lord Howe Island's clock changes by half an hour during these (at 17:00 and 17:30 Copenhagen time). */
const LORD_HOWE_DST_DAYS = ['2026-04-04', '2026-10-03'];
const ALL_DAYS = [...ORDINARY_DAYS, ...COPENHAGEN_DST_DAYS, ...NEW_YORK_DST_DAYS, ...LORD_HOWE_DST_DAYS];

/** The browser zones compared: Copenhagen's is the port's default, the others are given as `zoneOffset`. */
const BROWSER_ZONES: { zone: string; options: LayoutOptions }[] = [
  { zone: 'Europe/Copenhagen', options: {} },
  { zone: 'UTC', options: { zoneOffset: () => 0 } },
  { zone: 'America/New_York', options: { zoneOffset: offsetIn('America/New_York') } },
  { zone: 'Australia/Lord_Howe', options: { zoneOffset: offsetIn('Australia/Lord_Howe') } },
];

describe('the days compared', () => {
  it('are 23, 24 and 25 hours long in Copenhagen', () => {
    const hours = (isoDate: string) => {
      const { start, end } = copenhagenDay(isoDate);
      return (end - start) / HOUR_MS;
    };
    expect(hours('2026-03-29')).toBe(23);
    expect(hours('2026-10-25')).toBe(25);
    for (const isoDate of [...ORDINARY_DAYS, ...NEW_YORK_DST_DAYS, ...LORD_HOWE_DST_DAYS]) expect(hours(isoDate)).toBe(24);
  });

  it.each(ALL_DAYS)("have react-big-calendar's min and max at 00:00 and 23:59:59.999 (%s)", (isoDate) => {
    const day = copenhagenDay(isoDate);
    const date = new Date(day.start);
    expect(copenhagenLocalizer.merge(date, copenhagenLocalizer.startOf(ANY_DAY, 'day'))?.getTime()).toBe(day.start);
    expect(copenhagenLocalizer.merge(date, copenhagenLocalizer.endOf(ANY_DAY, 'day'))?.getTime()).toBe(day.end - 1);
  });
});

describe('daySlots', () => {
  it.each(ALL_DAYS)("counts react-big-calendar's groups and slots (%s)", (isoDate) => {
    const day = copenhagenDay(isoDate);
    const { groups } = oracleSlotMetrics(day, copenhagenLocalizer);
    const slots = daySlots(day);
    expect(slots.groupCount).toBe(groups.length);
    expect(slots.slotCount).toBe(groups.flat().length);
    expect(slots.totalMinutes).toBe((day.end - day.start) / MINUTE_MS);
  });

  it('has an hour of four slots for each hour of the day', () => {
    expect(daySlots(copenhagenDay('2026-11-24'))).toEqual({ totalMinutes: 1440, groupCount: 24, slotCount: 96 });
    expect(daySlots(copenhagenDay('2026-03-29'))).toEqual({ totalMinutes: 1380, groupCount: 23, slotCount: 92 });
    expect(daySlots(copenhagenDay('2026-10-25'))).toEqual({ totalMinutes: 1500, groupCount: 25, slotCount: 100 });
  });
});

describe('slotRange', () => {
  it.each(BROWSER_ZONES)("gives getRange's numbers and clipped instants (browser in $zone)", ({ zone, options }) => {
    const localizer = localizerInBrowserZone(offsetIn(zone));
    for (const isoDate of ALL_DAYS) {
      const day = copenhagenDay(isoDate);
      const metrics = oracleSlotMetrics(day, localizer);
      // Each quarter hour from an hour before the day to an hour after it, a millisecond either side of it
      // and the last millisecond of its minute; and the day's `max`.
      const instants: number[] = [];
      for (let ms = day.start - HOUR_MS; ms <= day.end + HOUR_MS; ms += 15 * MINUTE_MS) instants.push(ms, ms + 1, ms - 1, ms + 59_999);
      instants.push(day.end - 1);
      const random = seeded(day.start / MINUTE_MS);
      for (let i = 0; i < 500; i++) {
        const start = instants[Math.floor(random() * instants.length)] as number;
        const end = random() < 0.2 ? start : (instants[Math.floor(random() * instants.length)] as number);
        const ours = slotRange(day, start, end, options);
        const theirs = metrics.getRange(new Date(start), new Date(end));
        expect(ours, `${isoDate}, ${start} to ${end}`).toEqual({
          top: expect.closeTo(theirs.top, 9),
          height: expect.closeTo(theirs.height, 9),
          start: theirs.start,
          end: theirs.end,
          startMs: theirs.startDate.getTime(),
          endMs: theirs.endDate.getTime(),
        });
      }
    }
  });
});

describe("layoutDay matches react-big-calendar's own layout", () => {
  const CASES_PER_DAY = 60;

  it.each(BROWSER_ZONES)('on generated days of bookings (browser in $zone)', ({ zone, options }) => {
    const localizer = localizerInBrowserZone(offsetIn(zone));
    for (const isoDate of ALL_DAYS) {
      const day = copenhagenDay(isoDate);
      for (let seed = 1; seed <= CASES_PER_DAY; seed++) {
        const items = randomItems(seeded(seed * 7919 + day.start / MINUTE_MS), day);
        expectSameLayout(day, items, localizer, options, `${zone}, ${isoDate}, seed ${seed}`);
      }
    }
  });

  it("in the zone this test runs in, with copenhagenLocalizer untouched (getDstOffset reads this machine's zone)", () => {
    const machineOffset = (ms: number) => -new Date(ms).getTimezoneOffset();
    for (const isoDate of ALL_DAYS) {
      const day = copenhagenDay(isoDate);
      for (let seed = 1; seed <= 20; seed++) {
        const items = randomItems(seeded(seed * 104_729 + day.start / MINUTE_MS), day);
        expectSameLayout(day, items, copenhagenLocalizer, { zoneOffset: machineOffset }, `${isoDate}, seed ${seed}`);
      }
    }
  });

  it.each([
    { step: 30, timeslots: 2 }, // react-big-calendar's defaults
    { step: 5, timeslots: 6 },
    // Groups of 7 minutes: the 23-hour day's 1379 minutes fill 197 groups exactly, one minute short of the
    // day, and getRange's other `top` (a step higher) is taken.
    { step: 7, timeslots: 1 },
  ])('with step $step and timeslots $timeslots', ({ step, timeslots }) => {
    for (const isoDate of [...ORDINARY_DAYS, ...COPENHAGEN_DST_DAYS]) {
      const day = copenhagenDay(isoDate);
      for (let seed = 1; seed <= 20; seed++) {
        const items = randomItems(seeded(seed * 31 + step + day.start / MINUTE_MS), day);
        expectSameLayout(day, items, copenhagenLocalizerInCopenhagen, { step, timeslots }, `${isoDate}, seed ${seed}`);
      }
    }
  });

  /** An instant by its Copenhagen wall clock on 24 November 2026, or on the day before or after. */
  const on = (time: string, dayOfMonth = 24) => cph(`2026-11-${dayOfMonth}T${time}`);
  it.each([
    { name: 'no items', items: [] },
    { name: 'one item', items: [[on('09:00'), on('10:00')]] },
    { name: 'zero minutes long', items: [[on('09:00'), on('09:00')]] },
    { name: 'under a minute', items: [[on('09:00'), on('09:00') + 59_999], [on('09:00') + 1, on('09:01')]] },
    { name: 'from the day before', items: [[on('22:00', 23), on('02:00')]] },
    { name: 'into the next day', items: [[on('22:00'), on('02:00', 25)]] },
    { name: 'ending at midnight', items: [[on('23:00'), on('00:00', 25)]] },
    { name: 'all day and more', items: [[on('12:00', 23), on('12:00', 25)], [on('09:00'), on('10:00')]] },
    { name: 'wholly before and after the day', items: [[on('09:00', 23), on('10:00', 23)], [on('09:00', 25), on('10:00', 25)]] },
    { name: 'the same times twice', items: [[on('09:00'), on('10:00')], [on('09:00'), on('10:00')]] },
    {
      name: 'twenty at once',
      items: Array.from({ length: 20 }, (_, i) => [on('09:00') + i * 5 * MINUTE_MS, on('12:00') - i * 5 * MINUTE_MS]),
    },
    { name: 'ending where the next starts', items: [[on('09:00'), on('10:00')], [on('10:00'), on('11:00')]] },
  ])('on the edge case: $name', ({ items }) => {
    const timed = items.map(([start, end], id) => ({ id, start: start as number, end: end as number }));
    expectSameLayout(copenhagenDay('2026-11-24'), timed, copenhagenLocalizerInCopenhagen, {}, 'edge case');
  });

  it.each(COPENHAGEN_DST_DAYS)('around the change of clock (%s)', (isoDate) => {
    const day = copenhagenDay(isoDate);
    // Half an hour from every quarter hour of the three hours from 01:00, and an hour from every quarter
    // hour of the day's last two hours.
    const QUARTER_MS = 15 * MINUTE_MS;
    const items: Item[] = [];
    for (let i = 0; i < 12; i++) {
      const start = day.start + HOUR_MS + i * QUARTER_MS;
      items.push({ id: items.length, start, end: start + 2 * QUARTER_MS });
    }
    for (let i = 0; i < 8; i++) {
      const start = day.end - 2 * HOUR_MS + i * QUARTER_MS;
      items.push({ id: items.length, start, end: start + HOUR_MS });
    }
    expectSameLayout(day, items, copenhagenLocalizerInCopenhagen, {}, isoDate);
  });
});

describe('layoutDay, by hand (an ordinary day of 1440 minutes)', () => {
  const day = copenhagenDay('2026-11-24');
  const item = (id: string, from: string, to: string) => ({ id, start: cph(`2026-11-24T${from}`), end: cph(`2026-11-24T${to}`) });
  /** The boxes by id, rounded to two decimals, in render order. */
  const boxes = (items: { id: string; start: number; end: number }[]) =>
    layoutDay(day, items).map(({ item: { id }, box }) => ({
      id,
      top: Math.round(box.top * 100) / 100,
      height: Math.round(box.height * 100) / 100,
      width: Math.round(box.width * 100) / 100,
      xOffset: Math.round(box.xOffset * 100) / 100,
    }));

  it('places an item by its minutes after midnight, the whole width', () => {
    // 09:00 is 540 of 1440 minutes: 37.5 %; an hour is 4.17 %.
    expect(boxes([item('a', '09:00', '10:00')])).toEqual([{ id: 'a', top: 37.5, height: 4.17, width: 100, xOffset: 0 }]);
  });

  it('gives two overlapping items half the width each, the first stretched by 1.7 under the second', () => {
    expect(boxes([item('b', '10:00', '12:00'), item('a', '09:00', '11:00')])).toEqual([
      { id: 'a', top: 37.5, height: 8.33, width: 85, xOffset: 0 },
      { id: 'b', top: 41.67, height: 8.33, width: 50, xOffset: 50 },
    ]);
  });

  it('puts items starting within half an hour of each other in one row: a third each', () => {
    // a contains the row b, and c joins b's row as its leaf (it starts 10 minutes after b).
    expect(boxes([item('a', '09:00', '12:00'), item('b', '09:10', '10:00'), item('c', '09:20', '10:30')])).toEqual([
      { id: 'a', top: 37.5, height: 12.5, width: 56.67, xOffset: 0 },
      { id: 'b', top: 38.19, height: 3.47, width: 56.67, xOffset: 33.33 },
      { id: 'c', top: 38.89, height: 4.86, width: 33.33, xOffset: 66.67 },
    ]);
  });

  it('gives the whole width to items that follow each other', () => {
    expect(boxes([item('a', '09:00', '10:00'), item('b', '10:00', '11:00')])).toEqual([
      { id: 'a', top: 37.5, height: 4.17, width: 100, xOffset: 0 },
      { id: 'b', top: 41.67, height: 4.17, width: 100, xOffset: 0 },
    ]);
  });

  it('draws the item that starts when another ends right after it', () => {
    // By start, b comes before c; but c starts when a ends, so it is drawn (and painted) next to a.
    expect(boxes([item('a', '09:00', '10:00'), item('b', '09:30', '09:45'), item('c', '10:00', '11:00')]).map(({ id }) => id)).toEqual([
      'a',
      'c',
      'b',
    ]);
  });

  it('clips items to the day', () => {
    const night = { id: 'night', start: cph('2026-11-23T22:00'), end: cph('2026-11-24T02:00') };
    const evening = { id: 'evening', start: cph('2026-11-24T23:00'), end: cph('2026-11-25T01:00') };
    expect(boxes([night, evening])).toEqual([
      { id: 'night', top: 0, height: 8.33, width: 100, xOffset: 0 },
      // To 23:59:59.999, that is to minute 1439.
      { id: 'evening', top: 95.83, height: 4.1, width: 100, xOffset: 0 },
    ]);
    expect(slotRange(day, night.start, night.end)).toMatchObject({ start: 0, end: 120, startMs: day.start, endMs: night.end });
    expect(slotRange(day, evening.start, evening.end)).toMatchObject({
      start: 1380,
      end: 1439,
      startMs: evening.start,
      endMs: day.end - 1,
    });
  });

  it('draws a zero-minute item with no height', () => {
    expect(boxes([item('a', '09:00', '09:00')])).toEqual([{ id: 'a', top: 37.5, height: 0, width: 100, xOffset: 0 }]);
  });
});

describe('layoutDay, by hand, on the days the clock changes', () => {
  it('places by the wall clock on the 23 hours of 29 March, as a browser in Copenhagen does', () => {
    const day = copenhagenDay('2026-03-29');
    const ten = { start: cph('2026-03-29T10:00'), end: cph('2026-03-29T11:00') };
    // 10:00 is 540 real minutes after midnight; the hour skipped at 02:00 is added back: 600 of 1380.
    expect(slotRange(day, ten.start, ten.end)).toMatchObject({ start: 600, end: 660 });
    expect(layoutDay(day, [ten])[0]?.box.top).toBeCloseTo((600 / 1380) * 100, 9);
    // A browser on UTC places it by real time: 540 of 1380.
    expect(slotRange(day, ten.start, ten.end, { zoneOffset: () => 0 })).toMatchObject({ start: 540, end: 600 });
    // The last hour, 23:00 to midnight, is past the end of the column: at the bottom with no height.
    const last = layoutDay(day, [{ start: cph('2026-03-29T23:00'), end: day.end }])[0]?.box;
    expect(last).toMatchObject({ top: 100, height: 0 });
  });

  it('places by the wall clock on the 25 hours of 25 October, leaving the last hour empty', () => {
    const day = copenhagenDay('2026-10-25');
    // 10:00 is 660 real minutes after midnight, less the hour repeated at 03:00: 600 of 1500.
    expect(slotRange(day, cph('2026-10-25T10:00'), cph('2026-10-25T11:00'))).toMatchObject({ start: 600, end: 660, top: 40, height: 4 });
    // 23:00 to midnight ends at minute 1439 of 1500.
    expect(slotRange(day, cph('2026-10-25T23:00'), day.end)).toMatchObject({ start: 1380, end: 1439 });
  });
});
