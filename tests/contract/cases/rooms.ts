import { expect } from 'vitest';
import { FORM_MESSAGES } from '@roombook/domain/common/fields';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SERVER_MESSAGES, VALIDATION } from '@roombook/domain/messages';
import type { ListedRoom, Room, RoomBody } from '@roombook/domain/rooms/schemas';
import { ROOM_MESSAGES } from '@roombook/domain/rooms/page';
import { expectError, expectOk, type ContractCase, type CaseGroup } from '../harness';
import { DEMO, WEEKS, calendarOf, idsOf, mondayOf, notAPicture, otherPicture, signIn, slot, tinyPicture, type SignedIn } from './support';

const { room, location, feature, booking } = contract;

/** An id no room, location or feature has (the ids are small integers on both targets). */
const UNKNOWN_ID = 2_000_000_000;

/** A name no other case uses, so that the cases can run in any order on one target. */
const uniqueName = (what: string) => `${what} ${Math.random().toString(36).slice(2, 8)}`;

/** The roles without the manageRooms capability (§6), by demo login. */
const STAFF = [DEMO.owner, DEMO.manager, DEMO.canteenManager, DEMO.user];

/** A tablet code of at least 128 random bits: 22 or more base64url characters. */
const TABLET_CODE = /^[A-Za-z0-9_-]{22,}$/;

/**
 * What a case needs from the target: an active location the admin books in (where new rooms go), an
 * active feature and an inactive one (the demo data have both on each target).
 */
async function setting(admin: SignedIn) {
  const { locations } = await calendarOf(admin);
  const features = expectOk(await admin.send(feature.list));
  const active = features.find((f) => f.isActive);
  const inactive = features.find((f) => !f.isActive);
  expect([locations[0], active, inactive].every(Boolean), 'a location, an active feature and an inactive one').toBe(true);
  return { location: locations[0]!, active: active!, inactive: inactive! };
}

/** A valid room body (§5) at the location, with the features. */
const bodyOf = (locationId: number, features: number[] = [], fields: Partial<RoomBody> = {}): RoomBody => ({
  name: uniqueName('Room'),
  rules: 'Leave the room as you found it\nEnd on time',
  seatsNumber: 6,
  dailyLimit: 3,
  weeklyLimit: 10,
  hourlyRate: 25_000,
  locationId,
  features,
  ...fields,
});

const create = async (admin: SignedIn, body: RoomBody): Promise<Room> => expectOk(await admin.send(room.create, { body }), 201);

/** The rooms the admin lists, by id. */
const listedById = async (who: SignedIn): Promise<Map<number, ListedRoom>> =>
  new Map(expectOk(await who.send(room.list)).map((listed) => [listed.id, listed]));

/** The ids of the rooms in the signed-in user's `location.mine`. */
const calendarRoomIds = async (who: SignedIn): Promise<number[]> => idsOf((await calendarOf(who)).rooms);

