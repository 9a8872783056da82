import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../../common/fields';
import type { BookedInterval } from '../../time/usage';
import { SERIES_MESSAGES } from './page';
import { SeriesBody, SeriesPreviewBody, Repeat as RepeatSchema } from './schemas';
import { describeRule, expandSeries, seriesRule, type ExpandedSeries, type Repeat } from './series-rule';
import { monthlyPosition } from './weekday-of-month';

const ZONE = 'Europe/Copenhagen';

/** A first booking, its times as ISO instants. */
const booking = (bookingStart: string, bookingEnd: string): BookedInterval => ({ bookingStart, bookingEnd });
/** Tuesday 16 March 2027, 09:00–10:00 in Copenhagen (winter time, +01:00). */
const TUESDAY_NINE = booking('2027-03-16T08:00:00Z', '2027-03-16T09:00:00Z');

/** The series, or the test fails with the issue it got. */
const expanded = (repeat: Repeat, first: BookedInterval = TUESDAY_NINE): ExpandedSeries => {
  const result = expandSeries(repeat, first);
  if ('issue' in result) throw new Error(`expected a series, got the issue ${JSON.stringify(result.issue)}`);
  return result;
};
/** An instant's text in one form ('2027-03-16T08:00:00Z'), whichever form the code writes (with or without milliseconds). */
const utc = (instant: unknown) => Temporal.Instant.from(String(instant)).toString();
const startsOf = (series: ExpandedSeries) => series.occurrences.map((occurrence) => utc(occurrence.bookingStart));
const intervalsOf = (series: ExpandedSeries) => series.occurrences.map((occurrence) => booking(utc(occurrence.bookingStart), utc(occurrence.bookingEnd)));
const starts = (repeat: Repeat, first?: BookedInterval) => startsOf(expanded(repeat, first));
const inCph = (instant: unknown) => Temporal.Instant.from(String(instant)).toZonedDateTimeISO(ZONE);
/** The Copenhagen dates of the starts, 'YYYY-MM-DD'. */
const localDates = (repeat: Repeat, first?: BookedInterval) => starts(repeat, first).map((start) => inCph(start).toPlainDate().toString());
const minutesOf = (interval: BookedInterval) =>
  Temporal.Instant.from(String(interval.bookingEnd)).since(Temporal.Instant.from(String(interval.bookingStart))).total('minutes');

