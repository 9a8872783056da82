import { describe, expect, it } from 'vitest';
import { calendarSearch, dateOfDay, dayOf, readCalendarUrl } from './calendar-state';

const context = {
  locations: [
    { id: 4, rooms: [{ id: 10 }, { id: 11 }] },
    { id: 7, rooms: [{ id: 20 }] },
  ],
  today: '2026-11-24',
};
const read = (search: string) => readCalendarUrl(new URLSearchParams(search), context);

describe('readCalendarUrl: the calendar state a URL of / asks for', () => {
  it.each([
    ['nothing: the first location, ALL rooms, month, today', '', { locationId: 4, room: 'ALL', view: 'month', date: '2026-11-24' }],
    ['everything given', '?location=7&room=20&view=work_week&date=2027-01-04', { locationId: 7, room: 20, view: 'work_week', date: '2027-01-04' }],
    ['a location the user does not book in: the first', '?location=99&room=10', { locationId: 4, room: 10 }],
    ['a room of another location: ALL', '?location=7&room=10', { locationId: 7, room: 'ALL' }],
    ['a room that is no id: ALL', '?room=-3', { room: 'ALL' }],
    ['an unknown view: month', '?view=year', { view: 'month' }],
    ['a date that does not exist: today', '?date=2026-02-30', { date: '2026-11-24' }],
    ['a date in another format: today', '?date=24/11/2026', { date: '2026-11-24' }],
  ])('%s', (_, search, expected) => {
    expect(read(search)).toMatchObject(expected);
  });

  it('gives no location to a user without any', () => {
    expect(readCalendarUrl(new URLSearchParams('?location=4&room=10'), { locations: [], today: '2026-11-24' })).toEqual({
      locationId: null,
      room: 'ALL',
      view: 'month',
      date: '2026-11-24',
    });
  });

  describe('with defaults (the last calendar, or the primary location)', () => {
    const withDefaults = (search: string, defaults: object) => readCalendarUrl(new URLSearchParams(search), { ...context, defaults });
    it.each([
      ['the primary location', '', { locationId: 7 }, { locationId: 7, room: 'ALL', view: 'month' }],
      ['the last location, room and view', '', { locationId: 7, room: 20, view: 'week' }, { locationId: 7, room: 20, view: 'week' }],
      ['the URL wins over them', '?location=4&view=day', { locationId: 7, room: 20, view: 'week' }, { locationId: 4, room: 'ALL', view: 'day' }],
      ['the last room only with its location', '?location=4', { locationId: 7, room: 20 }, { locationId: 4, room: 'ALL' }],
      ['a primary location the user no longer books in: the first', '', { locationId: 99 }, { locationId: 4 }],
      ['a remembered room that is gone: ALL', '', { locationId: 7, room: 21 }, { locationId: 7, room: 'ALL' }],
      ['no primary location: the first', '', { locationId: null }, { locationId: 4 }],
    ])('%s', (_, search, defaults, expected) => {
      expect(withDefaults(search, defaults)).toMatchObject(expected);
    });
  });

  it('reads back what calendarSearch writes', () => {
    const state = { locationId: 7, room: 20, view: 'agenda', date: '2026-12-31' } as const;
    expect(read(calendarSearch(state))).toEqual(state);
  });
});

describe('dateOfDay and dayOf: a Copenhagen day and the Date the calendar shows', () => {
  it.each(['2026-11-24', '2026-03-29', '2026-10-25', '2026-12-31'])('%s survives the round trip (DST Sundays too)', (day) => {
    expect(dayOf(dateOfDay(day))).toBe(day);
  });

  it('reads a Date in Copenhagen, not in the server zone', () => {
    // 23:30 UTC on the 24th is already the 25th in Copenhagen.
    expect(dayOf(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
  });
});
