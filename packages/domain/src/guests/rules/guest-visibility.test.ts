import { describe, expect, it } from 'vitest';
import type { Actor } from '../../permissions/capabilities';
import { guestsAsSeenBy, seesGuestNames } from './guest-visibility';

const guests = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', arrivedAt: null },
  { id: 2, name: 'Alan Turing', email: null, arrivedAt: '2026-06-10T08:05:00.000Z' },
];
const owner = { userId: 10, companyId: 3, companyName: 'Acme' };
const actor = (role: Actor['role'], id: number, companyId: number | null): Actor => ({ id, role, companyId });

describe('the guests of a booking, as each viewer sees them', () => {
  it('shows names and e-mails to the booker, their colleagues and the administrators', () => {
    for (const viewer of [actor('User', 10, 3), actor('User', 11, 3), actor('CompanyOwner', 12, 3), actor('Admin', 1, null), actor('SuperAdmin', 2, null)]) {
      expect(seesGuestNames(viewer, owner)).toBe(true);
      expect(guestsAsSeenBy(viewer, owner, guests)).toEqual(guests);
    }
  });

  it("shows another company's guests as 'Guest of {company}', without e-mails, arrival kept", () => {
    const seen = guestsAsSeenBy(actor('CompanyOwner', 20, 4), owner, guests);
    expect(seen.map((guest) => guest.name)).toEqual(['Guest of Acme', 'Guest of Acme']);
    expect(seen.map((guest) => guest.email)).toEqual([null, null]);
    expect(seen[1]!.arrivedAt).toBe('2026-06-10T08:05:00.000Z');
  });

  it("calls the guest of a booker without a company 'Guest'", () => {
    const seen = guestsAsSeenBy(actor('User', 20, 4), { userId: 1, companyId: null, companyName: null }, guests);
    expect(seen.map((guest) => guest.name)).toEqual(['Guest', 'Guest']);
  });
});
