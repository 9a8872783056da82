import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { BOOKING_RANGE_MAX_DAYS, DATE_TEXT_MAX } from '@roombook/domain/constants';
import { FORM_MESSAGES } from '@roombook/domain/common/fields';
import { AVAILABILITY_REASONS, ERRORS, SERVER_MESSAGES, SUCCESS, VALIDATION } from '@roombook/domain/messages';
import { expectError, expectOk, type ContractCase, type CaseGroup } from '../harness';
import {
  DEMO,
  WEEKS,
  at,
  calendarOf,
  dailyLimitedRoom,
  idsOf,
  mondayOf,
  plusMinutes,
  roomWhere,
  signIn,
  slot,
  today,
  uniqueName,
  type SignedIn,
} from './support';

const { booking, location, room } = contract;
const TITLE = 'Planning';

/** Calendar bookings (§7 "Calendar and bookings"): lists, booking, availability, limits, used time, who changes what. */
const bookingCases: ContractCase[] = [
  {
    name: 'books a free room and lists the booking in its room and location, inside a [from, to) window only',
    calls: [location.mine, booking.create, booking.byRoom, booking.byLocation],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const { locations } = await calendarOf(user);
      const home = locations.find((l) => l.rooms.length > 0);
      expect(home, 'a location of the user with rooms').toBeDefined();
      const room = roomWhere(home!.rooms, 'with a daily limit of at least 1 hour', (r) => r.dailyLimit >= 1);
      const day = mondayOf(WEEKS.create);
      const body = { name: TITLE, roomId: room.id, ...slot(day, '09:00', 60) };

      const created = expectOk(await user.send(booking.create, { body }), 201);
      const company = user.session.user.company;
      expect(created).toMatchObject({
        name: TITLE,
        roomId: room.id,
        room: { id: room.id, name: room.name, location: { id: home!.id, name: home!.name } },
        userId: user.session.user.id,
        user: { firstName: user.session.user.firstName, lastName: user.session.user.lastName, company: company && { id: company.id, name: company.name } },
      });
      expect([Date.parse(created.bookingStart), Date.parse(created.bookingEnd)]).toEqual([Date.parse(body.bookingStart), Date.parse(body.bookingEnd)]);

      const inRoom = async (id: number, from: string, to: string) => expectOk(await user.send(booking.byRoom, { params: { id }, query: { from, to } }));
      const during = await inRoom(room.id, body.bookingStart, body.bookingEnd);
      expect(idsOf(during)).toContain(created.id);
      expect(during.every((b) => b.roomId === room.id)).toBe(true);
      // Half-open: the hour after it and the hour before it do not hold it.
      expect(idsOf(await inRoom(room.id, body.bookingEnd, at(day, '11:00')))).not.toContain(created.id);
      expect(idsOf(await inRoom(room.id, at(day, '08:00'), body.bookingStart))).not.toContain(created.id);
      const inLocation = expectOk(await user.send(booking.byLocation, { params: { id: home!.id }, query: { from: body.bookingStart, to: body.bookingEnd } }));
      expect(idsOf(inLocation)).toContain(created.id);
      for (const other of home!.rooms.filter((r) => r.id !== room.id)) {
        expect(idsOf(await inRoom(other.id, body.bookingStart, body.bookingEnd))).not.toContain(created.id);
      }
    },
  },
  {
    name: "prices a booking at the room's hourly rate less the booker's company discount, rounded to the øre",
    calls: [location.mine, booking.create, contract.company.list],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const room = roomWhere((await calendarOf(user)).rooms, 'with an hourly rate and a daily limit of at least 1 hour', (r) => (r.hourlyRate ?? 0) > 0 && r.dailyLimit >= 1);
      const body = { name: TITLE, roomId: room.id, ...slot(mondayOf(WEEKS.create).add({ days: 1 }), '09:00', 60) };
      const created = expectOk(await user.send(booking.create, { body }), 201);
      // An hour at the room's rate, less the company's discount rounded to the øre.
      const companies = expectOk(await (await signIn(t, DEMO.admin)).send(contract.company.list));
      const discount = companies.find((c) => c.id === user.session.user.company?.id)?.discount ?? 0;
      expect(discount, 'a company with a discount').toBeGreaterThan(0);
      const rate = room.hourlyRate!;
      expect(created.bookingCost?.total).toBe(rate - Math.round((rate * discount) / 100));
    },
  },
  {
    name: 'refuses a booking that overlaps another in the same room (409), and takes back-to-back bookings',
    calls: [location.mine, booking.create],
    async run(t) {
      const [user, owner, admin] = [await signIn(t, DEMO.user), await signIn(t, DEMO.owner), await signIn(t, DEMO.admin)];
      const room = roomWhere((await calendarOf(user)).rooms, 'with a daily limit of at least 1 hour', (r) => r.dailyLimit >= 1);
      const day = mondayOf(WEEKS.overlap);
      expectOk(await user.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(day, '10:00', 60) } }), 201);
      expectError(
        await owner.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(day, '10:45', 30) } }),
        409,
        VALIDATION.selectAvailableRoom,
      );
      expectOk(await admin.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(day, '11:00', 60) } }), 201);
      expectOk(await admin.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(day, '09:00', 60) } }), 201);
    },
  },
  {
    name: 'refuses a booking off the 15-minute grid, in the past, ending before or at its start (400 with the §5 message)',
    calls: [location.mine, booking.create],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const room = roomWhere((await calendarOf(user)).rooms, 'with a daily limit of at least 1 hour', (r) => r.dailyLimit >= 1);
      const day = mondayOf(WEEKS.refusedTimes);
      const yesterday = today().subtract({ days: 1 });
      const rows = [
        { start: at(day, '09:10'), end: at(day, '10:00'), message: VALIDATION.slotMinutes },
        { start: at(yesterday, '10:00'), end: at(yesterday, '11:00'), message: VALIDATION.pastBooking },
        { start: at(day, '10:00'), end: at(day, '09:00'), message: VALIDATION.endBeforeStart },
        { start: at(day, '10:00'), end: at(day, '10:00'), message: VALIDATION.endEqualsStart },
      ];
      for (const { start, end, message } of rows) {
        expectError(await user.send(booking.create, { body: { name: 'Refused', roomId: room.id, bookingStart: start, bookingEnd: end } }), 400, message);
      }
      // Nothing of it was booked, on either day.
      for (const date of [yesterday, day]) {
        const booked = expectOk(await user.send(booking.byRoom, { params: { id: room.id }, query: { from: at(date, '00:00'), to: at(date.add({ days: 1 }), '00:00') } }));
        expect(booked.filter((b) => b.name === 'Refused')).toEqual([]);
      }
    },
  },
  {
    name: "refuses a booking over the company's daily limit in a room, tells so in the availability, and not to an Admin or on the next day",
    calls: [location.mine, booking.create, booking.availableRooms],
    async run(t) {
      const [user, owner, admin] = [await signIn(t, DEMO.user), await signIn(t, DEMO.owner), await signIn(t, DEMO.admin)];
      expect(owner.session.user.company?.id, 'the owner is of the user’s company').toBe(user.session.user.company?.id);
      const room = dailyLimitedRoom((await calendarOf(user)).rooms);
      const day = mondayOf(WEEKS.dailyLimit);
      const reason = AVAILABILITY_REASONS.dailyLimit(room.dailyLimit, 0);
      // The user takes the whole daily limit; a colleague then wants a quarter of an hour more.
      expectOk(await user.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(day, '08:00', room.dailyLimit * 60) } }), 201);
      const more = slot(day, '17:00', 15);
      expectError(await owner.send(booking.create, { body: { name: TITLE, roomId: room.id, ...more } }), 409, reason);
      const entryFor = async (interval: { bookingStart: string; bookingEnd: string }) =>
        expectOk(await owner.send(booking.availableRooms, { body: { location: room.locationId, ...interval } })).find((entry) => entry.room.id === room.id);
      // The colleague's hours count for the owner: none left that day, the daily limit's worth less of the week.
      expect(await entryFor(more)).toEqual({
        room: { id: room.id, name: room.name },
        isAvailable: false,
        reason,
        hoursLeft: { day: 0, week: room.weeklyLimit - room.dailyLimit },
      });
      expectOk(await admin.send(booking.create, { body: { name: TITLE, roomId: room.id, ...more } }), 201);
      const nextDay = day.add({ days: 1 });
      expectOk(await owner.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(nextDay, '08:00', 15) } }), 201);
      // The next day: its own quarter hour; the week: the day before's hours too, the Admin's not.
      expect((await entryFor(slot(nextDay, '09:00', 60)))?.hoursLeft).toEqual({ day: room.dailyLimit - 0.25, week: room.weeklyLimit - room.dailyLimit - 0.25 });
    },
  },
  {
    name: "refuses a booking over the company's weekly limit in a room, and takes it in the next week",
    calls: [location.mine, booking.create],
    async run(t) {
      const [user, owner] = [await signIn(t, DEMO.user), await signIn(t, DEMO.owner)];
      const room = roomWhere(
        (await calendarOf(user)).rooms,
        'with a daily limit of 1 to 12 hours and a weekly limit that six such days fill',
        (r) => r.dailyLimit >= 1 && r.dailyLimit <= 12 && r.weeklyLimit >= 1 && r.weeklyLimit <= 6 * r.dailyLimit,
        (r) => r.weeklyLimit,
      );
      const monday = mondayOf(WEEKS.weeklyLimit);
      let day = 0;
      for (let left = room.weeklyLimit; left > 0; left -= room.dailyLimit, day += 1) {
        const hours = Math.min(room.dailyLimit, left);
        expectOk(await user.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(monday.add({ days: day }), '08:00', hours * 60) } }), 201);
      }
      const sunday = monday.add({ days: 6 });
      expectError(
        await owner.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(sunday, '08:00', 15) } }),
        409,
        AVAILABILITY_REASONS.weeklyLimit(room.weeklyLimit, 0),
      );
      expectOk(await owner.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(monday.add({ days: 7 }), '08:00', 15) } }), 201);
    },
  },
  {
    name: 'tells for each room of the location whether it is free, and why not, for a new booking with id left out or null',
    calls: [location.mine, booking.create, booking.availableRooms],
    async run(t) {
      const [user, admin] = [await signIn(t, DEMO.user), await signIn(t, DEMO.admin)];
      const { locations } = await calendarOf(user);
      const shared = locations.filter((l) => l.rooms.length >= 2).flatMap((l) => l.rooms);
      const limited = dailyLimitedRoom(shared);
      const rooms = locations.find((l) => l.id === limited.locationId)!.rooms;
      const taken = roomWhere(rooms, 'beside it', (r) => r.id !== limited.id);
      const day = mondayOf(WEEKS.availability);
      expectOk(await admin.send(booking.create, { body: { name: TITLE, roomId: taken.id, ...slot(day, '18:00', 60) } }), 201);
      expectOk(await user.send(booking.create, { body: { name: TITLE, roomId: limited.id, ...slot(day, '08:00', limited.dailyLimit * 60) } }), 201);

      const entries = expectOk(await user.send(booking.availableRooms, { body: { location: limited.locationId, ...slot(day, '18:15', 60) } }));
      // The company's hours left: the user's hours in the limited room count; the Admin's in the taken one do not.
      const hoursLeft = (room: (typeof rooms)[number]) =>
        room.id === limited.id ? { day: 0, week: limited.weeklyLimit - limited.dailyLimit } : { day: room.dailyLimit, week: room.weeklyLimit };
      const expected = rooms.map((room) => {
        const reason =
          room.id === taken.id
            ? AVAILABILITY_REASONS.booked
            : room.id === limited.id || room.dailyLimit < 1
              ? AVAILABILITY_REASONS.dailyLimit(room.dailyLimit, 0)
              : room.weeklyLimit < 1
                ? AVAILABILITY_REASONS.weeklyLimit(room.weeklyLimit, 0)
                : null;
        return { room: { id: room.id, name: room.name }, isAvailable: reason === null, reason, hoursLeft: hoursLeft(room) };
      });
      expect(entries).toEqual(expect.arrayContaining(expected));
      expect(entries).toHaveLength(expected.length);
      // §7's booking of a new booking carries `id: null`: the same answer as leaving it out.
      expect(expectOk(await user.send(booking.availableRooms, { body: { id: null, location: limited.locationId, ...slot(day, '18:15', 60) } }))).toEqual(entries);
    },
  },
  {
    name: "leaves the edited booking's own time out: it may move over itself, even when it uses the whole daily limit",
    calls: [location.mine, booking.create, booking.availableRooms, booking.update, booking.byRoom],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const room = dailyLimitedRoom((await calendarOf(user)).rooms);
      const day = mondayOf(WEEKS.edit);
      const created = expectOk(await user.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(day, '08:00', room.dailyLimit * 60) } }), 201);
      const moved = slot(day, '08:30', room.dailyLimit * 60);
      const entryFor = async (id?: number) =>
        expectOk(await user.send(booking.availableRooms, { body: { id, location: room.locationId, ...moved } })).find((e) => e.room.id === room.id);
      // Its own hours count against a new booking, not against itself moved.
      expect(await entryFor()).toMatchObject({ isAvailable: false, reason: AVAILABILITY_REASONS.booked, hoursLeft: { day: 0, week: room.weeklyLimit - room.dailyLimit } });
      expect(await entryFor(created.id)).toMatchObject({ isAvailable: true, reason: null, hoursLeft: { day: room.dailyLimit, week: room.weeklyLimit } });

      const updated = expectOk(await user.send(booking.update, { params: { id: created.id }, body: { name: 'Moved', roomId: room.id, ...moved } }));
      expect([updated.id, updated.name, Date.parse(updated.bookingStart)]).toEqual([created.id, 'Moved', Date.parse(moved.bookingStart)]);
      const that = expectOk(await user.send(booking.byRoom, { params: { id: room.id }, query: { from: at(day, '00:00'), to: at(day.add({ days: 1 }), '00:00') } }));
      expect(that.map((b) => [b.id, Date.parse(b.bookingStart), Date.parse(b.bookingEnd)])).toEqual([
        [created.id, Date.parse(moved.bookingStart), Date.parse(moved.bookingEnd)],
      ]);
    },
  },
  {
    name: "lists the edited booking's room once it or its location is marked inactive, with why; other inactive rooms stay out; its bookings stay in the location's list",
    calls: [location.create, location.setInactive, location.delete, room.create, room.setInactive, booking.create, booking.availableRooms, booking.byLocation, booking.byRoom],
    async run(t) {
      const [superAdmin, admin, user] = [await signIn(t, DEMO.superAdmin), await signIn(t, DEMO.admin), await signIn(t, DEMO.user)];
      const place = expectOk(await superAdmin.send(location.create, { body: { name: uniqueName('Island House'), description: 'Rooms that close' } }), 201);
      try {
        const newRoom = async (name: string) =>
          expectOk(
            await admin.send(room.create, {
              body: { name: uniqueName(name), rules: 'End on time', seatsNumber: 4, dailyLimit: 4, weeklyLimit: 10, hourlyRate: null, locationId: place.id, features: [] },
            }),
            201,
          );
        const [open, closing, closed] = [await newRoom('Open'), await newRoom('Closing'), await newRoom('Closed')];
        const day = mondayOf(WEEKS.availability);
        const bookingIn = async (roomId: number) => expectOk(await admin.send(booking.create, { body: { name: TITLE, roomId, ...slot(day, '09:00', 60) } }), 201);
        const [inOpen, inClosing] = [await bookingIn(open.id), await bookingIn(closing.id)];
        expectOk(await admin.send(room.setInactive, { body: { idList: [closing.id, closed.id] } }));

        const moved = slot(day, '11:00', 60);
        const ask = (who: SignedIn, id?: number) => who.send(booking.availableRooms, { body: { ...(id === undefined ? {} : { id }), location: place.id, ...moved } });
        // An Admin asks: the limits do not bind them, so no hours left for any room.
        const entry = (r: { id: number; name: string }, reason: string | null) => ({ room: { id: r.id, name: r.name }, isAvailable: reason === null, reason, hoursLeft: null });
        // A new booking: the active room only.
        expect(expectOk(await ask(admin))).toEqual([entry(open, null)]);
        // Editing the booking of the room marked inactive: that room, with why; the room that was inactive before stays out.
        const editing = expectOk(await ask(admin, inClosing.id));
        expect(editing).toEqual(expect.arrayContaining([entry(open, null), entry(closing, AVAILABILITY_REASONS.roomInactive)]));
        expect(editing).toHaveLength(2);
        expect(expectOk(await ask(admin, inOpen.id))).toEqual([entry(open, null)]);
        // The booking in the room marked inactive stays in its location's list (not in a room picker's list of
        // active rooms), so that its booker sees it and can move or cancel it.
        const dayWindow = { from: at(day, '00:00'), to: at(day.add({ days: 1 }), '00:00') };
        expect(idsOf(expectOk(await admin.send(booking.byLocation, { params: { id: place.id }, query: dayWindow }))).sort()).toEqual([inOpen.id, inClosing.id].sort());
        expect(idsOf(expectOk(await admin.send(booking.byRoom, { params: { id: closing.id }, query: dayWindow })))).toEqual([inClosing.id]);

        // The location marked inactive: an edited booking's room is listed with why, alone; a new booking is 404 as before.
        expectOk(await superAdmin.send(location.setInactive, { body: { items: [place.id] } }));
        expect(expectOk(await ask(admin, inOpen.id))).toEqual([entry(open, AVAILABILITY_REASONS.locationInactive)]);
        expect(expectOk(await ask(admin, inClosing.id))).toEqual([entry(closing, AVAILABILITY_REASONS.roomInactive)]);
        expectError(await ask(admin), 404, ERRORS.notFound);
        // Not to a user whose company does not book there, whichever booking they name.
        expectError(await ask(user, inOpen.id), 404, ERRORS.notFound);
      } finally {
        expectOk(await superAdmin.send(location.delete, { params: { id: place.id } }));
      }
    },
  },
  {
    name: "adds up the company's hours today and this week per room; an Admin's do not count",
    calls: [location.mine, booking.availableRooms, booking.create, booking.usedTime, booking.delete],
    async run(t) {
      const [user, owner, admin] = [await signIn(t, DEMO.user), await signIn(t, DEMO.owner), await signIn(t, DEMO.admin)];
      const { locations } = await calendarOf(user);
      const home = locations.find((l) => l.rooms.length > 0)!;
      // The next quarter hour at least 15 minutes ahead, unless 45 minutes from it cross midnight: then tomorrow 09:00.
      const quarter = 15 * 60_000;
      const midnight = Date.parse(at(today().add({ days: 1 }), '00:00'));
      const next = Math.ceil((t.now().getTime() + quarter) / quarter) * quarter;
      const start = next + 3 * quarter <= midnight ? new Date(next).toISOString() : at(today().add({ days: 1 }), '09:00');
      const free = expectOk(await user.send(booking.availableRooms, { body: { location: home.id, bookingStart: start, bookingEnd: plusMinutes(start, 45) } }));
      const roomId = free.find((entry) => entry.isAvailable)?.room.id;
      expect(roomId, 'a room free for 45 minutes').toBeDefined();

      const usedIn = async () => expectOk(await user.send(booking.usedTime, { params: { locationId: home.id } })).find((e) => e.room.id === roomId);
      const before = await usedIn();
      // A quarter hour each, one after the other: the user's and the owner's count for their company, the Admin's not.
      const bookers = [user, owner, admin];
      const made = [];
      for (const [i, who] of bookers.entries()) {
        const body = { name: TITLE, roomId: roomId!, bookingStart: plusMinutes(start, 15 * i), bookingEnd: plusMinutes(start, 15 * (i + 1)) };
        made.push(expectOk(await who.send(booking.create, { body }), 201));
      }
      const after = await usedIn();
      const nextMonday = today().add({ days: 8 - today().dayOfWeek });
      const isToday = Date.parse(start) < midnight;
      const isThisWeek = Date.parse(start) < Date.parse(at(nextMonday, '00:00'));
      expect(after!.dayUsed - before!.dayUsed).toBe(isToday ? 0.5 : 0);
      expect(after!.weekUsed - before!.weekUsed).toBe(isThisWeek ? 0.5 : 0);

      // Bookings today and this week would meet other cases' hours: take them back.
      for (const [i, who] of bookers.entries()) expectOk(await who.send(booking.delete, { params: { id: made[i]!.id } }));
      expect(await usedIn()).toEqual(before);
    },
  },
  {
    name: 'adds up the hours of the day asked for and of its ISO week (the day the calendar shows), and refuses a day that is no date',
    calls: [location.mine, booking.create, booking.usedTime, booking.delete],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const { locations } = await calendarOf(user);
      const home = locations.find((l) => l.rooms.some((r) => r.dailyLimit >= 2))!;
      const room = home.rooms.find((r) => r.dailyLimit >= 2)!;
      const monday = mondayOf(WEEKS.usedOnADay);
      const wednesday = monday.add({ days: 2 });
      const usedOn = async (date: string) =>
        expectOk(await user.send(booking.usedTime, { params: { locationId: home.id }, query: { date } })).find((e) => e.room.id === room.id)!;
      expect(await usedOn(wednesday.toString())).toMatchObject({ dayUsed: 0, weekUsed: 0 });
      const made = [
        expectOk(await user.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(monday, '09:00', 60) } }), 201),
        expectOk(await user.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(wednesday, '10:00', 90) } }), 201),
      ];
      try {
        // Wednesday: its own 1.5 hours; its week: Monday's hour too. The Monday after counts neither.
        expect(await usedOn(wednesday.toString())).toMatchObject({ dayUsed: 1.5, weekUsed: 2.5 });
        expect(await usedOn(monday.toString())).toMatchObject({ dayUsed: 1, weekUsed: 2.5 });
        expect(await usedOn(monday.add({ days: 7 }).toString())).toMatchObject({ dayUsed: 0, weekUsed: 0 });
        for (const date of ['2027-02-30', '30/11/2026']) {
          expectError(await user.send(booking.usedTime, { params: { locationId: home.id }, query: { date } }), 400, VALIDATION.invalidDate);
        }
        expectError(await user.send(booking.usedTime, { params: { locationId: home.id }, query: { date: 'x'.repeat(100) } }), 400, FORM_MESSAGES.tooLong(DATE_TEXT_MAX));
      } finally {
        for (const booked of made) expectOk(await user.send(booking.delete, { params: { id: booked.id } }));
      }
    },
  },
  {
    name: "shows a CanteenManager the calendar of their canteen's location, read-only: no availability, no booking",
    calls: [location.mine, booking.byLocation, booking.byRoom, booking.availableRooms, booking.usedTime, booking.create],
    async run(t) {
      const manager = await signIn(t, DEMO.canteenManager);
      const seen = expectOk(await manager.send(location.mine));
      expect(seen.length).toBeGreaterThan(0);
      const place = seen.find((l) => l.rooms.length > 0)!;
      const room = place.rooms[0]!;
      const day = mondayOf(WEEKS.permissions);
      const range = { from: at(day, '00:00'), to: at(day.add({ days: 7 }), '00:00') };
      expectOk(await manager.send(booking.byLocation, { params: { id: place.id }, query: range }));
      expectOk(await manager.send(booking.byRoom, { params: { id: room.id }, query: range }));
      // Seeing is not booking: no company to count the hours against (§3), so no availability and no booking.
      expectError(
        await manager.send(booking.availableRooms, { body: { location: place.id, ...slot(day, '09:00', 60) } }),
        404,
        ERRORS.notFound,
      );
      expectError(await manager.send(booking.usedTime, { params: { locationId: place.id } }), 404, ERRORS.notFound);
      expectError(await manager.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(day, '09:00', 60) } }), 404, ERRORS.notFound);
      // Another location, whose canteen they do not manage, stays unseen.
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const other = expectOk(await superAdmin.send(location.mine)).find((l) => !seen.some((s) => s.id === l.id));
      if (other) expectError(await manager.send(booking.byLocation, { params: { id: other.id }, query: range }), 404, ERRORS.notFound);
    },
  },
  {
    name: "lets the company's owner change a colleague's booking, and refuses a user another's booking (403)",
    calls: [location.mine, booking.create, booking.update, booking.delete, booking.byRoom],
    async run(t) {
      const [user, owner, admin] = [await signIn(t, DEMO.user), await signIn(t, DEMO.owner), await signIn(t, DEMO.admin)];
      const room = roomWhere((await calendarOf(user)).rooms, 'with a daily limit of at least 1 hour', (r) => r.dailyLimit >= 1);
      const day = mondayOf(WEEKS.permissions);
      const mine = expectOk(await user.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(day, '09:00', 60) } }), 201);
      const moved = expectOk(await owner.send(booking.update, { params: { id: mine.id }, body: { name: 'Moved by the owner', roomId: room.id, ...slot(day, '10:00', 60) } }));
      expect(moved).toMatchObject({ id: mine.id, name: 'Moved by the owner', userId: user.session.user.id, user: { firstName: user.session.user.firstName } });

      const theirs = expectOk(await admin.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(day, '12:00', 60) } }), 201);
      expectError(await user.send(booking.delete, { params: { id: theirs.id } }), 403, ERRORS.forbidden);
      expectError(
        await user.send(booking.update, { params: { id: theirs.id }, body: { name: 'Mine now', roomId: room.id, ...slot(day, '13:00', 60) } }),
        403,
        ERRORS.forbidden,
      );
      const listed = async () =>
        idsOf(expectOk(await user.send(booking.byRoom, { params: { id: room.id }, query: { from: at(day, '00:00'), to: at(day.add({ days: 1 }), '00:00') } })));
      expect(await listed()).toEqual(expect.arrayContaining([mine.id, theirs.id]));

      expect(expectOk(await user.send(booking.delete, { params: { id: mine.id } }))).toEqual({ message: SUCCESS.bookingDeleted });
      expect(await listed()).not.toContain(mine.id);
      expectError(await user.send(booking.delete, { params: { id: mine.id } }), 404, ERRORS.notFound);
    },
  },
  {
    name: 'refuses its creator to change or delete a booking once it has started, and lets an Admin',
    calls: [location.mine, booking.create, booking.update, booking.delete, booking.byRoom],
    async run(t) {
      const [user, admin] = [await signIn(t, DEMO.user), await signIn(t, DEMO.admin)];
      const room = roomWhere((await calendarOf(user)).rooms, 'with a daily limit of at least 1 hour', (r) => r.dailyLimit >= 1);
      const day = mondayOf(WEEKS.past);
      const created = expectOk(await user.send(booking.create, { body: { name: TITLE, roomId: room.id, ...slot(day, '09:00', 15) } }), 201);
      // Admins may change bookings in the past: one moves it to yesterday morning.
      const yesterday = today().subtract({ days: 1 });
      expectOk(await admin.send(booking.update, { params: { id: created.id }, body: { name: TITLE, roomId: room.id, ...slot(yesterday, '06:00', 15) } }));

      expectError(await user.send(booking.delete, { params: { id: created.id } }), 403, ERRORS.pastBookingChange);
      expectError(
        await user.send(booking.update, { params: { id: created.id }, body: { name: TITLE, roomId: room.id, ...slot(day, '09:00', 15) } }),
        403,
        ERRORS.pastBookingChange,
      );
      expect(expectOk(await admin.send(booking.delete, { params: { id: created.id } }))).toEqual({ message: SUCCESS.bookingDeleted });
      const left = expectOk(await user.send(booking.byRoom, { params: { id: room.id }, query: { from: at(yesterday, '00:00'), to: at(yesterday, '12:00') } }));
      expect(idsOf(left)).not.toContain(created.id);
    },
  },
  {
    name: 'refuses the bookings, availability and used time of a location the caller does not book in (404)',
    calls: [location.mine, booking.byLocation, booking.availableRooms, booking.usedTime],
    async run(t) {
      const [user, admin] = [await signIn(t, DEMO.user), await signIn(t, DEMO.admin)];
      const mine = idsOf((await calendarOf(user)).locations);
      const every = idsOf((await calendarOf(admin)).locations);
      // A location the user's company is not at, or else one that does not exist.
      const outside = every.find((id) => !mine.includes(id)) ?? Math.max(0, ...every) + 1000;
      const week = { from: at(mondayOf(WEEKS.create), '00:00'), to: at(mondayOf(WEEKS.create).add({ days: 7 }), '00:00') };
      expectError(await user.send(booking.byLocation, { params: { id: outside }, query: week }), 404, ERRORS.notFound);
      expectError(await user.send(booking.usedTime, { params: { locationId: outside } }), 404, ERRORS.notFound);
      expectError(
        await user.send(booking.availableRooms, { body: { location: outside, ...slot(mondayOf(WEEKS.create), '09:00', 60) } }),
        404,
        ERRORS.notFound,
      );
    },
  },
  {
    name: "shows a booking's cost to its company and to Admins, and no cost of another company's booking to staff",
    calls: [location.mine, booking.byLocation],
    async run(t) {
      const [user, admin] = [await signIn(t, DEMO.user), await signIn(t, DEMO.admin)];
      const companyId = user.session.user.company?.id;
      expect(companyId, 'the user has a company').toBeDefined();
      // This month, which the demo data fills with bookings of several companies and of an Admin.
      const month = today().with({ day: 1 });
      const query = { from: at(month, '00:00'), to: at(month.add({ months: 1 }), '00:00') };
      const seen = [];
      for (const home of (await calendarOf(user)).locations) {
        const listed = expectOk(await user.send(booking.byLocation, { params: { id: home.id }, query }));
        for (const b of listed) {
          const ours = b.userId === user.session.user.id || b.user.company?.id === companyId;
          expect(b.bookingCost === null, `booking ${b.id} of ${b.user.company?.name ?? 'no company'}`).toBe(!ours);
        }
        const asAdmin = expectOk(await admin.send(booking.byLocation, { params: { id: home.id }, query }));
        expect(asAdmin.every((b) => b.bookingCost !== null)).toBe(true);
        expect(idsOf(asAdmin).sort()).toEqual(idsOf(listed).sort());
        seen.push(...listed);
      }
      expect(seen.some((b) => b.bookingCost === null), 'a booking of another company or an Admin').toBe(true);
      expect(seen.some((b) => b.bookingCost !== null), 'a booking of the user’s company').toBe(true);
    },
  },
  {
    name: `refuses a booking list without a range, with a reversed one, or one longer than ${BOOKING_RANGE_MAX_DAYS} days (400)`,
    calls: [location.mine, booking.byRoom, booking.byLocation],
    async run(t) {
      const user = await signIn(t, DEMO.user);
      const { locations } = await calendarOf(user);
      const home = locations.find((l) => l.rooms.length > 0)!;
      const day = mondayOf(WEEKS.create);
      const from = at(day, '00:00');
      const rows = [
        { query: {}, message: SERVER_MESSAGES.bookingRangeRequired },
        { query: { from }, message: SERVER_MESSAGES.bookingRangeRequired },
        { query: { from, to: 'next week' }, message: VALIDATION.invalidDate },
        { query: { from, to: from }, message: SERVER_MESSAGES.bookingRangeOrder },
        { query: { from: at(day.add({ days: 7 }), '00:00'), to: from }, message: SERVER_MESSAGES.bookingRangeOrder },
        { query: { from, to: at(day.add({ days: BOOKING_RANGE_MAX_DAYS }), '00:15') }, message: SERVER_MESSAGES.bookingRangeTooLong(BOOKING_RANGE_MAX_DAYS) },
      ];
      for (const { query, message } of rows) {
        const token = user.session.token;
        expectError(await t.sendLoose(booking.byRoom, { params: { id: home.rooms[0]!.id }, query, token }), 400, message);
        expectError(await t.sendLoose(booking.byLocation, { params: { id: home.id }, query, token }), 400, message);
      }
      // The longest range is answered.
      const longest = { from, to: at(day.add({ days: BOOKING_RANGE_MAX_DAYS }), '00:00') };
      expectOk(await user.send(booking.byLocation, { params: { id: home.id }, query: longest }));
    },
  },
];

export default { name: 'booking', cases: bookingCases } satisfies CaseGroup;