describe('expandSeries: the bookings a repeat gives, at the same Copenhagen wall time', () => {
  it('weekly on Tuesday at 09:00, 12 times: 09:00 in Copenhagen across the change to summer time on 28 March', () => {
    const series = expanded({ frequency: 'weekly', weekdays: ['TU'], count: 12 });
    expect(series.rule).toBe('FREQ=WEEKLY;BYDAY=TU;COUNT=12');
    // Written by hand: 08:00 UTC in winter time, 07:00 UTC from 28 March 2027.
    expect(startsOf(series)).toEqual([
      '2027-03-16T08:00:00Z',
      '2027-03-23T08:00:00Z',
      '2027-03-30T07:00:00Z',
      '2027-04-06T07:00:00Z',
      '2027-04-13T07:00:00Z',
      '2027-04-20T07:00:00Z',
      '2027-04-27T07:00:00Z',
      '2027-05-04T07:00:00Z',
      '2027-05-11T07:00:00Z',
      '2027-05-18T07:00:00Z',
      '2027-05-25T07:00:00Z',
      '2027-06-01T07:00:00Z',
    ]);
    const zoned = series.occurrences.map((occurrence) => inCph(occurrence.bookingStart));
    for (const start of zoned) {
      expect([start.hour, start.minute, start.dayOfWeek]).toEqual([9, 0, 2]);
    }
    for (let i = 1; i < zoned.length; i += 1) {
      expect(zoned[i - 1]!.toPlainDate().until(zoned[i]!.toPlainDate()).days).toBe(7);
    }
  });

  it('every weekday: Monday to Friday, never Saturday or Sunday', () => {
    expect(localDates({ frequency: 'weekdays', count: 10 })).toEqual([
      '2027-03-16',
      '2027-03-17',
      '2027-03-18',
      '2027-03-19',
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-03-25',
      '2027-03-26',
      '2027-03-29',
    ]);
    const year = starts({ frequency: 'weekdays', count: 52 }).map(inCph);
    expect(year).toHaveLength(52);
    for (const start of year) {
      expect(start.dayOfWeek).toBeLessThanOrEqual(5);
      expect([start.hour, start.minute]).toEqual([9, 0]);
    }
  });

  it('weekdays from a Saturday: the first booking is the Monday after', () => {
    expect(localDates({ frequency: 'weekdays', count: 2 }, booking('2027-03-20T08:00:00Z', '2027-03-20T09:00:00Z'))).toEqual(['2027-03-22', '2027-03-23']);
  });

  it('every day', () => {
    expect(starts({ frequency: 'daily', count: 5 })).toEqual([
      '2027-03-16T08:00:00Z',
      '2027-03-17T08:00:00Z',
      '2027-03-18T08:00:00Z',
      '2027-03-19T08:00:00Z',
      '2027-03-20T08:00:00Z',
    ]);
  });

  it('every 2 weeks on Monday and Wednesday, from a Tuesday: the Wednesday of its week, then every other week', () => {
    const series = expanded({ frequency: 'weekly', weeksApart: 2, weekdays: ['WE', 'MO'], count: 6 });
    expect(series.rule).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=6');
    expect(localDates({ frequency: 'weekly', weeksApart: 2, weekdays: ['WE', 'MO'], count: 6 })).toEqual([
      '2027-03-17',
      '2027-03-29',
      '2027-03-31',
      '2027-04-12',
      '2027-04-14',
      '2027-04-26',
    ]);
  });

  it('monthly from the second Tuesday: the second Tuesday of each month', () => {
    const series = expanded({ frequency: 'monthly', count: 5 }, booking('2027-03-09T08:00:00Z', '2027-03-09T09:00:00Z'));
    expect(series.rule).toBe('FREQ=MONTHLY;BYDAY=2TU;COUNT=5');
    expect(startsOf(series)).toEqual([
      '2027-03-09T08:00:00Z',
      '2027-04-13T07:00:00Z',
      '2027-05-11T07:00:00Z',
      '2027-06-08T07:00:00Z',
      '2027-07-13T07:00:00Z',
    ]);
  });

  it('monthly from a fifth Monday (29 March 2027): the last Monday of each month, also in months with four', () => {
    const series = expanded({ frequency: 'monthly', count: 5 }, booking('2027-03-29T07:00:00Z', '2027-03-29T08:00:00Z'));
    expect(series.rule).toBe('FREQ=MONTHLY;BYDAY=-1MO;COUNT=5');
    expect(startsOf(series)).toEqual([
      '2027-03-29T07:00:00Z',
      '2027-04-26T07:00:00Z',
      '2027-05-31T07:00:00Z',
      '2027-06-28T07:00:00Z',
      '2027-07-26T07:00:00Z',
    ]);
  });

  it('a start on a day the repeat leaves out: the first booking is the next chosen day, not the start', () => {
    expect(starts({ frequency: 'weekly', weekdays: ['FR'], count: 3 })).toEqual(['2027-03-19T08:00:00Z', '2027-03-26T08:00:00Z', '2027-04-02T07:00:00Z']);
  });

  it('weekly on Saturday and Sunday, from a Tuesday, across the change to summer time', () => {
    expect(starts({ frequency: 'weekly', weekdays: ['SU', 'SA'], count: 4 })).toEqual([
      '2027-03-20T08:00:00Z',
      '2027-03-21T08:00:00Z',
      '2027-03-27T08:00:00Z',
      '2027-03-28T07:00:00Z',
    ]);
  });
});

