import { expect } from 'vitest';
import type { Canteen } from '@roombook/domain/canteens/schemas';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SERVER_MESSAGES, VALIDATION } from '@roombook/domain/messages';
import { CANTEEN_MESSAGES } from '@roombook/domain/canteens/page';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { expectError, expectOk, type CaseContext, type ContractCase, type CaseGroup } from '../harness';
import { DEMO, UNKNOWN_ID, companyLocationIds, idsOf, signIn, twoLocations, uniqueName, type SignedIn } from './support';

const { canteen, location, user } = contract;

/** Everyone without 'Manage canteens' (§6), by demo login. */
const NOT_MANAGING = [DEMO.owner, DEMO.manager, DEMO.canteenManager, DEMO.user];

/** Runs `use` with the SuperAdmin's session and a canteen of its own, which the SuperAdmin deletes afterwards. */
async function withNewCanteen(t: CaseContext, use: (superAdmin: SignedIn, made: Canteen) => Promise<void>) {
  const superAdmin = await signIn(t, DEMO.superAdmin);
  const [at] = await twoLocations(superAdmin);
  const made = expectOk(await superAdmin.send(canteen.create, { body: { locationId: at.id, password: 'kiosk-1', printerEnabled: true } }), 201);
  try {
    await use(superAdmin, made);
  } finally {
    await superAdmin.send(canteen.delete, { params: { id: made.id } });
  }
}

const unique = () => Math.random().toString(36).slice(2, 10);

