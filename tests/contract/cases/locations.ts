import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { FORM_MESSAGES } from '@roombook/domain/common/fields';
import { LOCATION_DESCRIPTION_MAX, NAME_MAX } from '@roombook/domain/constants';
import type { Location } from '@roombook/domain/locations/schemas';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { LOCATION_MESSAGES } from '@roombook/domain/locations/page';
import { expectError, expectOk, type CaseContext, type ContractCase, type CaseGroup } from '../harness';
import { DEMO, UNKNOWN_ID, calendarOf, companyLocationIds, idsOf, notAPicture, otherPicture, signIn, tinyPicture, uniqueName, type SignedIn } from './support';

const { location: calls } = contract;

/** A location body no other case uses. */
const newLocation = (what = 'Harbour House') => ({ name: uniqueName(what), description: 'Five floors by the water' });

/** Creates a location as `who` (SuperAdmin) and answers it. */
const created = async (who: SignedIn, body = newLocation()): Promise<Location> => expectOk(await who.send(calls.create, { body }), 201);

/**
 * Runs `use` as SuperAdmin with `count` new locations, and deletes them afterwards whatever happens (the
 * case's calls must include create and deleteMany).
 */
async function withNewLocations(t: CaseContext, count: number, use: (superAdmin: SignedIn, locations: Location[]) => Promise<void>): Promise<void> {
  const superAdmin = await signIn(t, DEMO.superAdmin);
  const locations: Location[] = [];
  for (let i = 0; i < count; i += 1) locations.push(await created(superAdmin));
  try {
    await use(superAdmin, locations);
  } finally {
    expectOk(await superAdmin.send(calls.deleteMany, { body: { items: idsOf(locations) } }));
  }
}

/** Every location as the list shows it to `who`. */
const listed = async (who: SignedIn): Promise<Location[]> => expectOk(await who.send(calls.list));

/** The roles without a §6 capability that reads the list (Manage Locations, Rooms or Companies). */
const NOT_ADMINS = [DEMO.owner, DEMO.manager, DEMO.canteenManager, DEMO.user];

