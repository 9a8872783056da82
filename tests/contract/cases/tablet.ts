import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS } from '@roombook/domain/messages';
import { TABLET_MESSAGES } from '@roombook/domain/tablet/page';
import { dayWindow } from '@roombook/domain/time/windows';
import type { Room } from '@roombook/domain/rooms/schemas';
import { expectError, expectOk, type CaseContext, type CaseGroup, type ContractCase } from '../harness';
import { DEMO, companyLocationIds, signIn, uniqueName, type SignedIn } from './support';

const { tablet, room, booking, auth } = contract;

const QUARTER_MS = 15 * 60_000;
const tabletToken = (code: string) => `tablet_${code}`;
const stateOf = (t: CaseContext, code: string) => t.send(tablet.state, { token: tabletToken(code) });

/** Runs `use` with a room of its own at a location of the demo User's company (no one else books it); the Admin deletes it afterwards. */
async function withRoom(t: CaseContext, use: (made: Room, admin: SignedIn, user: SignedIn) => Promise<void>) {
  const admin = await signIn(t, DEMO.admin);
  const user = await signIn(t, DEMO.user);
  const body = { name: uniqueName('Tablet room'), rules: 'End on time', seatsNumber: 6, dailyLimit: 8, weeklyLimit: 20, hourlyRate: 10_000, locationId: companyLocationIds(user)[0]!, features: [] };
  const made = expectOk(await admin.send(room.create, { body }), 201);
  try {
    await use(made, admin, user);
  } finally {
    await admin.send(room.delete, { params: { id: made.id } });
  }
}

/** The room tablet (issue 29 §1, docs/decisions/100): the tablet code is its only credential. */
const tabletCases: ContractCase[] = [
  {
    name: "shows its room, the rest of today's bookings and the next free time, by its tablet code alone",
    calls: [tablet.state, room.create, room.delete, booking.create, booking.delete, auth.me],
    async run(t) {
      await withRoom(t, async (made, _admin, user) => {
        const now = t.now().getTime();
        const fresh = expectOk(await stateOf(t, made.code));
        expect(fresh.room).toEqual({ id: made.id, name: made.name, image: null, seatsNumber: 6, locationName: made.location.name, isActive: true });
        expect(Math.abs(Date.parse(fresh.at) - now)).toBeLessThan(60_000);
        expect(fresh.current).toBeNull();
        expect(fresh.later).toEqual([]);
        expect(fresh.nextFree).toEqual({ start: fresh.at, end: null });

        // The next quarter hour, when a quarter of an hour is left of today (the suites also run late at night).
        const start = Math.ceil((now + 60_000) / QUARTER_MS) * QUARTER_MS;
        if (start + QUARTER_MS > dayWindow(new Date(now).toISOString()).end.epochMilliseconds) return;
        const interval = { bookingStart: new Date(start).toISOString(), bookingEnd: new Date(start + QUARTER_MS).toISOString() };
        const booked = expectOk(await user.send(booking.create, { body: { name: uniqueName('Stand-up'), roomId: made.id, ...interval } }), 201);
        try {
          const company = expectOk(await user.send(auth.me)).company!;
          const state = expectOk(await stateOf(t, made.code));
          expect(state.current).toBeNull();
          expect(state.later).toEqual([{ id: booked.id, name: booked.name, companyName: company.name, bookingStart: booked.bookingStart, bookingEnd: booked.bookingEnd }]);
          expect(Date.parse(booked.bookingStart)).toBe(start);
          expect(state.nextFree).toEqual({ start: state.at, end: booked.bookingStart });
          expect(JSON.stringify(state)).not.toContain('bookingCost');
        } finally {
          await user.send(booking.delete, { params: { id: booked.id } });
        }
      });
    },
  },
  {
    name: 'Reset URL ends the old code at once, and the new code opens the same room; a deleted room ends its code',
    calls: [tablet.state, room.create, room.resetCode, room.delete],
    async run(t) {
      let code = '';
      await withRoom(t, async (made, admin) => {
        expectOk(await stateOf(t, made.code));
        const reset = expectOk(await admin.send(room.resetCode, { params: { id: made.id } }));
        expect(reset.code).not.toBe(made.code);
        expectError(await stateOf(t, made.code), 401, TABLET_MESSAGES.setUpAgain);
        expect(expectOk(await stateOf(t, reset.code)).room.id).toBe(made.id);
        code = reset.code;
      });
      expectError(await stateOf(t, code), 401, TABLET_MESSAGES.setUpAgain);
    },
  },
  {
    name: "refuses no credential, a user's access token and anything that is no room's code",
    calls: [tablet.state],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      expectError(await t.send(tablet.state), 401, TABLET_MESSAGES.setUpAgain);
      expectError(await t.send(tablet.state, { token: user.session.token }), 401, TABLET_MESSAGES.setUpAgain);
      for (const code of ['', 'A'.repeat(22), 'A'.repeat(5_000), '../../room', "' or 1=1 --"]) {
        expectError(await t.send(tablet.state, { token: tabletToken(code) }), 401, TABLET_MESSAGES.setUpAgain);
      }
      // The tablet's credential is no user's: a user call refuses it.
      await withRoom(t, async (made) => {
        expectError(await t.send(auth.me, { token: tabletToken(made.code) }), 401, ERRORS.unauthorized);
      });
    },
  },
];

export default { name: 'tablet', cases: tabletCases } satisfies CaseGroup;
