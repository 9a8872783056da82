import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BOOKING_RANGE_MAX_DAYS, BOOKING_TITLE_MAX, ISO_INSTANT_MAX } from '../constants';
import { SERVER_MESSAGES, VALIDATION } from '../messages';
import { FORM_MESSAGES } from '../common/fields';
import { AvailabilityRequest, BookingBody, BookingRangeQuery } from './schemas';

const issuesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

const valid = {
  name: 'Sprint review',
  roomId: 3,
  bookingStart: '2026-03-10T09:00:00+01:00',
  bookingEnd: '2026-03-10T10:30:00+01:00',
};

describe('BookingBody (POST and PUT /api/booking/, §5)', () => {
  it.each([
    ['title missing', { name: undefined }, 'name', VALIDATION.bookingTitleRequired],
    ['title blank', { name: '  ' }, 'name', VALIDATION.bookingTitleRequired],
    ['no room', { roomId: undefined }, 'roomId', VALIDATION.selectAvailableRoom],
    ['start missing', { bookingStart: undefined }, 'bookingStart', VALIDATION.required],
    ['end missing', { bookingEnd: undefined }, 'bookingEnd', VALIDATION.required],
    ['start not an instant', { bookingStart: '10/03/2026 09:00' }, 'bookingStart', VALIDATION.invalidDate],
    ['start without an offset', { bookingStart: '2026-03-10T09:00:00' }, 'bookingStart', VALIDATION.invalidDate],
    ['start at 09:10', { bookingStart: '2026-03-10T09:10:00+01:00' }, 'bookingStart', VALIDATION.slotMinutes],
    ['end at 10:20', { bookingEnd: '2026-03-10T10:20:00+01:00' }, 'bookingEnd', VALIDATION.slotMinutes],
    ['start with seconds', { bookingStart: '2026-03-10T09:00:30+01:00' }, 'bookingStart', VALIDATION.slotMinutes],
    ['end before start', { bookingEnd: '2026-03-10T08:45:00+01:00' }, 'bookingEnd', VALIDATION.endBeforeStart],
    ['end equal to start', { bookingEnd: '2026-03-10T08:00:00Z' }, 'bookingEnd', VALIDATION.endEqualsStart],
  ])('%s → %s', (_, change, path, message) => {
    expect(issuesOf(BookingBody, { ...valid, ...change })).toContainEqual({ path, message });
  });

  it.each([
    ['a booking in UTC notation', { bookingStart: '2026-03-10T08:00:00Z', bookingEnd: '2026-03-10T09:15:00Z' }],
    ['a booking across midnight', { bookingStart: '2026-03-10T23:45:00+01:00', bookingEnd: '2026-03-11T00:15:00+01:00' }],
    ['a booking over the spring-forward hour', { bookingStart: '2026-03-29T01:30:00+01:00', bookingEnd: '2026-03-29T03:15:00+02:00' }],
  ])('accepts %s', (_, change) => {
    expect(issuesOf(BookingBody, { ...valid, ...change })).toEqual([]);
  });

  it('reports the time problems together with a missing title', () => {
    expect(issuesOf(BookingBody, { ...valid, name: '', bookingEnd: valid.bookingStart })).toEqual([
      { path: 'name', message: VALIDATION.bookingTitleRequired },
      { path: 'bookingEnd', message: VALIDATION.endEqualsStart },
    ]);
  });
});

describe('AvailabilityRequest (POST /api/booking/getAvailableRooms/)', () => {
  const request = { location: 1, bookingStart: valid.bookingStart, bookingEnd: valid.bookingEnd };

  it('accepts a new booking’s interval, and an edited booking’s with its id', () => {
    expect(AvailabilityRequest.parse(request)).toEqual(request);
    expect(AvailabilityRequest.parse({ ...request, id: '9' }).id).toBe(9);
  });

  it.each([
    ['location missing', { location: undefined }, 'location', VALIDATION.required],
    ['end before start', { bookingEnd: '2026-03-10T08:00:00+01:00' }, 'bookingEnd', VALIDATION.endBeforeStart],
    ['off the grid', { bookingStart: '2026-03-10T09:05:00+01:00' }, 'bookingStart', VALIDATION.slotMinutes],
  ])('%s → %s', (_, change, path, message) => {
    expect(issuesOf(AvailabilityRequest, { ...request, ...change })).toContainEqual({ path, message });
  });
});

