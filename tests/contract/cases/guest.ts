import { expect } from 'vitest';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { FORM_MESSAGES } from '@roombook/domain/common/fields';
import { GUESTS_PER_BOOKING_MAX, NAME_MAX } from '@roombook/domain/constants';
import { contract } from '@roombook/domain/contract/index';
import { GUEST_MESSAGES } from '@roombook/domain/guests/page';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import type { CalendarRoom } from '@roombook/domain/rooms/schemas';
import { expectError, expectOk, type CaseGroup, type ContractCase } from '../harness';
import { DEMO, UNKNOWN_ID, WEEKS, calendarOf, idsOf, mondayOf, roomWhere, signIn, slot, today, uniqueName, type SignedIn } from './support';

const { guest, booking, location } = contract;

const ADA = { name: 'Ada Lovelace', email: 'ada@example.com' };

/**
 * A booking of `who` for a quarter of an hour at `time` on day `day` (0 to 6) of the guests' own week, in the
 * first of `rooms` (by default the rooms `who` books in) that has room for it in the company's limits.
 */
async function bookingOf(who: SignedIn, day: number, time: string, rooms?: readonly CalendarRoom[]): Promise<Booking> {
  const room = roomWhere(rooms ?? (await calendarOf(who)).rooms, 'with a daily limit of 1 hour and a weekly one of 3', (r) => r.dailyLimit >= 1 && r.weeklyLimit >= 3);
  const body = { name: uniqueName('Visit'), roomId: room.id, ...slot(mondayOf(WEEKS.guests).add({ days: day }), time, 15) };
  return expectOk(await who.send(booking.create, { body }), 201);
}

/** Adds a guest to a booking as `who`; answers the booking's guests. */
async function addGuest(who: SignedIn, bookingId: number, body: { name: string; email?: string }) {
  return expectOk(await who.send(guest.add, { params: { id: bookingId }, body }), 201);
}

const listOf = async (who: SignedIn, bookingId: number) => expectOk(await who.send(guest.list, { params: { id: bookingId } }));