describe('expandSeries: an end date is the last Copenhagen day of the series, inclusive', () => {
  it('weekly on Tuesday until a Tuesday: that Tuesday is the last booking', () => {
    const series = expanded({ frequency: 'weekly', weekdays: ['TU'], until: '2027-03-30' });
    expect(series.rule).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270330T215959Z');
    expect(startsOf(series)).toEqual(['2027-03-16T08:00:00Z', '2027-03-23T08:00:00Z', '2027-03-30T07:00:00Z']);
  });

  it('until a day after the change to winter time (31 October 2027): the end day is included, its UNTIL in UTC', () => {
    const series = expanded({ frequency: 'weekly', weekdays: ['TU'], until: '2027-11-02' }, booking('2027-10-19T07:00:00Z', '2027-10-19T08:00:00Z'));
    // 3 November 00:00 in Copenhagen (+01:00) is 2 November 23:00 UTC; the last second before it.
    expect(series.rule).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20271102T225959Z');
    expect(series.rule).toMatch(/;UNTIL=\d{8}T\d{6}Z$/);
    expect(startsOf(series)).toEqual(['2027-10-19T07:00:00Z', '2027-10-26T07:00:00Z', '2027-11-02T08:00:00Z']);
  });

  it('late in the evening: 23:30 on the end day (22:30 UTC) is still that day', () => {
    expect(starts({ frequency: 'daily', until: '2027-03-18' }, booking('2027-03-16T22:30:00Z', '2027-03-16T23:00:00Z'))).toEqual([
      '2027-03-16T22:30:00Z',
      '2027-03-17T22:30:00Z',
      '2027-03-18T22:30:00Z',
    ]);
  });

  it('just after midnight: 00:30 on the day after the end day is not in the series, though its UTC date is the end day', () => {
    // 17 March 00:30 in Copenhagen is 16 March 23:30 UTC.
    expect(starts({ frequency: 'daily', until: '2027-03-17' }, booking('2027-03-16T23:30:00Z', '2027-03-17T00:30:00Z'))).toEqual(['2027-03-16T23:30:00Z']);
  });
});

describe('expandSeries: each booking as long as the first', () => {
  it('90 minutes each, also after the change to summer time', () => {
    const series = expanded({ frequency: 'weekly', weekdays: ['TU'], count: 4 }, booking('2027-03-16T08:00:00Z', '2027-03-16T09:30:00Z'));
    expect(series.occurrences.map(minutesOf)).toEqual([90, 90, 90, 90]);
    expect(intervalsOf(series).map((occurrence) => occurrence.bookingEnd)).toEqual([
      '2027-03-16T09:30:00Z',
      '2027-03-23T09:30:00Z',
      '2027-03-30T08:30:00Z',
      '2027-04-06T08:30:00Z',
    ]);
  });

  it('over midnight, 23:00 to 01:00, every day across the change to summer time: each 2 hours, starting at 23:00', () => {
    const series = expanded({ frequency: 'daily', count: 3 }, booking('2027-03-26T22:00:00Z', '2027-03-27T00:00:00Z'));
    expect(intervalsOf(series)).toEqual([
      booking('2027-03-26T22:00:00Z', '2027-03-27T00:00:00Z'),
      booking('2027-03-27T22:00:00Z', '2027-03-28T00:00:00Z'),
      booking('2027-03-28T21:00:00Z', '2027-03-28T23:00:00Z'),
    ]);
    expect(series.occurrences.map((occurrence) => inCph(occurrence.bookingStart).hour)).toEqual([23, 23, 23]);
  });
});

