import { describe, expect, it } from 'vitest';
import type { Actor } from '../../permissions/capabilities';
import { feedCompanyOf, feedEvent, type FeedBooking } from './feed-events';

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
