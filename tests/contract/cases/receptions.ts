import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import type { ReceptionBody } from '@roombook/domain/receptions/schemas';
import { ERRORS, SERVER_MESSAGES, VALIDATION } from '@roombook/domain/messages';
import { RECEPTION_MESSAGES } from '@roombook/domain/receptions/page';
import { expectError, expectOk, type ContractCase, type CaseGroup } from '../harness';
import { DEMO, UNKNOWN_ID, idsOf, signIn, twoLocations, uniqueName } from './support';

const { reception, location } = contract;

/** Everyone without 'Manage receptions' (§6), by demo login. */
const NOT_MANAGING = [DEMO.owner, DEMO.manager, DEMO.canteenManager, DEMO.user];

const bodyAt = (locationId: number, fields: Partial<ReceptionBody> = {}): ReceptionBody => ({
  name: uniqueName('Front desk'),
  password: 'desk-1',
  locationId,
  wifiName: 'Guests',
  wifiPass: 'welcome-1',
  ...fields,
});

/** Receptions (§7 `/api/reception/`, Manage Receptions): SuperAdmin and Admin; only the SuperAdmin adds one. */
const receptionCases: ContractCase[] = [
  {
    name: 'lists the receptions with their passwords and wifi details to SuperAdmin and Admin; every other role gets 403',
    calls: [reception.list],
    async run(t) {
      const listed = expectOk(await (await signIn(t, DEMO.admin)).send(reception.list));
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((entry) => entry.password.length >= 4 && entry.location.name.length > 0)).toBe(true);
      expect(expectOk(await (await signIn(t, DEMO.superAdmin)).send(reception.list))).toEqual(listed);
      for (const email of NOT_MANAGING) expectError(await (await signIn(t, email)).send(reception.list), 403, ERRORS.forbidden);
    },
  },
  {
    name: 'creates a reception, edits every field (a wifi field left out is cleared), deletes it; a reception that is gone answers 404',
    calls: [reception.list, reception.create, reception.update, reception.delete, location.list],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const admin = await signIn(t, DEMO.admin);
      const [first, second] = await twoLocations(superAdmin);
      const body = bodyAt(first.id);
      const created = expectOk(await superAdmin.send(reception.create, { body }), 201);
      expect(created).toEqual({ id: created.id, ...body, location: { name: first.name } });
      expect(expectOk(await admin.send(reception.list))).toContainEqual(created);

      const change = { name: uniqueName('Lobby'), password: 'desk-22', locationId: second.id, wifiName: 'Lobby guests' };
      const edited = expectOk(await admin.send(reception.update, { params: { id: created.id }, body: change }));
      expect(edited).toEqual({ id: created.id, ...change, wifiPass: null, location: { name: second.name } });
      expect(expectOk(await superAdmin.send(reception.list))).toContainEqual(edited);

      expect(expectOk(await admin.send(reception.delete, { params: { id: created.id } }))).toEqual({ message: RECEPTION_MESSAGES.deleted });
      expect(idsOf(expectOk(await admin.send(reception.list)))).not.toContain(created.id);
      expectError(await admin.send(reception.delete, { params: { id: created.id } }), 404, ERRORS.notFound);
      expectError(await admin.send(reception.update, { params: { id: created.id }, body: change }), 404, ERRORS.notFound);
    },
  },
  {
    name: "refuses a reception without a name, with a password under 4 characters ('Mut be at least 4 characters'), without a location or at an unknown one; nothing is stored",
    calls: [reception.list, reception.create, reception.update, reception.delete, location.list],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const [at] = await twoLocations(superAdmin);
      const valid = bodyAt(at.id);
      const refusals = [
        [{ ...valid, name: ' ' }, VALIDATION.required],
        [{ ...valid, password: 'abc' }, VALIDATION.devicePasswordMin],
        [{ ...valid, password: undefined }, VALIDATION.devicePasswordMin],
        [{ ...valid, locationId: undefined }, VALIDATION.required],
        [{ ...valid, locationId: UNKNOWN_ID }, SERVER_MESSAGES.unknownLocation],
      ] as const;
      const before = expectOk(await superAdmin.send(reception.list));
      for (const [body, message] of refusals) expectError(await superAdmin.sendLoose(reception.create, { body }), 400, message);
      expect(expectOk(await superAdmin.send(reception.list))).toEqual(before);

      const made = expectOk(await superAdmin.send(reception.create, { body: valid }), 201);
      for (const [body, message] of refusals) {
        expectError(await superAdmin.sendLoose(reception.update, { params: { id: made.id }, body }), 400, message);
      }
      expect(expectOk(await superAdmin.send(reception.list))).toContainEqual(made);
      expectOk(await superAdmin.send(reception.delete, { params: { id: made.id } }));
    },
  },
  {
    name: 'only the SuperAdmin adds a reception; SuperAdmin and Admin edit and delete; every other role is refused (403) and nothing changes',
    calls: [reception.list, reception.create, reception.update, reception.delete, location.list],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const [at] = await twoLocations(superAdmin);
      const made = expectOk(await superAdmin.send(reception.create, { body: bodyAt(at.id) }), 201);
      const body = bodyAt(at.id, { name: 'Taken over' });
      expectError(await (await signIn(t, DEMO.admin)).send(reception.create, { body }), 403, ERRORS.forbidden);
      for (const email of NOT_MANAGING) {
        const who = await signIn(t, email);
        expectError(await who.send(reception.create, { body }), 403, ERRORS.forbidden);
        expectError(await who.send(reception.update, { params: { id: made.id }, body }), 403, ERRORS.forbidden);
        expectError(await who.send(reception.delete, { params: { id: made.id } }), 403, ERRORS.forbidden);
      }
      expect(expectOk(await superAdmin.send(reception.list))).toContainEqual(made);
      expectOk(await superAdmin.send(reception.delete, { params: { id: made.id } }));
    },
  },
];

export default { name: 'reception', cases: receptionCases } satisfies CaseGroup;
