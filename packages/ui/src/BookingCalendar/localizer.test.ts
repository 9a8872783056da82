// A browser in Los Angeles: Copenhagen's days start at 15:00 the day before there, and its DST changes fall
// on other days than Los Angeles's own (so a localizer that read the browser's zone anywhere would show it).
process.env.TZ = 'America/Los_Angeles';

import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import Agenda from 'react-big-calendar/lib/Agenda';
import Day from 'react-big-calendar/lib/Day';
import Month from 'react-big-calendar/lib/Month';
import Week from 'react-big-calendar/lib/Week';
import WorkWeek from 'react-big-calendar/lib/WorkWeek';
import { getSlotMetrics } from 'react-big-calendar/lib/utils/TimeSlots';
import { copenhagenLocalizer as localizer } from './localizer';
import { visibleRange } from './dates';

const ZONE = 'Europe/Copenhagen';
/** The instant of a Copenhagen wall time, by Temporal (the independent reference). */
const at = (text: string): Date => new Date(Temporal.PlainDateTime.from(text).toZonedDateTime(ZONE, { disambiguation: 'compatible' }).epochMilliseconds);
/** A Date's Copenhagen wall time, by Temporal. */
const wall = (date: Date): string => Temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO(ZONE).toPlainDateTime().toString({ smallestUnit: 'minute' });

/** Every day of 2026 to 2028 at 00:00, 02:30 (in the spring gap and the autumn repeat on those days) and 23:59. */
const DAYS: Date[] = [];
for (let day = Temporal.PlainDate.from('2026-01-01'); Temporal.PlainDate.compare(day, Temporal.PlainDate.from('2028-12-31')) <= 0; day = day.add({ days: 1 })) {
  for (const time of ['00:00', '02:30', '23:59']) DAYS.push(at(`${day.toString()}T${time}`));
}