/** Rooms (§7 "Rooms", the Meeting rooms screen and Manage Rooms): everyone lists, SuperAdmin and Admin manage. */
const roomCases: ContractCase[] = [
  {
    name: 'lists every room with its tablet code to administrators, and the active rooms of active locations without the code to everyone else',
    calls: [room.list, location.mine],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const every = expectOk(await admin.send(room.list));
      expect(every.length).toBeGreaterThan(0);
      for (const listed of every) expect(listed.code, listed.name).toEqual(expect.any(String));
      expect(idsOf(expectOk(await (await signIn(t, DEMO.superAdmin)).send(room.list))).sort()).toEqual(idsOf(every).sort());
      // location.mine gives an Admin every active location.
      const activeLocations = idsOf((await calendarOf(admin)).locations);
      const expected = every.filter((listed) => listed.isActive && activeLocations.includes(listed.locationId));
      for (const email of STAFF) {
        const listed = expectOk(await (await signIn(t, email)).send(room.list));
        expect(idsOf(listed).sort(), email).toEqual(idsOf(expected).sort());
        expect(listed.filter((entry) => 'code' in entry), `${email} gets no tablet code`).toEqual([]);
      }
    },
  },
  {
    name: 'creates a room active with a new tablet code, updates its fields and features, deletes it; the calendar follows; a room that is gone answers 404',
    calls: [room.list, room.create, room.update, room.delete, room.resetCode, feature.list, location.mine],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const { location: place, active } = await setting(admin);
      const body = bodyOf(place.id, [active.id]);

      const created = await create(admin, body);
      const { features: _ids, ...fields } = body;
      expect(created).toMatchObject({ ...fields, image: null, isActive: true, location: { id: place.id, name: place.name } });
      expect(created.features).toEqual([active]);
      expect(created.code).toMatch(TABLET_CODE);
      expect((await listedById(admin)).get(created.id)).toEqual(created);
      const { code: _code, ...inCalendar } = created;
      expect((await calendarOf(admin)).rooms.find((r) => r.id === created.id)).toEqual(inCalendar);

      const changed = bodyOf(place.id, [], { name: uniqueName('Renamed'), seatsNumber: 0, dailyLimit: 0, weeklyLimit: 0, hourlyRate: null });
      const updated = expectOk(await admin.send(room.update, { params: { id: created.id }, body: changed }));
      expect(updated).toMatchObject({ id: created.id, name: changed.name, seatsNumber: 0, dailyLimit: 0, weeklyLimit: 0, hourlyRate: null, features: [] });
      expect(updated.code, 'an update keeps the code').toBe(created.code);
      expect((await listedById(admin)).get(created.id)).toEqual(updated);
      // A PUT without hourlyRate is a room without a rate, like null.
      const { hourlyRate: _rate, ...withoutRate } = bodyOf(place.id);
      expect(expectOk(await admin.send(room.update, { params: { id: created.id }, body: withoutRate })).hourlyRate).toBeNull();

      expect(expectOk(await admin.send(room.delete, { params: { id: created.id } }))).toEqual({ message: ROOM_MESSAGES.deleted });
      expect((await listedById(admin)).has(created.id)).toBe(false);
      expect(await calendarRoomIds(admin)).not.toContain(created.id);
      expectError(await admin.send(room.delete, { params: { id: created.id } }), 404, ERRORS.notFound);
      expectError(await admin.send(room.update, { params: { id: created.id }, body }), 404, ERRORS.notFound);
      expectError(await admin.send(room.resetCode, { params: { id: created.id } }), 404, ERRORS.notFound);
    },
  },
  {
    name: 'refuses a room that breaks a §5 rule, or names an unknown location or an unknown or inactive feature (400), on create and on update, and changes nothing',
    calls: [room.list, room.create, room.update, room.delete, feature.list, location.mine],
    async run(t) {
      const admin = await signIn(t, DEMO.superAdmin);
      const { location: place, active, inactive } = await setting(admin);
      const existing = await create(admin, bodyOf(place.id, [active.id]));
      const before = await listedById(admin);
      const refusals: Array<[string, Record<string, unknown>, string]> = [
        ['a blank name', { name: '  ' }, VALIDATION.required],
        ['no rules', { rules: '' }, VALIDATION.required],
        ['rules over 1500 characters', { rules: 'x'.repeat(1501) }, VALIDATION.tooManyCharacters],
        ['negative seats', { seatsNumber: -1 }, FORM_MESSAGES.notNegative],
        ['a daily limit over 24', { dailyLimit: 25, weeklyLimit: 30 }, VALIDATION.maxDailyLimit],
        ['a weekly limit under the daily limit', { dailyLimit: 5, weeklyLimit: 4 }, VALIDATION.weeklyAtLeastDaily],
        ['a negative hourly rate', { hourlyRate: -1 }, FORM_MESSAGES.notNegative],
        ['an hourly rate that is not whole øre', { hourlyRate: 12.5 }, FORM_MESSAGES.wholeNumber],
        ['no location', { locationId: undefined }, VALIDATION.required],
        ['an unknown location', { locationId: UNKNOWN_ID }, SERVER_MESSAGES.unknownLocation],
        ['an unknown feature', { features: [active.id, UNKNOWN_ID] }, ROOM_MESSAGES.unknownFeature],
        ['an inactive feature', { features: [inactive.id] }, ROOM_MESSAGES.unknownFeature],
      ];
      for (const [what, fields, message] of refusals) {
        const body = { ...bodyOf(place.id, [active.id]), ...fields };
        expectError(await t.sendLoose(room.create, { token: admin.session.token, body }), 400, message);
        expectError(await t.sendLoose(room.update, { token: admin.session.token, params: { id: existing.id }, body }), 400, message);
        // The same body as multipart text with a picture (the dialog's upload): the same refusal, nothing stored.
        const files = { image: tinyPicture() };
        expectError(await t.sendLoose(room.create, { token: admin.session.token, body, files }), 400, message);
        expectError(await t.sendLoose(room.update, { token: admin.session.token, params: { id: existing.id }, body, files }), 400, message);
        expect(await listedById(admin), what).toEqual(before);
      }
      expectOk(await admin.send(room.delete, { params: { id: existing.id } }));
    },
  },
  {
    name: 'a room keeps a feature that became inactive when it is saved again, but cannot take an inactive one it does not have',
    calls: [room.create, room.update, room.deleteMany, feature.list, feature.create, feature.setInactive, feature.delete, location.mine],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const { location: place } = await setting(admin);
      const projector = expectOk(await admin.send(feature.create, { body: { name: uniqueName('Projector') } }), 201);
      const body = bodyOf(place.id, [projector.id]);
      const having = await create(admin, body);
      const other = await create(admin, bodyOf(place.id));
      expectOk(await admin.send(feature.setInactive, { body: { items: [projector.id] } }));

      const saved = expectOk(await admin.send(room.update, { params: { id: having.id }, body }));
      expect(saved.features).toEqual([{ ...projector, isActive: false }]);
      expectError(
        await admin.send(room.update, { params: { id: other.id }, body: bodyOf(place.id, [projector.id]) }),
        400,
        ROOM_MESSAGES.unknownFeature,
      );

      expectOk(await admin.send(room.deleteMany, { body: { items: [having.id, other.id] } }));
      expectOk(await admin.send(feature.delete, { params: { id: projector.id } }));
    },
  },
  {
    name: 'every role without Manage Rooms gets 403 from every room call but the list, and changes nothing',
    calls: [room.list, room.create, room.update, room.delete, room.setActive, room.setInactive, room.deleteMany, room.resetCode, feature.list, location.mine],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const { location: place } = await setting(admin);
      const target = await create(admin, bodyOf(place.id));
      const params = { id: target.id };
      for (const email of STAFF) {
        const staff = await signIn(t, email);
        const answers = [
          await staff.send(room.create, { body: bodyOf(place.id) }),
          await staff.send(room.create, { body: bodyOf(place.id), files: { image: tinyPicture() } }),
          await staff.send(room.update, { params, body: bodyOf(place.id) }),
          await staff.send(room.update, { params, body: bodyOf(place.id), files: { image: tinyPicture() } }),
          await staff.send(room.delete, { params }),
          await staff.send(room.setActive, { body: { items: [target.id] } }),
          await staff.send(room.setInactive, { body: { idList: [target.id] } }),
          await staff.send(room.deleteMany, { body: { items: [target.id] } }),
          await staff.send(room.resetCode, { params }),
        ];
        for (const answer of answers) expectError(answer, 403, ERRORS.forbidden);
      }
      expect((await listedById(admin)).get(target.id), 'the room as it was').toEqual(target);
      expectOk(await admin.send(room.delete, { params }));
    },
  },
  {
    name: 'marks rooms inactive and active in bulk, ids as items or idList, all or nothing (404); an inactive room leaves the calendar and cannot be booked',
    calls: [room.list, room.create, room.setActive, room.setInactive, room.deleteMany, feature.list, location.mine, booking.create, booking.availableRooms],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const user = await signIn(t, DEMO.user);
      const { location: place } = await setting(admin);
      const [a, b] = [await create(admin, bodyOf(place.id)), await create(admin, bodyOf(place.id))];
      const states = async () => {
        const listed = await listedById(admin);
        return [listed.get(a.id)?.isActive, listed.get(b.id)?.isActive];
      };

      expectError(await admin.send(room.setInactive, { body: { items: [a.id, UNKNOWN_ID] } }), 404, ERRORS.notFound);
      expectError(await admin.send(room.setInactive, { body: { idList: [b.id, UNKNOWN_ID] } }), 404, ERRORS.notFound);
      expect(await states()).toEqual([true, true]);

      expect(expectOk(await admin.send(room.setInactive, { body: { idList: [a.id, b.id] } }))).toEqual({ message: ROOM_MESSAGES.manyUpdated });
      expect(await states()).toEqual([false, false]);
      expect(await calendarRoomIds(admin)).not.toContain(a.id);
      expect(idsOf(expectOk(await user.send(room.list)))).not.toContain(a.id);
      const when = slot(mondayOf(WEEKS.rooms), '10:00', 60);
      expectError(await admin.send(booking.create, { body: { name: 'Planning', roomId: a.id, ...when } }), 404, ERRORS.notFound);
      const available = expectOk(await admin.send(booking.availableRooms, { body: { location: place.id, ...when } }));
      expect(available.map((entry) => entry.room.id)).not.toContain(a.id);

      expect(expectOk(await admin.send(room.setActive, { body: { items: [a.id, a.id] } }))).toEqual({ message: ROOM_MESSAGES.manyUpdated });
      expect(await states()).toEqual([true, false]);
      expect(await calendarRoomIds(admin)).toContain(a.id);
      expectError(await admin.send(room.setActive, { body: { idList: [b.id, UNKNOWN_ID] } }), 404, ERRORS.notFound);
      expect(await states()).toEqual([true, false]);

      expectOk(await admin.send(room.deleteMany, { body: { items: [a.id, b.id] } }));
    },
  },
  {
    name: 'deletes rooms in bulk, ids as items or idList, all or nothing (404); their bookings to come go, and the rooms leave the calendar',
    calls: [room.list, room.create, room.delete, room.deleteMany, feature.list, location.mine, booking.create, booking.byLocation, booking.byRoom],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const { location: place } = await setting(admin);
      const [a, b, c] = [await create(admin, bodyOf(place.id)), await create(admin, bodyOf(place.id)), await create(admin, bodyOf(place.id))];
      const when = slot(mondayOf(WEEKS.rooms), '13:00', 60);
      const booked = expectOk(await admin.send(booking.create, { body: { name: 'Planning', roomId: a.id, ...when } }), 201);
      const left = async () => idsOf([...(await listedById(admin)).values()]).filter((id) => [a.id, b.id, c.id].includes(id));

      expectError(await admin.send(room.deleteMany, { body: { items: [a.id, UNKNOWN_ID] } }), 404, ERRORS.notFound);
      expectError(await admin.send(room.deleteMany, { body: { idList: [b.id, UNKNOWN_ID] } }), 404, ERRORS.notFound);
      expect(await left()).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
      expect(idsOf(expectOk(await admin.send(booking.byRoom, { params: { id: a.id }, query: { from: when.bookingStart, to: when.bookingEnd } })))).toEqual([booked.id]);

      expect(expectOk(await admin.send(room.deleteMany, { body: { idList: [a.id] } }))).toEqual({ message: ROOM_MESSAGES.manyDeleted });
      expect(expectOk(await admin.send(room.deleteMany, { body: { items: [b.id, b.id] } }))).toEqual({ message: ROOM_MESSAGES.manyDeleted });
      expect(await left()).toEqual([c.id]);
      const calendar = await calendarRoomIds(admin);
      expect([a.id, b.id].filter((id) => calendar.includes(id))).toEqual([]);
      expectError(await admin.send(booking.byRoom, { params: { id: a.id }, query: { from: when.bookingStart, to: when.bookingEnd } }), 404, ERRORS.notFound);
      const inLocation = expectOk(await admin.send(booking.byLocation, { params: { id: place.id }, query: { from: when.bookingStart, to: when.bookingEnd } }));
      expect(idsOf(inLocation)).not.toContain(booked.id);

      expectOk(await admin.send(room.delete, { params: { id: c.id } }));
    },
  },
  {
    name: 'resets the tablet code: a new code of at least 128 bits, the old one gone, the room otherwise unchanged; an unknown room answers 404',
    calls: [room.list, room.create, room.resetCode, room.delete, feature.list, location.mine],
    async run(t) {
      const admin = await signIn(t, DEMO.superAdmin);
      const { location: place, active } = await setting(admin);
      const created = await create(admin, bodyOf(place.id, [active.id]));

      const reset = expectOk(await admin.send(room.resetCode, { params: { id: created.id } }));
      expect(reset.code).toMatch(TABLET_CODE);
      expect(reset.code).not.toBe(created.code);
      expect({ ...reset, code: created.code }).toEqual(created);
      const codes = [...(await listedById(admin)).values()].map((listed) => listed.code);
      expect(codes).toContain(reset.code);
      expect(codes, 'the old code names no room').not.toContain(created.code);
      const again = expectOk(await admin.send(room.resetCode, { params: { id: created.id } }));
      expect([created.code, reset.code]).not.toContain(again.code);

      expectError(await admin.send(room.resetCode, { params: { id: UNKNOWN_ID } }), 404, ERRORS.notFound);
      expectOk(await admin.send(room.delete, { params: { id: created.id } }));
    },
  },
  {
    name: 'creates a room with a picture sent as the multipart file image, judged by its bytes, shown wherever the room is listed; a file that is no picture is refused and stores nothing',
    calls: [room.list, room.create, room.delete, feature.list, location.mine],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const { location: place, active } = await setting(admin);
      // The dialog's body beside the file: every field text, the features a JSON list, no rate the text 'null'.
      const body = bodyOf(place.id, [active.id], { hourlyRate: null });
      const created = expectOk(await admin.send(room.create, { body, files: { image: tinyPicture('room.jpg', 'image/jpeg') } }), 201);
      try {
        const { features: _ids, ...fields } = body;
        expect(created).toMatchObject({ ...fields, hourlyRate: null, isActive: true, image: expect.any(String) });
        expect(created.features).toEqual([active]);
        // Manage Rooms, the calendar and the Meeting rooms list of a User show the uploaded picture.
        expect((await listedById(admin)).get(created.id)?.image).toBe(created.image);
        expect((await calendarOf(admin)).rooms.find((r) => r.id === created.id)?.image).toBe(created.image);
        expect((await listedById(await signIn(t, DEMO.user))).get(created.id)?.image).toBe(created.image);

        const refused = bodyOf(place.id, [active.id]);
        expectError(await admin.send(room.create, { body: refused, files: { image: notAPicture() } }), 400, VALIDATION.imageType);
        expect([...(await listedById(admin)).values()].map((r) => r.name)).not.toContain(refused.name);
      } finally {
        expectOk(await admin.send(room.delete, { params: { id: created.id } }));
      }
    },
  },
  {
    name: "an edit with a picture replaces the room's picture, one without a file keeps it; a refused file or room changes nothing; the rate travels as multipart text",
    calls: [room.list, room.create, room.update, room.delete, feature.list, location.mine],
    async run(t) {
      const admin = await signIn(t, DEMO.superAdmin);
      const { location: place, active, inactive } = await setting(admin);
      const body = bodyOf(place.id, [active.id]);
      const created = expectOk(await admin.send(room.create, { body, files: { image: tinyPicture() } }), 201);
      const stored = async () => (await listedById(admin)).get(created.id);
      try {
        // Without a file (JSON): the fields change, the picture stays.
        const renamed = { ...body, name: uniqueName('Renamed'), hourlyRate: 30_000 };
        const kept = expectOk(await admin.send(room.update, { params: { id: created.id }, body: renamed }));
        expect(kept).toMatchObject({ name: renamed.name, hourlyRate: 30_000, image: created.image });

        // With a file (multipart): the new picture replaces the old, and the rate as text is read as øre.
        const priced = { ...renamed, hourlyRate: 12_345 };
        const replaced = expectOk(await admin.send(room.update, { params: { id: created.id }, body: priced, files: { image: otherPicture() } }));
        expect(replaced).toMatchObject({ name: priced.name, hourlyRate: 12_345, image: expect.any(String) });
        expect(replaced.image).not.toBe(created.image);
        expect(await stored()).toEqual(replaced);
        expect((await calendarOf(admin)).rooms.find((r) => r.id === created.id)?.image).toBe(replaced.image);

        // A null rate in multipart is the text 'null': no rate. A blank one too.
        const unpriced = expectOk(await admin.send(room.update, { params: { id: created.id }, body: { ...priced, hourlyRate: null }, files: { image: otherPicture() } }));
        expect(unpriced).toMatchObject({ hourlyRate: null, image: replaced.image });
        const blank = { ...priced, hourlyRate: '' };
        expect(expectOk(await t.sendLoose(room.update, { token: admin.session.token, params: { id: created.id }, body: blank, files: { image: tinyPicture() } }))).toMatchObject({
          hourlyRate: null,
          image: created.image,
        });
        const before = await stored();

        // A file that is no picture, or a refused room with a good picture: nothing changes, not even the name.
        const changed = { ...priced, name: uniqueName('Refused') };
        expectError(await admin.send(room.update, { params: { id: created.id }, body: changed, files: { image: notAPicture() } }), 400, VALIDATION.imageType);
        expectError(
          await admin.send(room.update, { params: { id: created.id }, body: { ...changed, features: [inactive.id] }, files: { image: otherPicture() } }),
          400,
          ROOM_MESSAGES.unknownFeature,
        );
        expect(await stored()).toEqual(before);
        expectError(await admin.send(room.update, { params: { id: UNKNOWN_ID }, body: changed, files: { image: otherPicture() } }), 404, ERRORS.notFound);
      } finally {
        expectOk(await admin.send(room.delete, { params: { id: created.id } }));
      }
    },
  },
  {
    name: 'an unknown room answers 404 to update and delete',
    calls: [room.update, room.delete, feature.list, location.mine],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const { location: place } = await setting(admin);
      expectError(await admin.send(room.update, { params: { id: UNKNOWN_ID }, body: bodyOf(place.id) }), 404, ERRORS.notFound);
      expectError(await admin.send(room.delete, { params: { id: UNKNOWN_ID } }), 404, ERRORS.notFound);
    },
  },
];

export default { name: 'room', cases: roomCases } satisfies CaseGroup;