describe('expandSeries: the changes of summer time', () => {
  it('every day at 02:30: 28 March 2027 has no 02:30 and no booking, and the series still has COUNT bookings', () => {
    const series = expanded({ frequency: 'daily', count: 4 }, booking('2027-03-26T01:30:00Z', '2027-03-26T02:30:00Z'));
    expect(startsOf(series)).toEqual([
      '2027-03-26T01:30:00Z',
      '2027-03-27T01:30:00Z',
      '2027-03-29T00:30:00Z',
      '2027-03-30T00:30:00Z',
    ]);
    expect(series.occurrences.map((occurrence) => inCph(occurrence.bookingStart).toPlainDate().toString())).not.toContain('2027-03-28');
  });

  it('every day at 02:30 across 31 October 2027, whose 02:30 comes twice: one booking that day', () => {
    expect(starts({ frequency: 'daily', count: 4 }, booking('2027-10-29T00:30:00Z', '2027-10-29T01:30:00Z'))).toEqual([
      '2027-10-29T00:30:00Z',
      '2027-10-30T00:30:00Z',
      '2027-10-31T00:30:00Z',
      '2027-11-01T01:30:00Z',
    ]);
  });
});

describe('expandSeries: what is wrong with a repeat, at its field', () => {
  it.each([
    { name: 'weekly without days', repeat: { frequency: 'weekly', count: 3 }, issue: { path: 'weekdays', message: SERIES_MESSAGES.weekdaysRequired } },
    { name: 'weekly with an empty list of days', repeat: { frequency: 'weekly', weekdays: [], count: 3 }, issue: { path: 'weekdays', message: SERIES_MESSAGES.weekdaysRequired } },
    { name: 'an end date before the first booking', repeat: { frequency: 'daily', until: '2027-03-15' }, issue: { path: 'until', message: SERIES_MESSAGES.untilBeforeStart } },
    { name: 'an end date more than a year after', repeat: { frequency: 'monthly', until: '2028-03-17' }, issue: { path: 'until', message: SERIES_MESSAGES.untilTooLate } },
    { name: 'every day for three months: over 52 bookings', repeat: { frequency: 'daily', until: '2027-06-16' }, issue: { path: 'until', message: SERIES_MESSAGES.tooManyOccurrences } },
    { name: 'weekly until the same day a year after: 53 Tuesdays', repeat: { frequency: 'weekly', weekdays: ['TU'], until: '2028-03-16' }, issue: { path: 'until', message: SERIES_MESSAGES.tooManyOccurrences } },
    { name: 'weekly, 53 times (past the form’s maximum)', repeat: { frequency: 'weekly', weekdays: ['TU'], count: 53 }, issue: { path: 'count', message: SERIES_MESSAGES.tooManyOccurrences } },
    { name: 'monthly, 52 times: more than a year', repeat: { frequency: 'monthly', count: 52 }, issue: { path: 'count', message: SERIES_MESSAGES.untilTooLate } },
    { name: 'every 2 weeks, 28 times: the 28th is past the year', repeat: { frequency: 'weekly', weeksApart: 2, weekdays: ['TU'], count: 28 }, issue: { path: 'count', message: SERIES_MESSAGES.untilTooLate } },
    { name: 'on Fridays until the Thursday before the first Friday', repeat: { frequency: 'weekly', weekdays: ['FR'], until: '2027-03-18' }, issue: { path: 'until', message: SERIES_MESSAGES.noOccurrences } },
  ] satisfies { name: string; repeat: Repeat; issue: unknown }[])('$name', ({ repeat, issue }) => {
    expect(expandSeries(repeat, TUESDAY_NINE)).toEqual({ issue });
  });

  it('weekly, 52 times: exactly the most a series has', () => {
    const series = expanded({ frequency: 'weekly', weekdays: ['TU'], count: 52 });
    expect(series.occurrences).toHaveLength(52);
    expect(utc(series.occurrences[51]!.bookingStart)).toBe('2028-03-07T08:00:00Z');
  });

  it('every 2 weeks until the day a year after: allowed; a day later is not', () => {
    const series = expanded({ frequency: 'weekly', weeksApart: 2, weekdays: ['TU'], until: '2028-03-16' });
    expect(series.occurrences).toHaveLength(27);
    expect(utc(series.occurrences[26]!.bookingStart)).toBe('2028-03-14T08:00:00Z');
    expect(expandSeries({ frequency: 'weekly', weeksApart: 2, weekdays: ['TU'], until: '2028-03-17' }, TUESDAY_NINE)).toEqual({
      issue: { path: 'until', message: SERIES_MESSAGES.untilTooLate },
    });
  });

  it('an end date on the first booking’s day: that one booking', () => {
    expect(starts({ frequency: 'daily', until: '2027-03-16' })).toEqual(['2027-03-16T08:00:00Z']);
  });
});

