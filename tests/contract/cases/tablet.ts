import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { KIOSK_PIN_ATTEMPTS_MAX, KIOSK_PIN_WINDOW_MINUTES } from '@roombook/domain/constants';
import { ERRORS, KIOSK_MESSAGES, VALIDATION } from '@roombook/domain/messages';
import { bookNowInterval, extendedEnd } from '@roombook/domain/tablet/rules/tablet-actions';
import type { TabletPerson } from '@roombook/domain/tablet/schemas';
import { TABLET_MESSAGES } from '@roombook/domain/tablet/page';
import { dayWindow } from '@roombook/domain/time/windows';
import type { Room } from '@roombook/domain/rooms/schemas';
import { expectError, expectOk, type CaseContext, type CaseGroup, type ContractCase } from '../harness';
import { DEMO, companyLocationIds, signIn, uniqueName, type SignedIn } from './support';

const { tablet, room, booking, auth, company, location } = contract;

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

/** The demo User as a tablet knows them: their company and PIN. */
async function personOf(user: SignedIn): Promise<TabletPerson & { companyName: string }> {
  const me = expectOk(await user.send(auth.me));
  return { companyId: me.company!.id, companyName: me.company!.name, pinCode: me.pinCode! };
}

/** A PIN that is not `pinCode`. */
const otherPin = (pinCode: string) => (pinCode === '0000' ? '0001' : '0000');

/** Whether Book now for `minutes` at the target's now still ends today (the suites also run late at night). */
const fitsToday = (t: CaseContext, minutes: number) => {
  const now = t.now().getTime();
  return Date.parse(bookNowInterval(now, minutes).bookingEnd) <= dayWindow(new Date(now).toISOString()).end.epochMilliseconds;
};

