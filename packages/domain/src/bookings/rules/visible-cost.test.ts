import { describe, expect, it } from 'vitest';
import type { Actor } from '../../permissions/capabilities';
import type { Booking } from '../schemas';
import { seesBookingCost, withVisibleCost } from './visible-cost';

/** Company 1 (Nordlys) and company 2 (Havblik); user 10 of company 1 booked, user 20 of company 2 looks. */
const NORDLYS_BOOKING = { userId: 10, companyId: 1 };
const COMPANYLESS_BOOKING = { userId: 30, companyId: null };
const actor = (role: Actor['role'], companyId: number | null, id = 99): Actor => ({ id, role, companyId });

describe('seesBookingCost: staff see their own and their company’s costs, Admin and SuperAdmin every cost', () => {
  it.each([
    { name: 'SuperAdmin, another company’s booking', viewer: actor('SuperAdmin', null), booking: NORDLYS_BOOKING, sees: true },
    { name: 'Admin, another company’s booking', viewer: actor('Admin', null), booking: NORDLYS_BOOKING, sees: true },
    { name: 'Admin, a booking without a company', viewer: actor('Admin', null), booking: COMPANYLESS_BOOKING, sees: true },
    { name: 'the booker', viewer: actor('User', 1, 10), booking: NORDLYS_BOOKING, sees: true },
    { name: 'a User of the same company', viewer: actor('User', 1), booking: NORDLYS_BOOKING, sees: true },
    { name: 'the CompanyOwner of the same company', viewer: actor('CompanyOwner', 1), booking: NORDLYS_BOOKING, sees: true },
    { name: 'the CompanyManager of the same company', viewer: actor('CompanyManager', 1), booking: NORDLYS_BOOKING, sees: true },
    { name: 'a User of another company', viewer: actor('User', 2, 20), booking: NORDLYS_BOOKING, sees: false },
    { name: 'the CompanyOwner of another company', viewer: actor('CompanyOwner', 2), booking: NORDLYS_BOOKING, sees: false },
    { name: 'the CompanyManager of another company', viewer: actor('CompanyManager', 2), booking: NORDLYS_BOOKING, sees: false },
    { name: 'a CanteenManager (no company), a company’s booking', viewer: actor('CanteenManager', null), booking: NORDLYS_BOOKING, sees: false },
    { name: 'a CanteenManager, their own booking', viewer: actor('CanteenManager', null, 30), booking: COMPANYLESS_BOOKING, sees: true },
    { name: 'a CanteenManager, another companyless booker’s booking', viewer: actor('CanteenManager', null), booking: COMPANYLESS_BOOKING, sees: false },
    { name: 'a User, a booking without a company (an Admin’s)', viewer: actor('User', 1), booking: COMPANYLESS_BOOKING, sees: false },
    {
      name: 'the booker whose booking counts against their former company',
      viewer: actor('User', 2, 10),
      booking: NORDLYS_BOOKING,
      sees: true,
    },
  ])('$name → $sees', ({ viewer, booking, sees }) => {
    expect(seesBookingCost(viewer, booking)).toBe(sees);
  });
});

describe('withVisibleCost', () => {
  const booking: Booking = {
    id: 1,
    name: 'Sprint review',
    bookingStart: '2026-11-24T09:00:00+01:00',
    bookingEnd: '2026-11-24T10:00:00+01:00',
    room: { id: 2, name: 'Blixen', location: { id: 1, name: 'Copenhagen Harbour House' } },
    roomId: 2,
    userId: 10,
    user: { firstName: 'Emil', lastName: 'Friis', company: { id: 1, name: 'Nordlys ApS' } },
    series: null,
    bookingCost: { total: 22500 },
  };

  it('keeps the cost for a viewer who sees it, and the rest of the booking as it is', () => {
    expect(withVisibleCost(actor('User', 1), booking)).toEqual(booking);
  });

  it('answers null for the cost, and nothing else changed, for another company’s viewer', () => {
    expect(withVisibleCost(actor('User', 2), booking)).toEqual({ ...booking, bookingCost: null });
  });
});
