// The browser's zone is not Copenhagen's: New York is 5 or 6 hours behind, so Copenhagen midnight is still
// the previous day there. Set before any date is read.
process.env.TZ = 'America/New_York';

import { createRequire } from 'node:module';
import { DateTime } from 'luxon';
import type { DateLocalizer } from 'react-big-calendar';
import { describe, expect, it } from 'vitest';
import { bookingRangeIssue } from '@roombook/domain/bookings/rules/in-range';
import { CALENDAR_VIEWS, type CalendarView } from '@roombook/domain/constants';
import { copenhagenLocalizer as localizer } from '../reference/localizer';
import { CALENDAR_CULTURE, copenhagenText, dayStart, monthWeeks, navigateDate, timeRangeText, viewDays, viewLabel, visibleRange } from './calendarDates';

/*
 * The reference: react-big-calendar 1.20's own views (their static range, navigate and title), on the
 * localizer BookingCalendar gave them (reference/localizer.ts). CommonJS without types; typed here.
 */
interface RbcView {
  range(date: Date, options: { localizer: DateLocalizer; length?: number }): Date[] | { start: Date; end: Date };
  navigate(date: Date, action: 'PREV' | 'NEXT' | 'TODAY', options: { localizer: DateLocalizer; length?: number }): Date;
  title(date: Date, options: { localizer: DateLocalizer; length?: number }): string;
}
const requireCommonJs = createRequire(import.meta.url);
const rbcView = (name: string) => (requireCommonJs(`react-big-calendar/lib/${name}`) as { default: RbcView }).default;
const RBC_VIEWS: Readonly<Record<CalendarView, RbcView>> = {
  month: rbcView('Month'),
  week: rbcView('Week'),
  work_week: rbcView('WorkWeek'),
  day: rbcView('Day'),
  agenda: rbcView('Agenda'),
};
const AGENDA_LENGTH = 30;
/** The localizer as react-big-calendar's Calendar hands it to its views: its formats by name, in the calendar's culture. */
const { mergeWithDefaults } = requireCommonJs('react-big-calendar/lib/localizer') as {
  mergeWithDefaults(localizer: DateLocalizer, culture: string, formats: object, messages: object): DateLocalizer;
};
const viewLocalizer = mergeWithDefaults(localizer, CALENDAR_CULTURE, {}, {});

const at = (iso: string) => new Date(iso);
const cph = (date: Date | number) => copenhagenText(date, "yyyy-MM-dd'T'HH:mmZZ");

/** Noon, midnight, a minute before midnight and the DST hours of every day from 2026 to 2028, in Copenhagen. */
function* instants(): Generator<Date> {
  for (let day = Date.UTC(2025, 11, 31, 23); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
    for (const hours of [0, 1, 2.5, 12, 23.99]) yield new Date(day + hours * 3_600_000);
  }
}

/** The days react-big-calendar's view shows around `date`, as Copenhagen midnights. */
function rbcDays(view: CalendarView, date: Date): number[] {
  const range = RBC_VIEWS[view].range(date, { localizer, length: AGENDA_LENGTH });
  if (Array.isArray(range)) return range.map((day) => localizer.startOf(day, 'day').getTime());
  return localizer.range(range.start, range.end, 'day').map((day) => localizer.startOf(day, 'day').getTime());
}

describe('the test runs in another zone than Copenhagen', () => {
  it('reads dates in New York time by default', () => {
    expect(at('2026-11-24T00:00:00+01:00').getDate()).toBe(23);
  });
});