describe('the calendar localizer in a browser zone other than Copenhagen', () => {
  it('checks that the test really runs in Los Angeles time', () => {
    expect(new Date('2026-11-23T00:00:00+01:00').getDate()).toBe(22);
  });

  it('starts days at Copenhagen midnight and weeks on Monday, on every day of three years', () => {
    for (const date of DAYS) {
      const zoned = Temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO(ZONE);
      expect(localizer.startOf(date, 'day').getTime()).toBe(zoned.startOfDay().epochMilliseconds);
      const monday = zoned.toPlainDate().subtract({ days: zoned.dayOfWeek - 1 });
      expect(localizer.startOf(date, 'week' as 'day').getTime()).toBe(monday.toZonedDateTime(ZONE).epochMilliseconds);
      expect(localizer.startOf(date, 'month').getTime()).toBe(zoned.toPlainDate().with({ day: 1 }).toZonedDateTime(ZONE).epochMilliseconds);
    }
  });

  it("adds days and months on Copenhagen's wall clock, as Temporal does", () => {
    for (const date of DAYS.filter((_, i) => i % 7 === 0)) {
      const zoned = Temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO(ZONE);
      expect(localizer.add(date, 1, 'day').getTime()).toBe(zoned.add({ days: 1 }).epochMilliseconds);
      expect(localizer.add(date, -1, 'week' as 'day').getTime()).toBe(zoned.subtract({ weeks: 1 }).epochMilliseconds);
      expect(localizer.add(date, 1, 'month').getTime()).toBe(zoned.add({ months: 1 }).epochMilliseconds);
    }
  });

  it('counts calendar days between dates, a DST day as one', () => {
    expect(localizer.diff(at('2026-03-29T00:00'), at('2026-03-30T00:00'), 'day')).toBe(1);
    expect(localizer.diff(at('2026-10-25T00:00'), at('2026-10-26T00:00'), 'day')).toBe(1);
    expect(localizer.diff(at('2026-03-28T12:00'), at('2026-04-01T11:00'), 'day')).toBe(3);
    expect(localizer.diff(at('2026-01-31T10:00'), at('2026-03-01T10:00'), 'month')).toBe(1);
  });

  it("shows the days of each view that react-big-calendar's own views show, and loads the same range", () => {
    for (const date of DAYS.filter((_, i) => i % 5 === 0)) {
      const days = (dates: Date[]) => dates.map((d) => wall(localizer.startOf(d, 'day')).slice(0, 10));
      const week = Week.range(date, { localizer }) as Date[];
      const workWeek = WorkWeek.range(date, { localizer }) as Date[];
      const month = Month.range(date, { localizer }) as { start: Date; end: Date };
      const agenda = Agenda.range(date, { length: 30, localizer }) as { start: Date; end: Date };
      const day = Day.range(date, { localizer }) as Date[];
      expect(days(week)).toHaveLength(7);
      expect(new Date(week[0]!).getTime()).toBe(visibleRange('week', date).start.getTime());
      expect(localizer.add(localizer.startOf(week[6]!, 'day'), 1, 'day').getTime()).toBe(visibleRange('week', date).end.getTime());
      // Monday to Friday, whatever the browser thinks the weekday is.
      expect(days(workWeek)).toEqual(days(week).slice(0, 5));
      expect(localizer.add(localizer.startOf(workWeek[4]!, 'day'), 1, 'day').getTime()).toBe(visibleRange('work_week', date).end.getTime());
      expect(localizer.startOf(month.start, 'day').getTime()).toBe(visibleRange('month', date).start.getTime());
      expect(localizer.add(localizer.startOf(month.end, 'day'), 1, 'day').getTime()).toBe(visibleRange('month', date).end.getTime());
      expect(localizer.startOf(day[0]!, 'day').getTime()).toBe(visibleRange('day', date).start.getTime());
      expect(localizer.add(localizer.startOf(agenda.end, 'day'), 1, 'day').getTime()).toBe(visibleRange('agenda', date).end.getTime());
      // The agenda lists 31 days, also from a time of day that the spring change skips.
      expect(localizer.range(agenda.start, agenda.end, 'day')).toHaveLength(31);
    }
  });

  it('moves Previous and Next by a week, a month, a day, as the views navigate', () => {
    const date = at('2026-03-27T02:30');
    expect(wall(Week.navigate(date, 'NEXT', { localizer }))).toBe('2026-04-03T02:30');
    expect(wall(Month.navigate(date, 'PREV', { localizer }))).toBe('2026-02-27T02:30');
    // 2026-03-29 02:30 does not exist: the day after the 28th is read forward, to 03:30.
    expect(wall(Day.navigate(at('2026-03-28T02:30'), 'NEXT', { localizer }))).toBe('2026-03-29T03:30');
  });
});

describe('the time views on the DST days', () => {
  const metrics = (day: string) =>
    getSlotMetrics({ min: localizer.merge(at(`${day}T00:00`), at('2026-01-01T00:00'))!, max: localizer.merge(at(`${day}T12:00`), at('2026-01-01T23:59:59.999'))!, step: 15, timeslots: 4, localizer });

  it('have 24 wall-clock hours, and a booking sits at the hour its text says', () => {
    for (const day of ['2026-03-29', '2026-10-25', '2026-11-24']) {
      const slots = metrics(day);
      expect(slots.groups).toHaveLength(24);
      const { top, height } = slots.getRange(at(`${day}T10:00`), at(`${day}T11:00`));
      expect(top).toBeCloseTo((10 / 24) * 100, 6);
      expect(height).toBeCloseTo((1 / 24) * 100, 6);
      expect(slots.getRange(at(`${day}T23:00`), at(`${day}T23:45`)).top).toBeCloseTo((23 / 24) * 100, 6);
    }
  });

  it('read a click in the repeated autumn hour as its first occurrence, and one in the spring gap forward', () => {
    const autumn = metrics('2026-10-25');
    // The slot of 02:30 (10 slots of 15 minutes after midnight): 02:30 summer time, 00:30Z.
    const slot = autumn.closestSlotToPosition((2.5 * 4 + 0.5) / 96);
    expect(slot.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    const spring = metrics('2026-03-29').closestSlotToPosition((2.5 * 4 + 0.5) / 96);
    expect(wall(spring)).toBe('2026-03-29T03:30');
    // The slots on either side of the change are the wall clock's.
    expect(wall(autumn.closestSlotToPosition((3 * 4 + 0.5) / 96))).toBe('2026-10-25T03:00');
  });
});
