import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../messages';
import type { Role } from '../../roles';
import { at } from '../../time/test-helpers';
import { bookingChangeRefusal } from './change-refusal';

const NOW = at('2026-11-18T10:07:00+01:00');
const actor = (role: Role, id: number, companyId: number | null) => ({ id, role, companyId });
const ULLA = actor('User', 6, 1);
const OLIVIA = actor('CompanyOwner', 3, 1);
const EMIL = actor('User', 104, 2);
const ADMIN = actor('Admin', 2, null);
const ullasBooking = (bookingStart: string) => ({ userId: 6, userCompanyId: 1, bookingStart });
const TOMORROW = ullasBooking('2026-11-19T09:00:00+01:00');
const STARTED = ullasBooking('2026-11-18T10:00:00+01:00');

describe('bookingChangeRefusal: who may change or delete a booking (§6)', () => {
  it.each([
    { name: 'its creator, before it starts', actor: ULLA, booking: TOMORROW, expected: null },
    { name: 'the owner of the creator’s company', actor: OLIVIA, booking: TOMORROW, expected: null },
    { name: 'a user of another company', actor: EMIL, booking: TOMORROW, expected: { statusCode: 403, message: ERRORS.forbidden } },
    { name: 'an Admin', actor: ADMIN, booking: TOMORROW, expected: null },
    { name: 'its creator, once it has started', actor: ULLA, booking: STARTED, expected: { statusCode: 403, message: ERRORS.pastBookingChange } },
    { name: 'the company’s owner, once it has started', actor: OLIVIA, booking: STARTED, expected: { statusCode: 403, message: ERRORS.pastBookingChange } },
    { name: 'an Admin, once it has started', actor: ADMIN, booking: STARTED, expected: null },
    { name: 'its creator, starting exactly now', actor: ULLA, booking: ullasBooking('2026-11-18T10:07:00+01:00'), expected: null },
    { name: 'no such booking', actor: ADMIN, booking: undefined, expected: { statusCode: 404, message: ERRORS.notFound } },
  ])('$name', ({ actor: who, booking, expected }) => {
    expect(bookingChangeRefusal(who, booking, NOW)).toEqual(expected);
  });
});
