import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { FEATURE_MESSAGES } from '@roombook/domain/features/page';
import { expectError, expectOk, type ContractCase, type CaseGroup } from '../harness';
import { DEMO, UNKNOWN_ID, calendarOf, signIn, uniqueName } from './support';

/** Features (§7 "Features", Manage Features): SuperAdmin and Admin only. */
const featureCases: ContractCase[] = [
  {
    name: 'lists every feature, inactive ones too, by name, to SuperAdmin and Admin; every other role gets 403',
    calls: [contract.feature.list],
    async run(t) {
      const listed = expectOk(await (await signIn(t, DEMO.admin)).send(contract.feature.list));
      expect(listed.some((feature) => !feature.isActive), 'an inactive feature is listed').toBe(true);
      const names = listed.map((feature) => feature.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(expectOk(await (await signIn(t, DEMO.superAdmin)).send(contract.feature.list))).toEqual(listed);
      for (const email of [DEMO.owner, DEMO.manager, DEMO.canteenManager, DEMO.user]) {
        expectError(await (await signIn(t, email)).send(contract.feature.list), 403, ERRORS.forbidden);
      }
    },
  },
  {
    name: 'creates a feature active, renames it and deletes it; a feature that is gone answers 404',
    calls: [contract.feature.list, contract.feature.create, contract.feature.update, contract.feature.delete],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const name = uniqueName('Beamer');
      const created = expectOk(await admin.send(contract.feature.create, { body: { name } }), 201);
      expect(created).toMatchObject({ name, isActive: true });
      const renamed = expectOk(await admin.send(contract.feature.update, { params: { id: created.id }, body: { name: `${name} 4K` } }));
      expect(renamed).toEqual({ id: created.id, name: `${name} 4K`, isActive: true });
      expect(expectOk(await admin.send(contract.feature.list))).toContainEqual(renamed);

      expect(expectOk(await admin.send(contract.feature.delete, { params: { id: created.id } }))).toEqual({ message: FEATURE_MESSAGES.deleted });
      expect(expectOk(await admin.send(contract.feature.list)).map((feature) => feature.id)).not.toContain(created.id);
      expectError(await admin.send(contract.feature.delete, { params: { id: created.id } }), 404, ERRORS.notFound);
      expectError(await admin.send(contract.feature.update, { params: { id: created.id }, body: { name } }), 404, ERRORS.notFound);
    },
  },
  {
    name: "refuses a feature without a name (§5 'name required': missing, blank or only white space) on create and on rename (400), and changes nothing",
    calls: [contract.feature.list, contract.feature.create, contract.feature.update, contract.feature.delete],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const feature = expectOk(await admin.send(contract.feature.create, { body: { name: uniqueName('Lectern') } }), 201);
      const before = expectOk(await admin.send(contract.feature.list));
      for (const body of [{}, { name: undefined }, { name: null }, { name: '' }, { name: '   ' }, { name: ' \t\n ' }]) {
        expectError(await t.sendLoose(contract.feature.create, { token: admin.session.token, body }), 400, VALIDATION.required);
        expectError(await t.sendLoose(contract.feature.update, { token: admin.session.token, params: { id: feature.id }, body }), 400, VALIDATION.required);
      }
      expect(expectOk(await admin.send(contract.feature.list))).toEqual(before);
      expectOk(await admin.send(contract.feature.delete, { params: { id: feature.id } }));
    },
  },
  {
    name: 'refuses a name that another feature has, whatever its case, on create and on rename (409); the feature may keep its own',
    calls: [contract.feature.create, contract.feature.update, contract.feature.deleteMany],
    async run(t) {
      const admin = await signIn(t, DEMO.superAdmin);
      const first = expectOk(await admin.send(contract.feature.create, { body: { name: uniqueName('Flip chart') } }), 201);
      const second = expectOk(await admin.send(contract.feature.create, { body: { name: uniqueName('Flip chart') } }), 201);
      expectError(await admin.send(contract.feature.create, { body: { name: first.name.toUpperCase() } }), 409, FEATURE_MESSAGES.nameTaken);
      expectError(
        await admin.send(contract.feature.update, { params: { id: second.id }, body: { name: first.name.toLowerCase() } }),
        409,
        FEATURE_MESSAGES.nameTaken,
      );
      expectOk(await admin.send(contract.feature.update, { params: { id: first.id }, body: { name: first.name.toUpperCase() } }));
      expectOk(await admin.send(contract.feature.deleteMany, { body: { items: [first.id, second.id] } }));
    },
  },
  {
    name: 'marks features inactive and active in bulk, and the rooms show it; an unknown id among them changes nothing (404)',
    calls: [contract.feature.list, contract.feature.setActive, contract.feature.setInactive, contract.location.mine],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const roomFeature = (await calendarOf(admin)).rooms.flatMap((room) => room.features).find((feature) => feature.isActive);
      expect(roomFeature, 'a room with an active feature').toBeDefined();
      const id = roomFeature!.id;
      const stateOf = async () => ({
        listed: expectOk(await admin.send(contract.feature.list)).find((feature) => feature.id === id)?.isActive,
        inRooms: [...new Set((await calendarOf(admin)).rooms.flatMap((room) => room.features).filter((f) => f.id === id).map((f) => f.isActive))],
      });

      expectError(await admin.send(contract.feature.setInactive, { body: { items: [id, UNKNOWN_ID] } }), 404, ERRORS.notFound);
      expect(await stateOf()).toEqual({ listed: true, inRooms: [true] });

      expect(expectOk(await admin.send(contract.feature.setInactive, { body: { items: [id] } }))).toEqual({ message: FEATURE_MESSAGES.manyUpdated });
      expect(await stateOf()).toEqual({ listed: false, inRooms: [false] });

      expect(expectOk(await admin.send(contract.feature.setActive, { body: { items: [id, id] } }))).toEqual({ message: FEATURE_MESSAGES.manyUpdated });
      expect(await stateOf()).toEqual({ listed: true, inRooms: [true] });
    },
  },
  {
    name: 'deletes features in bulk, all or nothing: an unknown id among them deletes none (404)',
    calls: [contract.feature.list, contract.feature.create, contract.feature.deleteMany],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const made = [
        expectOk(await admin.send(contract.feature.create, { body: { name: uniqueName('Speaker') } }), 201),
        expectOk(await admin.send(contract.feature.create, { body: { name: uniqueName('Speaker') } }), 201),
      ];
      const ids = made.map((feature) => feature.id);
      const listedIds = async () => expectOk(await admin.send(contract.feature.list)).map((feature) => feature.id);

      expectError(await admin.send(contract.feature.deleteMany, { body: { items: [...ids, UNKNOWN_ID] } }), 404, ERRORS.notFound);
      expect(await listedIds()).toEqual(expect.arrayContaining(ids));

      expect(expectOk(await admin.send(contract.feature.deleteMany, { body: { items: ids } }))).toEqual({ message: FEATURE_MESSAGES.manyDeleted });
      expect((await listedIds()).filter((id) => ids.includes(id))).toEqual([]);
    },
  },
  {
    name: 'deleting a feature removes it from every room',
    calls: [contract.feature.list, contract.feature.delete, contract.location.mine],
    async run(t) {
      const admin = await signIn(t, DEMO.superAdmin);
      const rooms = (await calendarOf(admin)).rooms;
      // The active feature of the fewest rooms, so that the other cases keep the most, and an inactive one
      // (the room cases need both, in whichever order the groups run).
      const counts = new Map<number, number>();
      for (const feature of rooms.flatMap((room) => room.features).filter((f) => f.isActive)) counts.set(feature.id, (counts.get(feature.id) ?? 0) + 1);
      const [id] = [...counts].sort((a, b) => a[1] - b[1])[0] ?? [];
      expect(id, 'a feature of some room').toBeDefined();

      expectOk(await admin.send(contract.feature.delete, { params: { id: id! } }));
      expect((await calendarOf(admin)).rooms.flatMap((room) => room.features).map((feature) => feature.id)).not.toContain(id);
    },
  },
];

export default { name: 'feature', cases: featureCases } satisfies CaseGroup;
