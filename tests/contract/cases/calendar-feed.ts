import { expect } from 'vitest';
import { CALENDAR_FEED_MESSAGES } from '@roombook/domain/calendar-feeds/page';
import { readCalendarFile } from '@roombook/domain/calendar-files/read-calendar-file';
import { contract } from '@roombook/domain/contract/index';
import type { CalendarRoom } from '@roombook/domain/rooms/schemas';
import { expectError, expectOk, type CaseContext, type CaseGroup, type ContractCase } from '../harness';
import { DEMO, WEEKS, calendarOf, idsOf, mondayOf, roomWhere, signIn, slot, uniqueName, type SignedIn } from './support';

const { calendarFeed, booking, location } = contract;
const NOT_FOUND = 'The calendar feed was not found';

/** The secret part of a feed address (`…/api/feed/{token}` or `…/api/feed/{token}/room/{id}`). */
const tokenOf = (url: string): string => /\/api\/feed\/([^/]+)/.exec(url)![1]!;

/** A booking of `who` for a quarter of an hour at `time` on day `day` of the feeds' week, in the first of `rooms` with room for it. */
async function bookingOf(who: SignedIn, day: number, time: string, rooms?: readonly CalendarRoom[]) {
  const room = roomWhere(rooms ?? (await calendarOf(who)).rooms, 'with a daily limit of 1 hour and a weekly one of 3', (r) => r.dailyLimit >= 1 && r.weeklyLimit >= 3);
  const body = { name: uniqueName('Feed, meeting; one'), roomId: room.id, ...slot(mondayOf(WEEKS.feeds).add({ days: day }), time, 15) };
  return expectOk(await who.send(booking.create, { body }), 201);
}

/** A feed read by ical.js: its name and events. */
async function feedOf(t: CaseContext, call: typeof calendarFeed.bookings | typeof calendarFeed.room, params: { token: string; id?: number }) {
  const file = expectOk(await t.send(call as typeof calendarFeed.room, { params: params as { token: string; id: number } }));
  expect(file.headers.get('content-type')).toBe('text/calendar');
  return readCalendarFile(await file.text());
}