describe('booking requests: bounded, clean, never thrown', () => {
  it.each([
    ['title of BOOKING_TITLE_MAX + 1', { name: 't'.repeat(BOOKING_TITLE_MAX + 1) }, 'name', FORM_MESSAGES.tooLong(BOOKING_TITLE_MAX)],
    ['title with a NUL', { name: 'Sprint\u0000review' }, 'name', VALIDATION.notAllowedCharacters],
    ['start over ISO_INSTANT_MAX characters', { bookingStart: `2026-03-10T09:00:00.${'0'.repeat(ISO_INSTANT_MAX)}+01:00` }, 'bookingStart', VALIDATION.invalidDate],
    ['room beyond an integer', { roomId: 99_999_999_999 }, 'roomId', VALIDATION.selectAvailableRoom],
  ])('BookingBody: %s → %s', (_, change, path, message) => {
    expect(issuesOf(BookingBody, { ...valid, ...change })).toContainEqual({ path, message });
  });

  it('BookingBody takes a title of BOOKING_TITLE_MAX characters', () => {
    expect(issuesOf(BookingBody, { ...valid, name: 't'.repeat(BOOKING_TITLE_MAX) })).toEqual([]);
  });

  it.each([null, [], 'x', 5, true])('BookingBody and AvailabilityRequest refuse %j without throwing', (input) => {
    for (const schema of [BookingBody, AvailabilityRequest]) {
      expect(() => schema.safeParse(input)).not.toThrow();
      expect(schema.safeParse(input).success).toBe(false);
    }
  });
});

describe('BookingRangeQuery (?from=…&to=… of GET /api/booking/room/{id} and …/location/{id})', () => {
  const week = { from: '2026-11-16T00:00:00+01:00', to: '2026-11-23T00:00:00+01:00' };

  it('takes a week, and a range of BOOKING_RANGE_MAX_DAYS (42) days', () => {
    expect(BookingRangeQuery.parse(week)).toEqual(week);
    expect(issuesOf(BookingRangeQuery, { from: week.from, to: '2026-12-28T00:00:00+01:00' })).toEqual([]);
  });

  it.each([
    ['no range at all', {}, [{ path: 'from', message: SERVER_MESSAGES.bookingRangeRequired }, { path: 'to', message: SERVER_MESSAGES.bookingRangeRequired }]],
    ['only from', { from: week.from }, [{ path: 'to', message: SERVER_MESSAGES.bookingRangeRequired }]],
    ['only to', { to: week.to }, [{ path: 'from', message: SERVER_MESSAGES.bookingRangeRequired }]],
    ['from unreadable', { ...week, from: 'last monday' }, [{ path: 'from', message: VALIDATION.invalidDate }]],
    ['to without an offset', { ...week, to: '2026-11-23T00:00:00' }, [{ path: 'to', message: VALIDATION.invalidDate }]],
    ['from over ISO_INSTANT_MAX characters', { ...week, from: `2026-11-16T00:00:00.${'0'.repeat(ISO_INSTANT_MAX)}+01:00` }, [{ path: 'from', message: VALIDATION.invalidDate }]],
    ['to before from', { from: week.to, to: week.from }, [{ path: 'to', message: SERVER_MESSAGES.bookingRangeOrder }]],
    ['to equal to from', { from: week.from, to: week.from }, [{ path: 'to', message: SERVER_MESSAGES.bookingRangeOrder }]],
    [
      'a quarter hour longer than BOOKING_RANGE_MAX_DAYS (42) days',
      { from: week.from, to: '2026-12-28T00:15:00+01:00' },
      [{ path: 'to', message: SERVER_MESSAGES.bookingRangeTooLong(BOOKING_RANGE_MAX_DAYS) }],
    ],
  ])('%s', (_, input, issues) => {
    expect(issuesOf(BookingRangeQuery, input)).toEqual(issues);
  });
});