/** The room tablet (issue 29 §1, docs/decisions/100, 101): the tablet code is its only credential. */
const tabletCases: ContractCase[] = [
  {
    name: "shows its room, the rest of today's bookings and the next free time, by its tablet code alone",
    calls: [tablet.state, room.create, room.delete, booking.create, booking.delete, auth.me],
    async run(t) {
      await withRoom(t, async (made, _admin, user) => {
        const now = t.now().getTime();
        const fresh = expectOk(await stateOf(t, made.code));
        expect(fresh.room).toEqual({ id: made.id, name: made.name, image: null, seatsNumber: 6, locationName: made.location.name, isActive: true, checkInRequired: false });
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
          expect(state.later).toEqual([{ id: booked.id, name: booked.name, companyName: company.name, bookingStart: booked.bookingStart, bookingEnd: booked.bookingEnd, checkedIn: false }]);
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
  {
    name: 'lists the companies renting at the room’s location, by name, for the person who books',
    calls: [tablet.companies, room.create, room.delete, auth.me],
    async run(t) {
      await withRoom(t, async (made, _admin, user) => {
        const companies = expectOk(await t.send(tablet.companies, { token: tabletToken(made.code) }));
        const { companyId, companyName } = await personOf(user);
        expect(companies).toContainEqual({ id: companyId, name: companyName });
        expect(companies.map((c) => c.name)).toEqual([...companies.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'da')));
        expectError(await t.send(tablet.companies, { token: tabletToken('A'.repeat(22)) }), 401, TABLET_MESSAGES.setUpAgain);
      });
    },
  },
  {
    name: 'Book now books from the quarter hour going on for the person of the company and PIN; End early and Extend change it',
    calls: [tablet.bookNow, tablet.endEarly, tablet.extend, tablet.state, room.create, room.delete, auth.me, booking.byRoom],
    async run(t) {
      if (!fitsToday(t, 30)) return;
      await withRoom(t, async (made, _admin, user) => {
        const token = tabletToken(made.code);
        const { companyName, ...person } = await personOf(user);
        const expected = bookNowInterval(t.now().getTime(), 15);
        const booked = expectOk(await t.send(tablet.bookNow, { token, body: { minutes: 15, person } }), 201);
        expect(booked.current).toMatchObject({ name: TABLET_MESSAGES.bookNowTitle, companyName, ...expected });
        expect(booked.nextFree).toEqual({ start: expected.bookingEnd, end: null });
        // It is the User's booking in the calendar, priced as any other.
        const listed = expectOk(await user.send(booking.byRoom, { params: { id: made.id }, query: { from: expected.bookingStart, to: expected.bookingEnd } }));
        expect(listed).toHaveLength(1);
        expect(listed[0]).toMatchObject({ id: booked.current!.id, userId: user.session.user.id, ...expected });
        // The room is taken now: a second Book now is refused with the calendar's words.
        expectError(await t.send(tablet.bookNow, { token, body: { minutes: 15, person } }), 409, VALIDATION.selectAvailableRoom);

        const id = booked.current!.id;
        const extended = expectOk(await t.send(tablet.extend, { token, body: { bookingId: id, person } }));
        expect(extended.current).toMatchObject({ id, bookingStart: expected.bookingStart, bookingEnd: extendedEnd(expected) });
        const ended = expectOk(await t.send(tablet.endEarly, { token, body: { bookingId: id, person } }));
        expect(Date.parse(ended.current!.bookingEnd)).toBeLessThan(Date.parse(expected.bookingEnd));
        expect(ended.current!.bookingEnd).toBe(new Date(Math.max(Math.ceil(t.now().getTime() / QUARTER_MS) * QUARTER_MS, Date.parse(expected.bookingStart) + QUARTER_MS)).toISOString());
        // Nothing is left to free in its last quarter hour.
        expectError(await t.send(tablet.endEarly, { token, body: { bookingId: id, person } }), 409, TABLET_MESSAGES.endsThisQuarter);
        const after = expectOk(await user.send(booking.byRoom, { params: { id: made.id }, query: { from: expected.bookingStart, to: expected.bookingEnd } }));
        expect(after[0]!.bookingEnd).toBe(ended.current!.bookingEnd);
        expect(after[0]!.bookingCost!.total).toBeLessThan(listed[0]!.bookingCost!.total);
      });
    },
  },
  {
    name: 'checks in a booking of its company while its check-in is open, where the location asks for it; twice is still once',
    calls: [tablet.checkIn, tablet.state, location.list, location.update, booking.create, booking.update, booking.delete, room.create, room.delete, auth.me],
    async run(t) {
      await withRoom(t, async (made, admin, user) => {
        const superAdmin = await signIn(t, DEMO.superAdmin);
        const token = tabletToken(made.code);
        const { companyName: _name, ...person } = await personOf(user);
        const here = expectOk(await superAdmin.send(location.list)).find((l) => l.id === made.locationId)!;
        const asking = (checkInRequired: boolean) => superAdmin.send(location.update, { params: { id: here.id }, body: { name: here.name, description: here.description, checkInRequired } });
        // A start whose check-in is open now: this quarter hour's in its first minutes, else the next one's.
        const now = t.now().getTime();
        const floor = Math.floor(now / QUARTER_MS) * QUARTER_MS;
        const start = now - floor < 8 * 60_000 ? floor : floor + QUARTER_MS;
        if (start + 2 * QUARTER_MS > dayWindow(new Date(now).toISOString()).end.epochMilliseconds) return;
        // Made a day ahead (always the future, also late at night), then moved by the Admin.
        const ahead = { bookingStart: new Date(start + 96 * QUARTER_MS).toISOString(), bookingEnd: new Date(start + 98 * QUARTER_MS).toISOString() };
        const made_ = expectOk(await user.send(booking.create, { body: { name: uniqueName('Checked'), roomId: made.id, ...ahead } }), 201);
        const interval = { bookingStart: new Date(start).toISOString(), bookingEnd: new Date(start + 2 * QUARTER_MS).toISOString() };
        // An Admin may put it there, its start passed or not (§6).
        expectOk(await admin.send(booking.update, { params: { id: made_.id }, body: { name: made_.name, roomId: made.id, ...interval } }));
        try {
          expectError(await t.send(tablet.checkIn, { token, body: { bookingId: made_.id, person } }), 409, TABLET_MESSAGES.noCheckInHere);
          expectOk(await asking(true));
          const before = expectOk(await t.send(tablet.state, { token }));
          expect(before.room.checkInRequired).toBe(true);
          expect([before.current, ...before.later].find((b) => b?.id === made_.id)?.checkedIn).toBe(false);
          for (let n = 0; n < 2; n += 1) {
            const after = expectOk(await t.send(tablet.checkIn, { token, body: { bookingId: made_.id, person } }));
            expect([after.current, ...after.later].find((b) => b?.id === made_.id)?.checkedIn).toBe(true);
          }
        } finally {
          expectOk(await asking(false));
          await admin.send(booking.delete, { params: { id: made_.id } });
        }
      });
    },
  },
  {
    name: 'End early, Extend and Check in refuse a booking that is not going on, of another room, of someone outside its company, or where no check-in is asked',
    calls: [tablet.endEarly, tablet.extend, tablet.checkIn, booking.create, booking.delete, room.create, room.delete, auth.me],
    async run(t) {
      await withRoom(t, async (made, admin, user) => {
        const token = tabletToken(made.code);
        const person = await personOf(user);
        const later = nextQuarter(t, 2);
        if (later === null) return;
        const users = expectOk(await user.send(booking.create, { body: { name: uniqueName('Later'), roomId: made.id, ...later } }), 201);
        const admins = expectOk(await admin.send(booking.create, { body: { name: uniqueName('Admin’s'), roomId: made.id, ...nextQuarter(t, 4)! } }), 201);
        try {
          expectError(await t.send(tablet.checkIn, { token, body: { bookingId: users.id, person } }), 409, TABLET_MESSAGES.noCheckInHere);
          for (const call of [tablet.endEarly, tablet.extend, tablet.checkIn]) {
            if (call !== tablet.checkIn) expectError(await t.send(call, { token, body: { bookingId: users.id, person } }), 409, TABLET_MESSAGES.notGoingOn);
            expectError(await t.send(call, { token, body: { bookingId: admins.id, person } }), 403, TABLET_MESSAGES.notYourCompany);
            expectError(await t.send(call, { token, body: { bookingId: 2_000_000_000, person } }), 404, ERRORS.notFound);
          }
        } finally {
          await admin.send(booking.delete, { params: { id: users.id } });
          await admin.send(booking.delete, { params: { id: admins.id } });
        }
      });
    },
  },
  {
    name: `a wrong PIN is 400 with the attempts left; after ${KIOSK_PIN_ATTEMPTS_MAX} at one tablet in ${KIOSK_PIN_WINDOW_MINUTES} minutes every PIN there is 429; nothing is booked`,
    calls: [tablet.bookNow, tablet.state, room.create, room.delete, auth.me],
    async run(t) {
      await withRoom(t, async (made, _admin, user) => {
        const token = tabletToken(made.code);
        const { companyName: _name, ...person } = await personOf(user);
        const wrong = { ...person, pinCode: otherPin(person.pinCode) };
        for (let left = KIOSK_PIN_ATTEMPTS_MAX - 1; left > 0; left -= 1) {
          expectError(await t.send(tablet.bookNow, { token, body: { minutes: 15, person: wrong } }), 400, KIOSK_MESSAGES.wrongPin(left, 0));
        }
        expectError(await t.send(tablet.bookNow, { token, body: { minutes: 15, person: wrong } }), 400, KIOSK_MESSAGES.wrongPin(0, KIOSK_PIN_WINDOW_MINUTES * 60));
        for (const pinCode of [wrong.pinCode, person.pinCode]) {
          const locked = await t.send(tablet.bookNow, { token, body: { minutes: 15, person: { ...person, pinCode } } });
          expectError(locked, 429, KIOSK_MESSAGES.pinLocked(KIOSK_PIN_WINDOW_MINUTES * 60));
        }
        expect(expectOk(await t.send(tablet.state, { token })).current).toBeNull();
      });
    },
  },
  {
    name: 'refuses a bad Book now body with the field’s message, and a company that does not rent at the room’s location',
    calls: [tablet.bookNow, company.list, room.create, room.delete, auth.me],
    async run(t) {
      await withRoom(t, async (made, admin, user) => {
        const token = tabletToken(made.code);
        const { companyName: _name, ...person } = await personOf(user);
        const cases: Array<[unknown, string]> = [
          [{ minutes: 20, person }, 'Choose 15, 30 or 60 minutes'],
          [{ minutes: 15, person: { ...person, pinCode: '12' } }, KIOSK_MESSAGES.pinFormat],
          [{ minutes: 15, person: { pinCode: person.pinCode } }, VALIDATION.chooseCompany],
          [{ minutes: 15 }, KIOSK_MESSAGES.pinFormat],
        ];
        for (const [body, message] of cases) expectError(await t.sendLoose(tablet.bookNow, { token, body }), 400, message);
        const elsewhere = expectOk(await admin.send(company.list)).find((c) => !c.locations.some((location) => location.id === made.locationId));
        if (elsewhere) {
          expectError(await t.send(tablet.bookNow, { token, body: { minutes: 15, person: { ...person, companyId: elsewhere.id } } }), 400, KIOSK_MESSAGES.companyNotHere);
        }
      });
    },
  },
];

/** The quarter hours from `quarters` quarter hours after the target's now, one quarter long; null when that is past today. */
function nextQuarter(t: CaseContext, quarters: number) {
  const now = t.now().getTime();
  const start = (Math.floor(now / QUARTER_MS) + quarters) * QUARTER_MS;
  if (start + QUARTER_MS > dayWindow(new Date(now).toISOString()).end.epochMilliseconds) return null;
  return { bookingStart: new Date(start).toISOString(), bookingEnd: new Date(start + QUARTER_MS).toISOString() };
}

export default { name: 'tablet', cases: tabletCases } satisfies CaseGroup;
