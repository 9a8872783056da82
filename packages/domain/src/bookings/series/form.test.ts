import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../messages';
import { SeriesForm } from './form';
import { seriesFormFields } from './form-fields';
import { SERIES_MESSAGES } from './page';
import type { SeriesBody } from './schemas';

/** Tuesday 16 March 2027, 09:00–10:00 in Copenhagen, weekly on Tuesday and Thursday, three times. */
const WEEKLY: SeriesBody = {
  booking: { name: 'Sprint review', roomId: 3, bookingStart: '2027-03-16T08:00:00Z', bookingEnd: '2027-03-16T09:00:00Z' },
  repeat: { frequency: 'weekly', weeksApart: 2, weekdays: ['TU', 'TH'], count: 3 },
  occurrences: ['2027-03-16T08:00:00Z', '2027-03-30T07:00:00Z'],
};

/** What a form post gives the schema: texts, and a list for a field sent more than once. */
type Posted = Record<string, string | string[]>;
const posted = (body: SeriesBody): Posted =>
  Object.fromEntries(Object.entries(seriesFormFields(body)).map(([name, value]) => [name, typeof value === 'number' ? String(value) : (value as string | string[])]));

const issuesOf = (input: Record<string, unknown>) => {
  const result = SeriesForm.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('SeriesForm: the flat fields of a form post, read as SeriesBody', () => {
  it('reads texts and repeated fields back into the body they came from', () => {
    const input = posted(WEEKLY);
    expect(input).toEqual({
      name: 'Sprint review',
      roomId: '3',
      bookingStart: '2027-03-16T08:00:00Z',
      bookingEnd: '2027-03-16T09:00:00Z',
      frequency: 'weekly',
      weeksApart: '2',
      weekdays: ['TU', 'TH'],
      count: '3',
      occurrences: ['2027-03-16T08:00:00Z', '2027-03-30T07:00:00Z'],
    });
    expect(SeriesForm.parse(input)).toEqual(WEEKLY);
  });

  it.each([
    { name: 'one weekday and one occurrence (a field sent once is a text)', input: { weekdays: 'TU', occurrences: '2027-03-16T08:00:00Z' }, repeat: { weekdays: ['TU'] }, occurrences: ['2027-03-16T08:00:00Z'] },
    { name: 'an end date instead of a count', input: { count: '', until: '2027-03-30' }, repeat: { until: '2027-03-30', count: undefined }, occurrences: WEEKLY.occurrences },
    {
      name: 'a blank "every (weeks)" is left out (every week)',
      input: { weeksApart: '', occurrences: ['2027-03-16T08:00:00Z', '2027-03-18T08:00:00Z'] },
      repeat: { weeksApart: undefined },
      occurrences: ['2027-03-16T08:00:00Z', '2027-03-18T08:00:00Z'],
    },
  ])('$name', ({ input, repeat, occurrences }) => {
    const body = SeriesForm.parse({ ...posted(WEEKLY), ...input });
    expect(body.repeat).toEqual({ ...WEEKLY.repeat, ...repeat });
    expect(body.occurrences).toEqual(occurrences);
  });

  it('a daily series sends no weekly fields', () => {
    const daily: SeriesBody = { ...WEEKLY, repeat: { frequency: 'daily', until: '2027-03-18' }, occurrences: ['2027-03-17T08:00:00Z'] };
    expect(Object.keys(posted(daily))).not.toContain('weekdays');
    expect(SeriesForm.parse(posted(daily))).toEqual(daily);
  });

  // The rules are SeriesBody's own: each refusal at the API's path, in its words.
  it.each([
    { name: 'no weekday ticked', input: { weekdays: [] as string[] }, issue: { path: 'repeat.weekdays', message: SERIES_MESSAGES.weekdaysRequired } },
    { name: 'no end', input: { count: '' }, issue: { path: 'repeat.until', message: SERIES_MESSAGES.endRequired } },
    { name: 'an end date before the first booking', input: { count: '', until: '2027-03-15' }, issue: { path: 'repeat.until', message: SERIES_MESSAGES.untilBeforeStart } },
    { name: 'no occurrence chosen', input: { occurrences: [] as string[] }, issue: { path: 'occurrences', message: SERIES_MESSAGES.chooseOccurrences } },
    { name: 'a start the rule does not give', input: { occurrences: '2027-03-17T08:00:00Z' }, issue: { path: 'occurrences', message: SERIES_MESSAGES.notAnOccurrence } },
    { name: 'no title', input: { name: '' }, issue: { path: 'booking.name', message: VALIDATION.bookingTitleRequired } },
  ])('refuses $name as SeriesBody does', ({ input, issue }) => {
    expect(issuesOf({ ...posted(WEEKLY), ...input })).toEqual([issue]);
  });
});
