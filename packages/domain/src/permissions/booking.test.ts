import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { bookingActions, isAgendaBooking, isOwnBookingForDisplay, isPastBooking } from './booking';

const now = Temporal.Instant.from('2026-11-21T10:00:00+01:00');
const FUTURE = '2026-11-21T10:15:00+01:00';
const PAST = '2026-11-21T09:45:00+01:00';
const PAST_MSG = 'You can not delete or modify past bookings';

const ME = 1;
const MY_COMPANY = 7;
const OTHER_COMPANY = 9;

type Row = {
  name: string;
  role: Role;
  bookingUser: number;
  bookingCompany: number | null;
  start: string;
  visible: boolean;
  allowed: boolean;
  reason?: string;
};

const rows: Row[] = [
  { name: 'User, own future booking', role: 'User', bookingUser: ME, bookingCompany: MY_COMPANY, start: FUTURE, visible: true, allowed: true },
  { name: 'User, own past booking', role: 'User', bookingUser: ME, bookingCompany: MY_COMPANY, start: PAST, visible: true, allowed: false, reason: PAST_MSG },
  { name: 'User, colleague booking', role: 'User', bookingUser: 2, bookingCompany: MY_COMPANY, start: FUTURE, visible: false, allowed: false },
  { name: 'CanteenManager, own future booking', role: 'CanteenManager', bookingUser: ME, bookingCompany: null, start: FUTURE, visible: true, allowed: true },
  { name: 'CanteenManager, other booking', role: 'CanteenManager', bookingUser: 2, bookingCompany: MY_COMPANY, start: FUTURE, visible: false, allowed: false },
  { name: 'CompanyOwner, own-company future booking', role: 'CompanyOwner', bookingUser: 2, bookingCompany: MY_COMPANY, start: FUTURE, visible: true, allowed: true },
  { name: 'CompanyOwner, own-company past booking', role: 'CompanyOwner', bookingUser: 2, bookingCompany: MY_COMPANY, start: PAST, visible: true, allowed: false, reason: PAST_MSG },
  { name: 'CompanyOwner, other-company booking', role: 'CompanyOwner', bookingUser: 2, bookingCompany: OTHER_COMPANY, start: FUTURE, visible: false, allowed: false },
  { name: 'CompanyOwner, booking of a user without company', role: 'CompanyOwner', bookingUser: 2, bookingCompany: null, start: FUTURE, visible: false, allowed: false },
  { name: 'CompanyManager, own-company future booking', role: 'CompanyManager', bookingUser: 2, bookingCompany: MY_COMPANY, start: FUTURE, visible: true, allowed: true },
  { name: 'CompanyManager, own-company past booking', role: 'CompanyManager', bookingUser: 2, bookingCompany: MY_COMPANY, start: PAST, visible: true, allowed: false, reason: PAST_MSG },
  { name: 'CompanyManager, other-company booking', role: 'CompanyManager', bookingUser: 2, bookingCompany: OTHER_COMPANY, start: FUTURE, visible: false, allowed: false },
  { name: 'CompanyManager, own past booking', role: 'CompanyManager', bookingUser: ME, bookingCompany: MY_COMPANY, start: PAST, visible: true, allowed: false, reason: PAST_MSG },
  { name: 'Admin, any future booking', role: 'Admin', bookingUser: 2, bookingCompany: OTHER_COMPANY, start: FUTURE, visible: true, allowed: true },
  { name: 'Admin, any past booking', role: 'Admin', bookingUser: 2, bookingCompany: OTHER_COMPANY, start: PAST, visible: true, allowed: true },
  { name: 'SuperAdmin, any past booking', role: 'SuperAdmin', bookingUser: 2, bookingCompany: null, start: PAST, visible: true, allowed: true },
  { name: 'SuperAdmin, own past booking', role: 'SuperAdmin', bookingUser: ME, bookingCompany: null, start: PAST, visible: true, allowed: true },
];