describe('monthlyPosition: the weekday of the month a monthly repeat keeps', () => {
  it.each([
    { date: '2027-03-01', position: { ordinal: 1, weekday: 'MO' } },
    { date: '2027-03-09', position: { ordinal: 2, weekday: 'TU' } },
    { date: '2027-03-22', position: { ordinal: 4, weekday: 'MO' } },
    { date: '2027-03-28', position: { ordinal: 4, weekday: 'SU' } },
    { date: '2027-03-29', position: { ordinal: -1, weekday: 'MO' } },
    { date: '2027-04-30', position: { ordinal: -1, weekday: 'FR' } },
  ])('$date', ({ date, position }) => {
    expect(monthlyPosition(Temporal.PlainDate.from(date))).toEqual(position);
  });
});

describe('describeRule: a series’ rule in words', () => {
  const fifthFriday = booking('2027-04-30T07:00:00Z', '2027-04-30T08:00:00Z');
  const secondTuesday = booking('2027-03-09T08:00:00Z', '2027-03-09T09:00:00Z');
  it.each([
    { name: 'weekly on Tuesday', repeat: { frequency: 'weekly', weekdays: ['TU'], count: 3 }, first: TUESDAY_NINE, words: 'Repeats weekly on Tuesday' },
    {
      name: 'every 2 weeks on Monday and Wednesday',
      repeat: { frequency: 'weekly', weeksApart: 2, weekdays: ['WE', 'MO'], count: 3 },
      first: TUESDAY_NINE,
      words: 'Repeats every 2 weeks on Monday and Wednesday',
    },
    {
      name: 'weekly on three days',
      repeat: { frequency: 'weekly', weekdays: ['FR', 'MO', 'WE'], count: 3 },
      first: TUESDAY_NINE,
      words: 'Repeats weekly on Monday, Wednesday and Friday',
    },
    { name: 'every weekday', repeat: { frequency: 'weekdays', count: 3 }, first: TUESDAY_NINE, words: 'Repeats every weekday' },
    { name: 'every day', repeat: { frequency: 'daily', until: '2027-03-20' }, first: TUESDAY_NINE, words: 'Repeats every day' },
    { name: 'monthly on the second Tuesday', repeat: { frequency: 'monthly', count: 3 }, first: secondTuesday, words: 'Repeats monthly on the second Tuesday' },
    { name: 'monthly on the last Friday', repeat: { frequency: 'monthly', count: 3 }, first: fifthFriday, words: 'Repeats monthly on the last Friday' },
  ] satisfies { name: string; repeat: Repeat; first: BookedInterval; words: string }[])('$name', ({ repeat, first, words }) => {
    expect(describeRule(expanded(repeat, first).rule)).toBe(words);
  });

  it.each([
    { rule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=12', words: 'Repeats weekly on Tuesday' },
    { rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=6', words: 'Repeats every 2 weeks on Monday and Wednesday' },
    { rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=10', words: 'Repeats every weekday' },
    { rule: 'FREQ=DAILY;UNTIL=20270330T215959Z', words: 'Repeats every day' },
    { rule: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=5', words: 'Repeats monthly on the second Tuesday' },
    { rule: 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=3', words: 'Repeats monthly on the last Friday' },
    { rule: 'FREQ=YEARLY;COUNT=2', words: 'Repeats' },
  ])('$rule', ({ rule, words }) => {
    expect(describeRule(rule)).toBe(words);
  });

  it('seriesRule writes the monthly day from the start', () => {
    expect(seriesRule({ frequency: 'monthly', count: 2 }, Temporal.ZonedDateTime.from('2027-04-30T09:00:00+02:00[Europe/Copenhagen]'))).toBe('FREQ=MONTHLY;BYDAY=-1FR;COUNT=2');
  });
});

describe('Repeat, SeriesPreviewBody and SeriesBody: the request schemas', () => {
  const issuesOf = (result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map(({ path, message }) => ({ path, message }));

  it('a repeat needs an end date or a number of bookings', () => {
    expect(issuesOf(RepeatSchema.safeParse({ frequency: 'daily' }))).toEqual([{ path: ['until'], message: SERIES_MESSAGES.endRequired }]);
  });

  it('a repeat takes one of the two, not both', () => {
    expect(issuesOf(RepeatSchema.safeParse({ frequency: 'daily', until: '2027-03-30', count: 3 }))).toEqual([{ path: ['count'], message: SERIES_MESSAGES.endBoth }]);
  });

  it('either one alone is fine', () => {
    expect(RepeatSchema.safeParse({ frequency: 'daily', until: '2027-03-30' }).success).toBe(true);
    expect(RepeatSchema.safeParse({ frequency: 'daily', count: 3 }).success).toBe(true);
  });

  it('weekly with 8 days is refused (at most 7)', () => {
    const result = RepeatSchema.safeParse({ frequency: 'weekly', weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU', 'MO'], count: 3 });
    expect(issuesOf(result)).toEqual([{ path: ['weekdays'], message: FORM_MESSAGES.tooMany(7) }]);
  });

  it('more than 52 bookings is refused', () => {
    expect(issuesOf(RepeatSchema.safeParse({ frequency: 'daily', count: 53 }))).toEqual([{ path: ['count'], message: FORM_MESSAGES.tooLarge(52) }]);
  });

  const first = { name: 'Standup', roomId: 3, bookingStart: '2027-03-16T08:00:00Z', bookingEnd: '2027-03-16T09:00:00Z' };
  const weeklyThree = { frequency: 'weekly', weekdays: ['TU'], count: 3 };

  it('the preview reports the repeat’s issue at its field', () => {
    expect(issuesOf(SeriesPreviewBody.safeParse({ booking: first, repeat: { frequency: 'weekly', count: 3 } }))).toEqual([
      { path: ['repeat', 'weekdays'], message: SERIES_MESSAGES.weekdaysRequired },
    ]);
    expect(SeriesPreviewBody.safeParse({ booking: first, repeat: weeklyThree }).success).toBe(true);
  });

  it('booking some of the series: accepted, a start given with another offset too', () => {
    const result = SeriesBody.safeParse({ booking: first, repeat: weeklyThree, occurrences: ['2027-03-16T08:00:00Z', '2027-03-30T09:00:00+02:00'] });
    expect(issuesOf(result)).toEqual([]);
    expect(result.success).toBe(true);
  });

  it('a start the rule does not give is refused', () => {
    expect(issuesOf(SeriesBody.safeParse({ booking: first, repeat: weeklyThree, occurrences: ['2027-03-16T08:00:00Z', '2027-03-17T08:00:00Z'] }))).toEqual([
      { path: ['occurrences'], message: SERIES_MESSAGES.notAnOccurrence },
    ]);
    // A Tuesday after the third: the rule gives only three.
    expect(issuesOf(SeriesBody.safeParse({ booking: first, repeat: weeklyThree, occurrences: ['2027-04-06T07:00:00Z'] }))).toEqual([
      { path: ['occurrences'], message: SERIES_MESSAGES.notAnOccurrence },
    ]);
  });

  it('an empty list is refused', () => {
    expect(issuesOf(SeriesBody.safeParse({ booking: first, repeat: weeklyThree, occurrences: [] }))).toEqual([
      { path: ['occurrences'], message: SERIES_MESSAGES.chooseOccurrences },
    ]);
  });
});