/** Calendar feeds (issue 30 §2, docs/decisions/105). */
const feedCases: ContractCase[] = [
  {
    name: "gives each user a secret feed of their bookings, which a reset ends at once",
    calls: [location.mine, booking.create, calendarFeed.links, calendarFeed.resetLinks, calendarFeed.bookings],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const made = await bookingOf(user, 0, '09:00');
      const links = expectOk(await user.send(calendarFeed.links));
      expect(links.withCompany).toBe(false);
      // The same address until it is reset.
      expect(expectOk(await user.send(calendarFeed.links)).bookings).toBe(links.bookings);
      const token = tokenOf(links.bookings);
      expect(token.startsWith(`${user.session.user.id}-`)).toBe(true);

      const feed = await feedOf(t, calendarFeed.bookings, { token });
      expect(feed.name).toBe(CALENDAR_FEED_MESSAGES.bookingsFeedName);
      const event = feed.events.find((e) => e.summary === made.name);
      expect(event).toMatchObject({
        uid: expect.stringMatching(new RegExp(`^booking-${made.id}@`)),
        location: `${made.room.name}, ${made.room.location.name}`,
        start: new Date(made.bookingStart).toISOString(),
        end: new Date(made.bookingEnd).toISOString(),
        description: CALENDAR_FEED_MESSAGES.bookedBy(`${made.user.firstName} ${made.user.lastName}, ${made.user.company!.name}`),
      });

      const reset = expectOk(await user.send(calendarFeed.resetLinks));
      expect(reset.bookings).not.toBe(links.bookings);
      expect(reset.rooms.map((room) => room.url)).not.toContain(links.rooms[0]?.url);
      expectError(await t.send(calendarFeed.bookings, { params: { token } }), 404, NOT_FOUND);
      expect((await feedOf(t, calendarFeed.bookings, { token: tokenOf(reset.bookings) })).events.map((e) => e.summary)).toContain(made.name);
    },
  },
  {
    name: "puts a colleague's bookings in a CompanyOwner's feed, and not a CompanyOwner's in a User's",
    calls: [location.mine, booking.create, calendarFeed.links, calendarFeed.bookings],
    async run(t) {
      const [user, owner] = [await signIn(t, DEMO.user), await signIn(t, DEMO.owner)];
      expect(owner.session.user.company?.id).toBe(user.session.user.company?.id);
      const users = await bookingOf(user, 1, '09:00');
      const owners = await bookingOf(owner, 1, '10:00');
      const ownerLinks = expectOk(await owner.send(calendarFeed.links));
      expect(ownerLinks.withCompany).toBe(true);
      const ownerFeed = (await feedOf(t, calendarFeed.bookings, { token: tokenOf(ownerLinks.bookings) })).events.map((e) => e.summary);
      expect(ownerFeed).toEqual(expect.arrayContaining([users.name, owners.name]));
      const userFeed = (await feedOf(t, calendarFeed.bookings, { token: tokenOf(expectOk(await user.send(calendarFeed.links)).bookings) })).events.map((e) => e.summary);
      expect(userFeed).toContain(users.name);
      expect(userFeed).not.toContain(owners.name);
    },
  },
  {
    name: "lists a feed for each room of the calendar, where another company's booking is only Busy; any other room is 404",
    calls: [location.mine, booking.create, calendarFeed.links, calendarFeed.room],
    async run(t) {
      const [user, admin, canteenManager] = [await signIn(t, DEMO.user), await signIn(t, DEMO.admin), await signIn(t, DEMO.canteenManager)];
      // The CanteenManager is of no company and sees the calendar of their canteen's location (docs/decisions/094).
      const seenByManager = new Set(idsOf(expectOk(await canteenManager.send(location.mine))));
      const { rooms } = await calendarOf(user);
      const made = await bookingOf(user, 2, '09:00', rooms.filter((room) => seenByManager.has(room.locationId)));

      const managerLinks = expectOk(await canteenManager.send(calendarFeed.links));
      const link = managerLinks.rooms.find((room) => room.roomId === made.roomId)!;
      expect(link).toMatchObject({ roomName: made.room.name, locationName: made.room.location.name });
      const busy = await feedOf(t, calendarFeed.room, { token: tokenOf(link.url), id: made.roomId });
      expect(busy.name).toBe(CALENDAR_FEED_MESSAGES.roomFeedName(made.room.name, made.room.location.name));
      const seen = busy.events.find((e) => e.uid.startsWith(`booking-${made.id}@`));
      expect(seen).toMatchObject({ summary: CALENDAR_FEED_MESSAGES.busy, start: new Date(made.bookingStart).toISOString() });
      expect(seen!.description).toBeNull();

      const adminLinks = expectOk(await admin.send(calendarFeed.links));
      const named = await feedOf(t, calendarFeed.room, { token: tokenOf(adminLinks.bookings), id: made.roomId });
      expect(named.events.find((e) => e.uid.startsWith(`booking-${made.id}@`))?.summary).toBe(made.name);

      // A room outside the CanteenManager's calendar (the SuperAdmin's calendar has every location).
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const elsewhere = (await calendarOf(superAdmin)).rooms.find((room) => !seenByManager.has(room.locationId));
      expect(elsewhere, 'a room outside the CanteenManager’s calendar').toBeDefined();
      expectError(await t.send(calendarFeed.room, { params: { token: tokenOf(managerLinks.bookings), id: elsewhere!.id } }), 404, NOT_FOUND);
      expect(managerLinks.rooms.map((room) => room.roomId).sort((a, b) => a - b)).toEqual(
        expectOk(await canteenManager.send(location.mine)).flatMap((l) => l.rooms.map((room) => room.id)).sort((a, b) => a - b),
      );
    },
  },
  {
    name: 'answers 404 to an address no user has, and 400 to one that is not a feed address',
    calls: [calendarFeed.bookings, calendarFeed.room],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const forged = `${user.session.user.id}-${'A'.repeat(43)}`;
      expectError(await t.send(calendarFeed.bookings, { params: { token: forged } }), 404, NOT_FOUND);
      expectError(await t.send(calendarFeed.room, { params: { token: forged, id: 1 } }), 404, NOT_FOUND);
      expectError(await t.send(calendarFeed.bookings, { params: { token: `999999-${'A'.repeat(43)}` } }), 404, NOT_FOUND);
      // More than an id can be.
      expectError(await t.send(calendarFeed.bookings, { params: { token: `9999999999-${'A'.repeat(43)}` } }), 404, NOT_FOUND);
      expect((await t.sendLoose(calendarFeed.bookings, { params: { token: 'not-a-token' } })).status).toBe(400);
    },
  },
];

export default { name: 'calendarFeed', cases: feedCases } satisfies CaseGroup;
