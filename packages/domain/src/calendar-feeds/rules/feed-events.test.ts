import { describe, expect, it } from 'vitest';
import type { Actor } from '../../permissions/capabilities';
import { readCalendarFile } from '../../calendar-files/read-calendar-file';
import { calendarFile } from '../../calendar-files/ics';
import { feedCompanyOf, feedEvent, feedEvents, type FeedBooking } from './feed-events';

const booking: FeedBooking = {
  id: 12,
  name: 'Board meeting',
  bookingStart: '2026-06-10T08:00:00Z',
  bookingEnd: '2026-06-10T09:00:00Z',
  revision: 3,
  userId: 5,
  companyId: 2,
  bookerName: 'Anna Jensen',
  companyName: 'Nordlys ApS',
  roomName: 'Andersen',
  locationName: 'Copenhagen',
  updatedAt: '2026-06-01T12:00:00.000Z',
  series: null,
};
const actor = (over: Partial<Actor>): Actor => ({ id: 99, role: 'User', companyId: 7, ...over });

describe('a booking in a feed', () => {
  it.each([
    ['its booker', actor({ id: 5, companyId: 2 })],
    ['a colleague of its company', actor({ companyId: 2, role: 'CompanyManager' })],
    ['a SuperAdmin', actor({ role: 'SuperAdmin', companyId: null })],
    ['an Admin', actor({ role: 'Admin', companyId: null })],
  ])('shows %s its name and booker', (_who, viewer) => {
    expect(feedEvent(viewer, booking, 'roombook.test')).toEqual({
      uid: 'booking-12@roombook.test',
      sequence: 3,
      start: booking.bookingStart,
      end: booking.bookingEnd,
      summary: 'Board meeting',
      location: 'Andersen, Copenhagen',
      stamp: '2026-06-01T12:00:00.000Z',
      description: 'Booked by Anna Jensen, Nordlys ApS',
    });
  });

  it('shows another company only that the room is busy', () => {
    const event = feedEvent(actor({ companyId: 7 }), booking, 'roombook.test');
    expect(event).toEqual({ uid: 'booking-12@roombook.test', sequence: 3, start: booking.bookingStart, end: booking.bookingEnd, summary: 'Busy', location: 'Andersen, Copenhagen', stamp: '2026-06-01T12:00:00.000Z' });
  });
});

describe("whose company's bookings a user's own feed holds", () => {
  it('is the company of a CompanyOwner or CompanyManager, and nobody else’s', () => {
    expect(feedCompanyOf({ role: 'CompanyOwner', companyId: 2 })).toBe(2);
    expect(feedCompanyOf({ role: 'CompanyManager', companyId: 2 })).toBe(2);
    expect(feedCompanyOf({ role: 'User', companyId: 2 })).toBeNull();
    expect(feedCompanyOf({ role: 'Admin', companyId: null })).toBeNull();
  });
});

describe('a series in a feed (issue 30 §3)', () => {
  // Weekly on Wednesday 09:00–10:00 Copenhagen, four times from 14 October 2026 (summer time, then winter time).
  const series = { id: 4, rule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=4', startsLocal: '2026-10-14T09:00:00', minutes: 60 };
  const occurrence = (id: number, occurrenceStart: string, over: Partial<FeedBooking> = {}): FeedBooking => ({
    ...booking,
    id,
    name: 'Team meeting',
    bookingStart: occurrenceStart,
    bookingEnd: new Date(Date.parse(occurrenceStart) + 3_600_000).toISOString(),
    series: { ...series, occurrenceStart },
    ...over,
  });
  const owner = actor({ id: 5, companyId: 2 });
  const read = (bookings: FeedBooking[], viewer = owner) =>
    readCalendarFile(calendarFile({ method: 'PUBLISH', stamp: '2026-06-01T12:00:00Z', events: feedEvents(viewer, bookings, 'roombook.example') })).events;

  it('is one event whose rule a calendar program expands to the dates held, and a moved one as its own date', () => {
    const events = read([
      occurrence(21, '2026-10-14T07:00:00.000Z'),
      // The second was moved an hour later by itself; the third is not held (deleted); the fourth is as the rule says.
      occurrence(22, '2026-10-21T07:00:00.000Z', { bookingStart: '2026-10-21T08:00:00.000Z', bookingEnd: '2026-10-21T09:00:00.000Z' }),
      occurrence(24, '2026-11-04T08:00:00.000Z'),
    ]);
    expect(events.map((event) => [event.uid, event.recurrenceId, event.summary])).toEqual([
      ['series-4@roombook.example', null, 'Team meeting'],
      ['series-4@roombook.example', '2026-10-21T07:00:00.000Z', 'Team meeting'],
    ]);
    expect(events[0]!.occurrences).toEqual(['2026-10-14T07:00:00.000Z', '2026-10-21T07:00:00.000Z', '2026-11-04T08:00:00.000Z']);
    expect(events[1]).toMatchObject({ start: '2026-10-21T08:00:00.000Z', end: '2026-10-21T09:00:00.000Z' });
  });

  it('shows another company\'s series as busy, and single bookings beside it as before', () => {
    const events = read([occurrence(21, '2026-10-14T07:00:00.000Z'), booking], actor({ companyId: 7 }));
    expect(events.map((event) => [event.uid, event.summary])).toEqual([
      ['booking-12@roombook.example', 'Busy'],
      ['series-4@roombook.example', 'Busy'],
    ]);
    expect(events[1]!.occurrences).toEqual(['2026-10-14T07:00:00.000Z']);
  });
});