/** Canteens (§7 `GET /api/canteen/`, Manage Canteens and the report filters) and 'Add canteen manager'. */
const canteenCases: ContractCase[] = [
  {
    name: "lists every canteen with its tablet password to administrators, their own canteen without it to the canteen manager, and the company's canteens to company roles",
    calls: [canteen.list],
    async run(t) {
      const every = expectOk(await (await signIn(t, DEMO.admin)).send(canteen.list));
      expect(every.length).toBeGreaterThan(0);
      expect(every.every((listed) => typeof listed.password === 'string')).toBe(true);
      expect(expectOk(await (await signIn(t, DEMO.superAdmin)).send(canteen.list))).toEqual(every);

      const withoutPasswords = every.map((listed) => ({ ...listed, password: null }));
      // A canteen manager: the canteens they manage (their report reads no other), without passwords.
      const canteenManager = await signIn(t, DEMO.canteenManager);
      const { firstName, lastName } = canteenManager.session.user;
      const managed = withoutPasswords.filter((listed) => listed.user?.firstName === firstName && listed.user.lastName === lastName);
      expect(managed.length, 'the demo canteen manager manages a canteen').toBeGreaterThan(0);
      expect(managed.length, 'and not every canteen').toBeLessThan(every.length);
      expect(expectOk(await canteenManager.send(canteen.list))).toEqual(managed);
      for (const email of [DEMO.owner, DEMO.manager]) {
        const who = await signIn(t, email);
        const atCompany = withoutPasswords.filter((listed) => companyLocationIds(who).includes(listed.locationId));
        expect(idsOf(atCompany).length, 'a canteen at the company’s locations').toBeGreaterThan(0);
        expect(expectOk(await who.send(canteen.list)), email).toEqual(atCompany);
      }
      expectError(await (await signIn(t, DEMO.user)).send(canteen.list), 403, ERRORS.forbidden);
    },
  },
  {
    name: "creates a canteen without a manager, edits its location, password and printer, deletes it; a canteen that is gone answers 404",
    calls: [canteen.list, canteen.create, canteen.update, canteen.delete, location.list],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const admin = await signIn(t, DEMO.admin);
      const [first, second] = await twoLocations(superAdmin);
      const created = expectOk(await superAdmin.send(canteen.create, { body: { locationId: first.id, password: 'kiosk-1', printerEnabled: true } }), 201);
      expect(created).toEqual({ id: created.id, locationId: first.id, location: { name: first.name }, password: 'kiosk-1', printerEnabled: true, user: null });
      expect(expectOk(await admin.send(canteen.list))).toContainEqual(created);

      // An Admin edits (but does not add) canteens.
      const body = { locationId: second.id, password: 'kiosk-22', printerEnabled: false };
      const edited = expectOk(await admin.send(canteen.update, { params: { id: created.id }, body }));
      expect(edited).toEqual({ id: created.id, ...body, location: { name: second.name }, user: null });
      expect(expectOk(await superAdmin.send(canteen.list))).toContainEqual(edited);

      expect(expectOk(await admin.send(canteen.delete, { params: { id: created.id } }))).toEqual({ message: CANTEEN_MESSAGES.deleted });
      expect(idsOf(expectOk(await admin.send(canteen.list)))).not.toContain(created.id);
      expectError(await admin.send(canteen.delete, { params: { id: created.id } }), 404, ERRORS.notFound);
      expectError(await admin.send(canteen.update, { params: { id: created.id }, body }), 404, ERRORS.notFound);
    },
  },
  {
    name: "refuses a canteen with a password under 4 characters ('Mut be at least 4 characters'), without a location, or at an unknown location; nothing is stored",
    calls: [canteen.list, canteen.create, canteen.update, canteen.delete, location.list],
    async run(t) {
      await withNewCanteen(t, async (superAdmin, made) => {
        const [at] = await twoLocations(superAdmin);
        const before = expectOk(await superAdmin.send(canteen.list));
        const refusals = [
          [{ locationId: at.id, password: '123', printerEnabled: false }, VALIDATION.devicePasswordMin],
          [{ locationId: at.id, printerEnabled: false }, VALIDATION.devicePasswordMin],
          [{ password: '1234', printerEnabled: false }, VALIDATION.required],
          [{ locationId: UNKNOWN_ID, password: '1234', printerEnabled: false }, SERVER_MESSAGES.unknownLocation],
        ] as const;
        for (const [body, message] of refusals) {
          expectError(await superAdmin.sendLoose(canteen.create, { body }), 400, message);
          expectError(await superAdmin.sendLoose(canteen.update, { params: { id: made.id }, body }), 400, message);
        }
        expect(expectOk(await superAdmin.send(canteen.list))).toEqual(before);
      });
    },
  },
  {
    name: 'only the SuperAdmin adds a canteen; SuperAdmin and Admin edit and delete; every other role is refused (403) and nothing changes',
    calls: [canteen.list, canteen.create, canteen.update, canteen.delete, location.list],
    async run(t) {
      await withNewCanteen(t, async (superAdmin, made) => {
        const body = { locationId: made.locationId, password: 'taken-over', printerEnabled: false };
        expectError(await (await signIn(t, DEMO.admin)).send(canteen.create, { body }), 403, ERRORS.forbidden);
        for (const email of NOT_MANAGING) {
          const who = await signIn(t, email);
          expectError(await who.send(canteen.create, { body }), 403, ERRORS.forbidden);
          expectError(await who.send(canteen.update, { params: { id: made.id }, body }), 403, ERRORS.forbidden);
          expectError(await who.send(canteen.delete, { params: { id: made.id } }), 403, ERRORS.forbidden);
        }
        expect(expectOk(await superAdmin.send(canteen.list))).toContainEqual(made);
      });
    },
  },
  {
    name: 'adds a canteen manager: a CanteenManager without a company, named on the canteen, who replaces the one before',
    calls: [canteen.list, canteen.create, canteen.delete, location.list, user.registerCanteenManager, user.list, user.delete],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const managerOf = async (id: number) => expectOk(await admin.send(canteen.list)).find((listed) => listed.id === id)?.user;
      await withNewCanteen(t, async (superAdmin, made) => {
        const email = `kantine.${unique()}@roombook.test`;
        const body = { firstName: 'Karla', lastName: 'Kok', email, canteenId: made.id };
        const manager = expectOk(await admin.send(user.registerCanteenManager, { body }), 201);
        expect(manager).toMatchObject({ firstName: 'Karla', lastName: 'Kok', email, role: 'CanteenManager', company: null });
        expect(await managerOf(made.id)).toEqual({ firstName: 'Karla', lastName: 'Kok' });
        expect(expectOk(await admin.send(user.list)).find((listed) => listed.id === manager.id)).toMatchObject({ role: 'CanteenManager', email });

        // A second manager takes the canteen; the first keeps their account.
        const next = expectOk(
          await superAdmin.send(user.registerCanteenManager, { body: { ...body, firstName: 'Bo', lastName: 'Bager', email: `bager.${unique()}@roombook.test` } }),
          201,
        );
        expect(await managerOf(made.id)).toEqual({ firstName: 'Bo', lastName: 'Bager' });
        expect(idsOf(expectOk(await admin.send(user.list)))).toEqual(expect.arrayContaining([manager.id, next.id]));

        // A deleted manager leaves the canteen without one ('No manager selected').
        expectOk(await superAdmin.send(user.delete, { params: { id: next.id } }));
        expect(await managerOf(made.id)).toBeNull();
        expectOk(await superAdmin.send(user.delete, { params: { id: manager.id } }));
      });
    },
  },
  {
    name: "refuses a canteen manager: a taken e-mail (409 'A user with this email already exists'), an unknown canteen (400), missing or malformed fields, a role without 'Add canteen manager' (403); nothing is created",
    calls: [canteen.list, canteen.create, canteen.delete, location.list, user.registerCanteenManager, user.list],
    async run(t) {
      await withNewCanteen(t, async (superAdmin, made) => {
        const users = async () => idsOf(expectOk(await superAdmin.send(user.list))).sort();
        const before = await users();
        const valid = { firstName: 'Karla', lastName: 'Kok', email: `kok.${unique()}@roombook.test`, canteenId: made.id };
        const refusals = [
          [{ ...valid, email: DEMO.user.toUpperCase() }, 409, USER_MESSAGES.emailTaken],
          [{ ...valid, canteenId: UNKNOWN_ID }, 400, CANTEEN_MESSAGES.unknownCanteen],
          [{ ...valid, firstName: '' }, 400, VALIDATION.required],
          [{ ...valid, lastName: undefined }, 400, VALIDATION.required],
          [{ ...valid, email: 'karla' }, 400, VALIDATION.mustBeEmail],
          [{ ...valid, canteenId: undefined }, 400, VALIDATION.required],
        ] as const;
        for (const [body, status, message] of refusals) {
          expectError(await superAdmin.sendLoose(user.registerCanteenManager, { body }), status, message);
        }
        for (const email of NOT_MANAGING) {
          expectError(await (await signIn(t, email)).send(user.registerCanteenManager, { body: valid }), 403, ERRORS.forbidden);
        }
        expect(await users()).toEqual(before);
        expect(expectOk(await superAdmin.send(canteen.list)).find((listed) => listed.id === made.id)?.user).toBeNull();
      });
    },
  },
  {
    name: 'deleting a location deletes its canteens',
    calls: [canteen.list, canteen.create, canteen.delete, location.create, location.delete],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const place = expectOk(await superAdmin.send(location.create, { body: { name: uniqueName('Canteen House'), description: 'A canteen and nothing else' } }), 201);
      const made = expectOk(await superAdmin.send(canteen.create, { body: { locationId: place.id, password: 'kiosk-9', printerEnabled: false } }), 201);
      expect(made.location).toEqual({ name: place.name });
      expectOk(await superAdmin.send(location.delete, { params: { id: place.id } }));
      expect(idsOf(expectOk(await superAdmin.send(canteen.list)))).not.toContain(made.id);
      expectError(await superAdmin.send(canteen.delete, { params: { id: made.id } }), 404, ERRORS.notFound);
    },
  },
];

export default { name: 'canteen', cases: canteenCases } satisfies CaseGroup;