describe('the days, headings and navigation of the views answer as react-big-calendar did', { timeout: 120_000 }, () => {
  it('the days each view shows, on every day of 2026 to 2028 (DST days too)', () => {
    const differences: string[] = [];
    for (const date of instants()) {
      for (const view of CALENDAR_VIEWS) {
        const ours = viewDays(view, date.getTime());
        const theirs = rbcDays(view, date);
        // react-big-calendar's agenda lists its 30 days after the date's wall-clock time: one fewer when that
        // time falls in the hour that the spring change skips 30 days on (02:30 on 28 February is followed by
        // no 02:30 on 29 March). The calendar lists the 31 days from the date's day every time.
        if (view === 'agenda' && ours.length === AGENDA_LENGTH + 1 && ours.slice(0, theirs.length).join() === theirs.join()) continue;
        if (ours.join() !== theirs.join()) differences.push(`${view} of ${date.toISOString()}: ${ours.map(cph).join()} ≠ ${theirs.map(cph).join()}`);
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('the toolbar heading of each view', () => {
    const differences: string[] = [];
    for (const date of instants()) {
      for (const view of CALENDAR_VIEWS) {
        const ours = viewLabel(view, date);
        const theirs = RBC_VIEWS[view].title(date, { localizer: viewLocalizer, length: AGENDA_LENGTH });
        if (ours !== theirs) differences.push(`${view} of ${date.toISOString()}: ${ours} ≠ ${theirs}`);
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('Previous and Next in each view', () => {
    const differences: string[] = [];
    for (const date of instants()) {
      for (const view of CALENDAR_VIEWS) {
        for (const action of ['PREV', 'NEXT'] as const) {
          const ours = navigateDate(view, date, action, date).getTime();
          const theirs = RBC_VIEWS[view].navigate(date, action, { localizer, length: AGENDA_LENGTH }).getTime();
          if (ours !== theirs) differences.push(`${action} ${view} of ${date.toISOString()}: ${cph(ours)} ≠ ${cph(theirs)}`);
        }
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });
});

describe('calendarDates', () => {
  it('finds the Copenhagen midnight of an instant as luxon does, every 7 minutes of 2026, and around the midnights of the DST weeks of 1980 to 2040', () => {
    const wrong: string[] = [];
    const check = (ms: number) => {
      const expected = DateTime.fromMillis(ms, { zone: 'Europe/Copenhagen' }).startOf('day').toMillis();
      if (dayStart(ms) !== expected) wrong.push(`${new Date(ms).toISOString()}: ${cph(dayStart(ms))}`);
    };
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 60_000) check(ms);
    for (let year = 1980; year <= 2040; year++) {
      // The last weeks of March and October, where the changes fall.
      for (const day of [2, 9].flatMap((month) => Array.from({ length: 10 }, (_, i) => Date.UTC(year, month, 22 + i)))) {
        for (const offset of [-7_200_001, -3_600_000, -1, 0, 1, 3_599_999, 3_600_000]) check(day + offset);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('starts the month view on the Monday of the 1st and ends it on the Sunday of the last day', () => {
    const weeks = monthWeeks(at('2026-11-25T10:00:00+01:00').getTime());
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(cph(weeks[0]![0]!)).toBe('2026-10-26T00:00+01:00');
    expect(cph(weeks[5]![6]!)).toBe('2026-12-06T00:00+01:00');
  });

  it('counts the DST days as one day each', () => {
    const [monday, , , , , , sunday] = viewDays('week', at('2026-03-25T12:00:00+01:00').getTime());
    expect(cph(monday!)).toBe('2026-03-23T00:00+01:00');
    expect(cph(sunday!)).toBe('2026-03-29T00:00+01:00');
    expect(cph(visibleRange('week', at('2026-03-25T12:00:00+01:00')).end)).toBe('2026-03-30T00:00+02:00');
    expect(cph(visibleRange('day', at('2026-10-25T12:00:00+01:00')).end)).toBe('2026-10-26T00:00+01:00');
  });

  it('goes back to today with Today', () => {
    const now = at('2026-11-25T10:00:00+01:00');
    expect(navigateDate('month', at('2027-02-01T10:00:00+01:00'), 'TODAY', now)).toBe(now);
  });

  it('writes times in Copenhagen time with 24 hours', () => {
    expect(timeRangeText(at('2026-07-01T06:00:00Z'), at('2026-07-01T07:30:00Z'))).toBe('08:00 – 09:30');
  });
});

describe('visibleRange', () => {
  it.each([
    { view: 'month' as const, start: '2026-10-26T00:00+01:00', end: '2026-12-07T00:00+01:00' },
    { view: 'week' as const, start: '2026-11-23T00:00+01:00', end: '2026-11-30T00:00+01:00' },
    { view: 'work_week' as const, start: '2026-11-23T00:00+01:00', end: '2026-11-28T00:00+01:00' },
    { view: 'day' as const, start: '2026-11-25T00:00+01:00', end: '2026-11-26T00:00+01:00' },
    { view: 'agenda' as const, start: '2026-11-25T00:00+01:00', end: '2026-12-26T00:00+01:00' },
  ])('$view', ({ view, start, end }) => {
    const range = visibleRange(view, at('2026-11-25T10:00:00+01:00'));
    expect(cph(range.start)).toBe(start);
    expect(cph(range.end)).toBe(end);
  });

  it('asks the booking lists for no more than they answer (BOOKING_RANGE_MAX_DAYS), in any view on any day of 2026 to 2028', () => {
    const refused: string[] = [];
    for (const date of instants()) {
      for (const view of CALENDAR_VIEWS) {
        const range = visibleRange(view, date);
        const issue = bookingRangeIssue({ from: range.start.toISOString(), to: range.end.toISOString() });
        if (issue !== null) refused.push(`${view} of ${date.toISOString()}: ${issue}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