/** The expected guests of a booking (issue 29 §2, docs/decisions/103): who adds, lists and removes them, and what each sees. */
const guestCases: ContractCase[] = [
  {
    name: "lets the booker add, list and remove expected guests, each call answering the booking's guests",
    calls: [location.mine, booking.create, guest.add, guest.list, guest.remove],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const made = await bookingOf(user, 0, '09:00');
      expect(await listOf(user, made.id)).toEqual([]);

      const [ada] = await addGuest(user, made.id, ADA);
      expect(ada).toEqual({ id: expect.any(Number), ...ADA, arrivedAt: null });
      // The name is trimmed; the e-mail may be left out.
      const both = await addGuest(user, made.id, { name: '  Alan Turing ' });
      expect(both).toEqual([ada, { id: expect.any(Number), name: 'Alan Turing', email: null, arrivedAt: null }]);
      expect(await listOf(user, made.id)).toEqual(both);

      const left = expectOk(await user.send(guest.remove, { params: { id: made.id, guestId: ada!.id } }));
      expect(left).toEqual([both[1]]);
      expect(await listOf(user, made.id)).toEqual(left);
      expectError(await user.send(guest.remove, { params: { id: made.id, guestId: ada!.id } }), 404, GUEST_MESSAGES.notFound);

      // No such booking.
      expectError(await user.send(guest.list, { params: { id: UNKNOWN_ID } }), 404, ERRORS.notFound);
      expectError(await user.send(guest.add, { params: { id: UNKNOWN_ID }, body: ADA }), 404, ERRORS.notFound);
      expectError(await user.send(guest.remove, { params: { id: UNKNOWN_ID, guestId: both[1]!.id } }), 404, ERRORS.notFound);
    },
  },
  {
    name: "shows the guests' names to Admins, another company's guests as 'Guest of {company}' without e-mail, and refuses who may not see the booking",
    calls: [location.mine, booking.create, guest.add, guest.list],
    async run(t) {
      const [user, admin, canteenManager] = [await signIn(t, DEMO.user), await signIn(t, DEMO.admin), await signIn(t, DEMO.canteenManager)];
      const company = user.session.user.company;
      expect(company, 'the user has a company').toBeTruthy();
      // The one demo login outside the user's company who sees its calendar: the CanteenManager, at their canteen's location.
      const seenByManager = new Set(idsOf(expectOk(await canteenManager.send(location.mine))));
      const { rooms } = await calendarOf(user);
      const made = await bookingOf(user, 1, '09:00', rooms.filter((room) => seenByManager.has(room.locationId)));
      const guests = await addGuest(user, made.id, ADA);

      expect(await listOf(admin, made.id)).toEqual(guests);
      expect(await listOf(canteenManager, made.id)).toEqual([{ id: guests[0]!.id, name: GUEST_MESSAGES.guestOf(company!.name), email: null, arrivedAt: null }]);
      // Seeing is not changing: the booking is not theirs.
      expectError(await canteenManager.send(guest.add, { params: { id: made.id }, body: ADA }), 403, ERRORS.forbidden);

      // The guest of a booker without a company (an Admin) is a 'Guest' to the user.
      const admins = await bookingOf(admin, 1, '11:00', rooms.filter((room) => room.id === made.roomId));
      const adminsGuests = await addGuest(admin, admins.id, { name: 'Grace Hopper' });
      expect(await listOf(user, admins.id)).toEqual([{ ...adminsGuests[0]!, name: GUEST_MESSAGES.guestOfReception, email: null }]);

      // A booking at a location whose calendar the CanteenManager does not see is not found for them.
      const elsewhere = rooms.filter((room) => !seenByManager.has(room.locationId));
      if (elsewhere.length > 0) {
        const unseen = await bookingOf(user, 1, '13:00', elsewhere);
        expectError(await canteenManager.send(guest.list, { params: { id: unseen.id } }), 404, ERRORS.notFound);
      }
    },
  },
  {
    name: "lets the booker's colleagues list the names, a company manager add and remove them, and refuses a User who did not book (403)",
    calls: [location.mine, booking.create, guest.add, guest.list, guest.remove],
    async run(t) {
      const [owner, manager, user] = [await signIn(t, DEMO.owner), await signIn(t, DEMO.manager), await signIn(t, DEMO.user)];
      const made = await bookingOf(owner, 2, '09:00');
      const guests = await addGuest(manager, made.id, ADA);
      expect(guests.map((g) => g.name)).toEqual([ADA.name]);
      expect(await listOf(user, made.id)).toEqual(guests);

      expectError(await user.send(guest.add, { params: { id: made.id }, body: { name: 'Alan Turing' } }), 403, ERRORS.forbidden);
      expectError(await user.send(guest.remove, { params: { id: made.id, guestId: guests[0]!.id } }), 403, ERRORS.forbidden);
      expect(expectOk(await manager.send(guest.remove, { params: { id: made.id, guestId: guests[0]!.id } }))).toEqual([]);
    },
  },
  {
    name: 'refuses to remove a guest through another booking (404), and keeps both bookings’ guests',
    calls: [location.mine, booking.create, guest.add, guest.list, guest.remove],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const [first, second] = [await bookingOf(user, 3, '09:00'), await bookingOf(user, 3, '10:00')];
      const firstGuests = await addGuest(user, first.id, ADA);
      const secondGuests = await addGuest(user, second.id, { name: 'Alan Turing' });
      expectError(await user.send(guest.remove, { params: { id: second.id, guestId: firstGuests[0]!.id } }), 404, GUEST_MESSAGES.notFound);
      expectError(await user.send(guest.remove, { params: { id: second.id, guestId: UNKNOWN_ID } }), 404, GUEST_MESSAGES.notFound);
      expect(await listOf(user, first.id)).toEqual(firstGuests);
      expect(await listOf(user, second.id)).toEqual(secondGuests);
    },
  },
  {
    name: 'refuses a guest without a name, with an e-mail that is no address, too long or with a control character (400), and adds nothing',
    calls: [location.mine, booking.create, guest.add, guest.list],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const made = await bookingOf(user, 4, '09:00');
      const refused: ReadonlyArray<readonly [Record<string, unknown>, string]> = [
        [{}, VALIDATION.required],
        [{ name: '' }, VALIDATION.required],
        [{ name: '   ' }, VALIDATION.required],
        [{ name: 'Ada', email: 'not-an-email' }, VALIDATION.emailInvalid],
        [{ name: 'Ada', email: 'ada@' }, VALIDATION.emailInvalid],
        // A form leaves an empty field out; a caller who sends an empty e-mail is told it is not one.
        [{ name: 'Ada', email: '' }, VALIDATION.emailInvalid],
        [{ name: 'Ada\u0000Lovelace' }, VALIDATION.notAllowedCharacters],
        [{ name: 'x'.repeat(NAME_MAX + 1) }, FORM_MESSAGES.tooLong(NAME_MAX)],
      ];
      for (const [body, message] of refused) {
        expectError(await user.sendLoose(guest.add, { params: { id: made.id }, body }), 400, message);
      }
      expect(await listOf(user, made.id)).toEqual([]);
    },
  },
  {
    name: `takes at most ${GUESTS_PER_BOOKING_MAX} guests a booking: one more is refused (400) until one is removed`,
    calls: [location.mine, booking.create, guest.add, guest.list, guest.remove],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const made = await bookingOf(user, 5, '09:00');
      let guests: Awaited<ReturnType<typeof addGuest>> = [];
      for (let n = 1; n <= GUESTS_PER_BOOKING_MAX; n += 1) guests = await addGuest(user, made.id, { name: `Guest ${n}` });
      expect(guests).toHaveLength(GUESTS_PER_BOOKING_MAX);
      expectError(await user.send(guest.add, { params: { id: made.id }, body: { name: 'One too many' } }), 400, GUEST_MESSAGES.tooMany(GUESTS_PER_BOOKING_MAX));
      expect(await listOf(user, made.id)).toEqual(guests);
      expectOk(await user.send(guest.remove, { params: { id: made.id, guestId: guests[0]!.id } }));
      expect((await addGuest(user, made.id, { name: 'Now there is room' })).at(-1)?.name).toBe('Now there is room');
    },
  },
  {
    name: 'refuses the booker to change the guests once the meeting has started (403), lists them still, and lets an Admin',
    calls: [location.mine, booking.create, booking.update, guest.add, guest.list, guest.remove],
    async run(t) {
      const [user, admin] = [await signIn(t, DEMO.user), await signIn(t, DEMO.admin)];
      const made = await bookingOf(user, 6, '09:00');
      const guests = await addGuest(user, made.id, ADA);
      // Admins may change bookings in the past: one moves it to yesterday morning.
      expectOk(await admin.send(booking.update, { params: { id: made.id }, body: { name: made.name, roomId: made.roomId, ...slot(today().subtract({ days: 1 }), '06:00', 15) } }));

      expectError(await user.send(guest.add, { params: { id: made.id }, body: { name: 'Alan Turing' } }), 403, ERRORS.pastBookingChange);
      expectError(await user.send(guest.remove, { params: { id: made.id, guestId: guests[0]!.id } }), 403, ERRORS.pastBookingChange);
      expect(await listOf(user, made.id)).toEqual(guests);
      expect((await addGuest(admin, made.id, { name: 'Alan Turing' })).map((g) => g.name)).toEqual([ADA.name, 'Alan Turing']);
    },
  },
];

export default { name: 'guest', cases: guestCases } satisfies CaseGroup;