/** Locations: the calendar's (§7 `GET /api/location/mine/`) and Manage Locations (§7 "Locations"; SuperAdmin changes them). */
const locationCases: ContractCase[] = [
  {
    name: "lists where the caller books, with the active rooms: every active location for an Admin, the company's for its staff, the canteens' for a CanteenManager",
    calls: [calls.mine, contract.room.list],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const every = (await calendarOf(admin)).locations;
      expect(every.length).toBeGreaterThan(0);
      const rooms = expectOk(await admin.send(contract.room.list));
      // Each location carries exactly its active rooms.
      for (const location of every) {
        const active = rooms.filter((room) => room.isActive && room.locationId === location.id);
        expect(idsOf(location.rooms).sort(), location.name).toEqual(idsOf(active).sort());
        expect(location.isActive).toBe(true);
      }
      expect(idsOf((await calendarOf(await signIn(t, DEMO.superAdmin))).locations)).toEqual(idsOf(every));

      for (const email of [DEMO.owner, DEMO.user]) {
        const who = await signIn(t, email);
        const theirs = (await calendarOf(who)).locations;
        const expected = every.filter((location) => companyLocationIds(who).includes(location.id));
        expect(theirs, email).toEqual(expected);
      }
      // A CanteenManager has no company: they see their canteens' locations, read-only (docs/decisions/094; the
      // booking cases check they cannot book there).
      const canteenManager = (await calendarOf(await signIn(t, DEMO.canteenManager))).locations;
      expect(canteenManager.length).toBeGreaterThan(0);
      for (const location of canteenManager) expect(every).toContainEqual(location);
      // The tablet codes stay with the room administrators: the calendar's rooms carry none, whoever asks
      // (read from the answer as sent, before the contract's schema drops unknown fields).
      for (const email of [DEMO.superAdmin, DEMO.admin, DEMO.user]) {
        const sent = (await (await signIn(t, email)).send(calls.mine)).raw as Array<{ rooms: Array<Record<string, unknown>> }>;
        const rooms = sent.flatMap((location) => location.rooms);
        expect(rooms.length, email).toBeGreaterThan(0);
        for (const room of rooms) expect(room, email).not.toHaveProperty('code');
      }
    },
  },
  {
    name: 'lists every location, inactive ones too, by name, with its rooms, to SuperAdmin and Admin; every other role gets 403',
    calls: [calls.list, calls.create, calls.setInactive, calls.deleteMany, calls.mine],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      await withNewLocations(t, 1, async (superAdmin, [inactive]) => {
        expectOk(await superAdmin.send(calls.setInactive, { body: { items: [inactive!.id] } }));
        const every = await listed(admin);
        expect(every).toContainEqual({ ...inactive, isActive: false });
        const names = every.map((location) => location.name);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
        // Every location of the calendar is listed, with (at least) its active rooms, all by name.
        for (const location of (await calendarOf(admin)).locations) {
          const entry = every.find((l) => l.id === location.id);
          expect(entry, location.name).toMatchObject({ name: location.name, description: location.description, image: location.image, isActive: true });
          expect(idsOf(entry!.rooms)).toEqual(expect.arrayContaining(idsOf(location.rooms)));
          const roomNames = entry!.rooms.map((room) => room.name);
          expect(roomNames).toEqual([...roomNames].sort((a, b) => a.localeCompare(b)));
        }
        expect(await listed(superAdmin)).toEqual(every);
        for (const email of NOT_ADMINS) expectError(await (await signIn(t, email)).send(calls.list), 403, ERRORS.forbidden);
      });
    },
  },
  {
    name: 'creates a location active and without rooms, edits it and deletes it; a location that is gone answers 404',
    calls: [calls.list, calls.create, calls.update, calls.delete, calls.deleteMany, calls.setActive, calls.mine],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const body = newLocation();
      const location = await created(superAdmin, body);
      expect(location).toEqual({ id: expect.any(Number), ...body, image: null, rooms: [], isActive: true, checkInRequired: false });
      expect(await listed(superAdmin)).toContainEqual(location);
      // An active location is in the calendar of those who book everywhere, with no rooms yet.
      expect((await calendarOf(superAdmin)).locations).toContainEqual(expect.objectContaining({ id: location.id, rooms: [] }));

      const changes = { name: `${body.name} North`, description: 'Line one\nLine two' };
      const edited = expectOk(await superAdmin.send(calls.update, { params: { id: location.id }, body: changes }));
      expect(edited).toEqual({ ...location, ...changes });
      expect(await listed(superAdmin)).toContainEqual(edited);

      expect(expectOk(await superAdmin.send(calls.delete, { params: { id: location.id } }))).toEqual({ message: LOCATION_MESSAGES.deleted });
      expect(idsOf(await listed(superAdmin))).not.toContain(location.id);
      expect(idsOf((await calendarOf(superAdmin)).locations)).not.toContain(location.id);
      expectError(await superAdmin.send(calls.delete, { params: { id: location.id } }), 404, ERRORS.notFound);
      expectError(await superAdmin.send(calls.update, { params: { id: location.id }, body: changes }), 404, ERRORS.notFound);
      expectError(await superAdmin.send(calls.deleteMany, { body: { items: [location.id] } }), 404, ERRORS.notFound);
      expectError(await superAdmin.send(calls.setActive, { body: { items: [UNKNOWN_ID] } }), 404, ERRORS.notFound);
    },
  },
  {
    name: "asks check-in where the body says so, on create and on edit, JSON or multipart; an edit without it turns it off; the calendar and the room's tablet show it",
    calls: [calls.list, calls.create, calls.update, calls.delete, calls.mine, contract.room.create, contract.tablet.state],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const body = { ...newLocation('Check-in House'), checkInRequired: true };
      const location = await created(superAdmin, body);
      try {
        expect(location).toEqual({ id: expect.any(Number), ...body, image: null, rooms: [], isActive: true, checkInRequired: true });
        const room = expectOk(
          await superAdmin.send(contract.room.create, {
            body: { name: uniqueName('Check-in room'), rules: 'Check in at the door', seatsNumber: 4, dailyLimit: 4, weeklyLimit: 10, locationId: location.id, features: [] },
          }),
          201,
        );
        /** The location as the list, the calendar and the room's tablet show it. */
        const shown = async () => ({
          listed: (await listed(superAdmin)).find((l) => l.id === location.id)?.checkInRequired,
          calendar: (await calendarOf(superAdmin)).locations.find((l) => l.id === location.id)?.checkInRequired,
          tablet: expectOk(await t.send(contract.tablet.state, { token: `tablet_${room.code}` })).room.checkInRequired,
        });
        expect(await shown()).toEqual({ listed: true, calendar: true, tablet: true });

        // The PUT replaces every field: a body without checkInRequired turns check-in off.
        const edited = expectOk(await superAdmin.send(calls.update, { params: { id: location.id }, body: { name: body.name, description: body.description } }));
        expect(edited).toEqual({ ...location, rooms: [{ id: room.id, name: room.name }], checkInRequired: false });
        expect(await shown()).toEqual({ listed: false, calendar: false, tablet: false });

        // On again, as multipart text beside a picture (the web's form posts it so), then kept on by an edit that says true again.
        const on = expectOk(await superAdmin.send(calls.update, { params: { id: location.id }, body: { ...body, checkInRequired: true }, files: { image: tinyPicture() } }));
        expect(on).toMatchObject({ checkInRequired: true, image: expect.any(String) });
        expect(expectOk(await superAdmin.send(calls.update, { params: { id: location.id }, body }))).toEqual(on);
        expect(await shown()).toEqual({ listed: true, calendar: true, tablet: true });

        expect(expectOk(await superAdmin.send(calls.update, { params: { id: location.id }, body: { ...body, checkInRequired: false } })).checkInRequired).toBe(false);
        expect(await shown()).toEqual({ listed: false, calendar: false, tablet: false });
      } finally {
        expectOk(await superAdmin.send(calls.delete, { params: { id: location.id } }));
      }
    },
  },
  {
    name: 'only SuperAdmin changes locations: Admin and every other role get 403 on create, edit, delete and the bulk calls, and nothing changes',
    calls: [calls.list, calls.create, calls.update, calls.delete, calls.setActive, calls.setInactive, calls.deleteMany],
    async run(t) {
      await withNewLocations(t, 1, async (superAdmin, [location]) => {
        const before = await listed(superAdmin);
        const params = { id: location!.id };
        const items = [location!.id];
        for (const email of [DEMO.admin, ...NOT_ADMINS]) {
          const who = await signIn(t, email);
          for (const refused of [
            await who.send(calls.create, { body: newLocation() }),
            await who.send(calls.create, { body: newLocation(), files: { image: tinyPicture() } }),
            await who.send(calls.update, { params, body: newLocation() }),
            await who.send(calls.delete, { params }),
            await who.send(calls.setActive, { body: { items } }),
            await who.send(calls.setInactive, { body: { items } }),
            await who.send(calls.deleteMany, { body: { items } }),
          ]) {
            expectError(refused, 403, ERRORS.forbidden);
          }
        }
        expect(await listed(superAdmin)).toEqual(before);
      });
    },
  },
  {
    name: 'refuses what §5 refuses, with its words, on create and on edit, and changes nothing',
    calls: [calls.list, calls.create, calls.update, calls.deleteMany],
    async run(t) {
      await withNewLocations(t, 1, async (superAdmin, [location]) => {
        const before = await listed(superAdmin);
        const valid = newLocation('Refused');
        for (const [change, message] of [
          [{ name: undefined }, VALIDATION.required],
          [{ name: '' }, VALIDATION.required],
          [{ name: '   ' }, VALIDATION.required],
          [{ description: undefined }, VALIDATION.required],
          [{ description: ' \n ' }, VALIDATION.required],
          [{ description: 'x'.repeat(LOCATION_DESCRIPTION_MAX + 1) }, VALIDATION.tooManyCharacters],
          [{ name: 'n'.repeat(NAME_MAX + 1) }, FORM_MESSAGES.tooLong(NAME_MAX)],
          [{ name: 'Harbour\u0000House' }, VALIDATION.notAllowedCharacters],
          [{ description: 'Floor\u0007one' }, VALIDATION.notAllowedCharacters],
        ] as const) {
          const body = { ...valid, ...change };
          expectError(await t.sendLoose(calls.create, { body, token: superAdmin.session.token }), 400, message);
          expectError(await t.sendLoose(calls.update, { params: { id: location!.id }, body, token: superAdmin.session.token }), 400, message);
        }
        expect(await listed(superAdmin)).toEqual(before);

        // The longest description §5 allows.
        const longest = { ...valid, description: 'x'.repeat(LOCATION_DESCRIPTION_MAX) };
        expect(expectOk(await superAdmin.send(calls.update, { params: { id: location!.id }, body: longest }))).toMatchObject(longest);
      });
    },
  },
  {
    name: 'refuses a name that another location has, whatever its case, on create and on edit (409); a location may keep its own',
    calls: [calls.list, calls.create, calls.update, calls.deleteMany],
    async run(t) {
      await withNewLocations(t, 2, async (superAdmin, [first, second]) => {
        if (!first || !second) throw new Error('two locations');
        expectError(await superAdmin.send(calls.create, { body: { ...newLocation(), name: first.name.toUpperCase() } }), 409, LOCATION_MESSAGES.nameTaken);
        expectError(
          await superAdmin.send(calls.update, { params: { id: second.id }, body: { name: first.name.toLowerCase(), description: second.description } }),
          409,
          LOCATION_MESSAGES.nameTaken,
        );
        expect((await listed(superAdmin)).find((l) => l.id === second.id)).toEqual(second);
        const renamed = expectOk(await superAdmin.send(calls.update, { params: { id: first.id }, body: { name: first.name.toUpperCase(), description: first.description } }));
        expect(renamed.name).toBe(first.name.toUpperCase());
      });
    },
  },
  {
    name: 'marks locations inactive and active in bulk: an inactive location leaves the calendar with its rooms; an unknown id among them changes nothing (404)',
    calls: [calls.list, calls.setActive, calls.setInactive, calls.mine],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const owner = await signIn(t, DEMO.owner);
      // A location of the owner's company with rooms: both calendars show it.
      const home = (await calendarOf(owner)).locations.find((location) => location.rooms.length > 0);
      expect(home, 'a location of the owner’s company with rooms').toBeDefined();
      const id = home!.id;
      const calendars = async () => ({
        listed: (await listed(superAdmin)).find((location) => location.id === id)?.isActive,
        superAdmin: (await calendarOf(superAdmin)).locations.find((location) => location.id === id),
        owner: (await calendarOf(owner)).locations.find((location) => location.id === id),
      });
      const shown = await calendars();
      expect(shown).toEqual({ listed: true, superAdmin: home, owner: home });

      try {
        expectError(await superAdmin.send(calls.setInactive, { body: { items: [id, UNKNOWN_ID] } }), 404, ERRORS.notFound);
        expect(await calendars()).toEqual(shown);

        expect(expectOk(await superAdmin.send(calls.setInactive, { body: { items: [id, id] } }))).toEqual({ message: LOCATION_MESSAGES.manyUpdated });
        const hidden = await calendars();
        expect(hidden).toEqual({ listed: false, superAdmin: undefined, owner: undefined });
        // Its rooms left the calendar with it.
        const roomIds = idsOf(home!.rooms);
        expect(idsOf((await calendarOf(owner)).rooms).filter((roomId) => roomIds.includes(roomId))).toEqual([]);

        expectError(await superAdmin.send(calls.setActive, { body: { items: [UNKNOWN_ID, id] } }), 404, ERRORS.notFound);
        expect(await calendars()).toEqual(hidden);
      } finally {
        expect(expectOk(await superAdmin.send(calls.setActive, { body: { items: [id] } }))).toEqual({ message: LOCATION_MESSAGES.manyUpdated });
      }
      expect(await calendars()).toEqual(shown);
    },
  },
  {
    name: 'deletes locations in bulk, all or nothing: an unknown id among them deletes none (404)',
    calls: [calls.list, calls.create, calls.deleteMany],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const ids = idsOf([await created(superAdmin), await created(superAdmin)]);
      const listedIds = async () => idsOf(await listed(superAdmin));

      expectError(await superAdmin.send(calls.deleteMany, { body: { items: [...ids, UNKNOWN_ID] } }), 404, ERRORS.notFound);
      expect(await listedIds()).toEqual(expect.arrayContaining(ids));

      expect(expectOk(await superAdmin.send(calls.deleteMany, { body: { items: ids } }))).toEqual({ message: LOCATION_MESSAGES.manyDeleted });
      expect((await listedIds()).filter((id) => ids.includes(id))).toEqual([]);
    },
  },
  {
    name: 'creates a location with a picture sent as the multipart file image, judged by its bytes, and replaces it on edit; a file that is no picture is refused and changes nothing',
    calls: [calls.list, calls.create, calls.update, calls.delete],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      // Multipart writes line breaks as CRLF; the description comes back as sent.
      const body = { ...newLocation('Pier'), description: 'Five floors\nby the water' };
      const location = expectOk(await superAdmin.send(calls.create, { body, files: { image: tinyPicture('pier.jpg', 'image/jpeg') } }), 201);
      try {
        expect(location).toMatchObject({ ...body, rooms: [], isActive: true, image: expect.any(String) });
        expect((await listed(superAdmin)).find((l) => l.id === location.id)?.image).toBe(location.image);

        const refused = newLocation('Pier');
        expectError(await superAdmin.send(calls.create, { body: refused, files: { image: notAPicture() } }), 400, VALIDATION.imageType);
        expect((await listed(superAdmin)).map((l) => l.name)).not.toContain(refused.name);

        // An edit without a file keeps the picture; with one, the new picture replaces it.
        const renamed = { name: `${body.name} Nord`, description: body.description };
        expect(expectOk(await superAdmin.send(calls.update, { params: { id: location.id }, body: renamed }))).toMatchObject({ ...renamed, image: location.image });
        const replaced = expectOk(await superAdmin.send(calls.update, { params: { id: location.id }, body: renamed, files: { image: otherPicture() } }));
        expect(replaced).toMatchObject({ ...renamed, image: expect.any(String) });
        expect(replaced.image).not.toBe(location.image);
        expect((await listed(superAdmin)).find((l) => l.id === location.id)?.image).toBe(replaced.image);

        // A refused file on edit changes nothing, not even the name sent with it.
        expectError(await superAdmin.send(calls.update, { params: { id: location.id }, body: { ...renamed, name: body.name }, files: { image: notAPicture() } }), 400, VALIDATION.imageType);
        expect((await listed(superAdmin)).find((l) => l.id === location.id)).toMatchObject({ ...renamed, image: replaced.image });
      } finally {
        expectOk(await superAdmin.send(calls.delete, { params: { id: location.id } }));
      }
    },
  },
  {
    name: 'deleting a location takes its rooms with it: they leave the calendar and the room list',
    calls: [calls.create, calls.delete, calls.mine, contract.room.create, contract.room.list],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const location = await created(superAdmin);
      const room = expectOk(
        await superAdmin.send(contract.room.create, {
          body: { name: uniqueName('Lighthouse'), rules: 'Leave it tidy', seatsNumber: 6, dailyLimit: 4, weeklyLimit: 10, locationId: location.id, features: [] },
        }),
        201,
      );
      expect((await calendarOf(superAdmin)).locations.find((l) => l.id === location.id)?.rooms.map((r) => r.id)).toEqual([room.id]);

      expectOk(await superAdmin.send(calls.delete, { params: { id: location.id } }));
      expect(idsOf((await calendarOf(superAdmin)).rooms)).not.toContain(room.id);
      expect(idsOf(expectOk(await superAdmin.send(contract.room.list)))).not.toContain(room.id);
    },
  },
];

export default { name: 'location', cases: locationCases } satisfies CaseGroup;