describe('bookingActions', () => {
  it.each(rows)('$name', ({ role, bookingUser, bookingCompany, start, visible, allowed, reason }) => {
    const result = bookingActions(
      { id: ME, role, companyId: MY_COMPANY },
      { userId: bookingUser, userCompanyId: bookingCompany, bookingStart: start },
      now,
    );
    expect(result).toEqual(reason === undefined ? { visible, allowed } : { visible, allowed, reason });
  });

  it('a company role without a company sees no actions on bookings of users without company', () => {
    const result = bookingActions(
      { id: ME, role: 'CompanyOwner', companyId: null },
      { userId: 2, userCompanyId: null, bookingStart: FUTURE },
      now,
    );
    expect(result).toEqual({ visible: false, allowed: false });
  });

  it('accepts a Temporal.Instant as the booking start', () => {
    const result = bookingActions(
      { id: ME, role: 'User', companyId: null },
      { userId: ME, userCompanyId: null, bookingStart: Temporal.Instant.from(PAST) },
      now,
    );
    expect(result.allowed).toBe(false);
  });
});

describe('isPastBooking: start strictly before now', () => {
  it.each([
    { name: 'one minute before now', start: '2026-11-21T09:59:00+01:00', past: true },
    { name: 'one nanosecond before now', start: '2026-11-21T09:59:59.999999999+01:00', past: true },
    { name: 'exactly now', start: '2026-11-21T10:00:00+01:00', past: false },
    { name: 'same instant written in UTC', start: '2026-11-21T09:00:00Z', past: false },
    { name: 'started yesterday, still running', start: '2026-11-20T10:00:00+01:00', past: true },
    { name: 'tomorrow', start: '2026-11-22T00:00:00+01:00', past: false },
  ])('$name → $past', ({ start, past }) => {
    expect(isPastBooking(start, now)).toBe(past);
  });
});

describe('isOwnBookingForDisplay (drawn filled in the calendar)', () => {
  it.each<[string, Role, number | null, number, number | null, boolean]>([
    ['User, own booking', 'User', MY_COMPANY, ME, MY_COMPANY, true],
    ['User, colleague booking', 'User', MY_COMPANY, 2, MY_COMPANY, false],
    ['User without company, own booking', 'User', null, ME, null, true],
    ['CompanyOwner, own booking', 'CompanyOwner', MY_COMPANY, ME, MY_COMPANY, true],
    ['CompanyOwner, colleague booking', 'CompanyOwner', MY_COMPANY, 2, MY_COMPANY, true],
    ['CompanyOwner, other-company booking', 'CompanyOwner', MY_COMPANY, 2, OTHER_COMPANY, false],
    ['CompanyOwner, booking of a user without company', 'CompanyOwner', MY_COMPANY, 2, null, false],
    ['CompanyOwner without company, booking of a user without company', 'CompanyOwner', null, 2, null, false],
    ['CompanyManager, colleague booking (outlined: only the owner sees the company filled)', 'CompanyManager', MY_COMPANY, 2, MY_COMPANY, false],
    ['CompanyManager, own booking', 'CompanyManager', MY_COMPANY, ME, MY_COMPANY, true],
    ['Admin, any other booking', 'Admin', null, 2, OTHER_COMPANY, false],
    ['SuperAdmin, own booking', 'SuperAdmin', null, ME, null, true],
  ])('%s → %s', (_, role, companyId, bookingUser, bookingCompany, filled) => {
    expect(isOwnBookingForDisplay({ id: ME, role, companyId }, { userId: bookingUser, userCompanyId: bookingCompany })).toBe(filled);
  });
});

describe('isAgendaBooking (the agenda shows only the user’s own bookings)', () => {
  it.each<[string, number, boolean]>([
    ['own booking', ME, true],
    ['colleague booking', 2, false],
  ])('%s → %s', (_, bookingUser, listed) => {
    expect(isAgendaBooking({ id: ME }, { userId: bookingUser })).toBe(listed);
  });
});
