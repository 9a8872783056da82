import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SERVER_MESSAGES, SUCCESS, VALIDATION } from '@roombook/domain/messages';
import type { User } from '@roombook/domain/users/schemas';
import { expectError, expectOk, type ContractCase } from '../harness';
import { DEMO, idsOf, signIn, type SignedIn } from './support';

const { user: calls } = contract;

/** A user the case may delete: a new User of the caller's company, with an e-mail no other run has. */
let disposables = 0;
async function disposableUser(owner: SignedIn): Promise<User> {
  disposables += 1;
  const body = {
    firstName: 'Disposable',
    lastName: `No. ${disposables}`,
    email: `disposable-${Date.now()}-${disposables}@roombook.test`,
    office: 'Room 101',
    mobile: '+4512345678',
    role: 'User' as const,
  };
  return expectOk(await owner.send(calls.register, { body }), 201);
}

const listedIds = async (who: SignedIn) => idsOf(expectOk(await who.send(calls.list)));

/** Users and the own profile (§7 "Authentication and profile", "Users and reports"). */
export const userCases: ContractCase[] = [
  {
    name: 'lets a user change their own password and no one else’s',
    calls: [contract.user.update],
    async run(t) {
      const session = await t.login('newcomer@roombook.test');
      expect(session.user.firstLogin).toBe(true);
      const params = { id: session.user.id };
      const token = session.token;
      expectError(
        await t.send(contract.user.update, { token, params, body: { password: 'secret1', confirmPassword: 'secret2' } }),
        400,
        VALIDATION.passwordsMustMatch,
      );
      const updated = expectOk(await t.send(contract.user.update, { token, params, body: { password: 'secret1', confirmPassword: 'secret1' } }));
      expect(updated.firstLogin).toBe(false);
      await t.login('newcomer@roombook.test', 'secret1');
      expectError(
        await t.send(contract.user.update, { token, params: { id: session.user.id + 1 }, body: { firstName: 'Mallory' } }),
        403,
        ERRORS.forbidden,
      );
    },
  },
  {
    name: "lists users by first name, without PINs: every user for an Admin, the own company's for the company roles",
    calls: [calls.list],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const result = await admin.send(calls.list);
      const every = expectOk(result);
      expect(every.map((u) => u.email)).toEqual(expect.arrayContaining(Object.values(DEMO)));
      for (const [a, b] of every.slice(1).map((user, i) => [every[i]!, user] as const)) {
        const order = a.firstName.localeCompare(b.firstName, 'en') || a.lastName.localeCompare(b.lastName, 'en');
        expect(order, `${a.firstName} ${a.lastName} before ${b.firstName} ${b.lastName}`).toBeLessThanOrEqual(0);
      }
      // What travels, not what the client keeps after parsing.
      for (const raw of result.raw as unknown[]) {
        for (const secret of ['pinCode', 'firstLogin', 'password']) expect(raw).not.toHaveProperty(secret);
      }
      for (const email of [DEMO.owner, DEMO.manager]) {
        const who = await signIn(t, email);
        const companyId = who.session.user.company?.id;
        expect(expectOk(await who.send(calls.list)), email).toEqual(every.filter((u) => u.company?.id === companyId));
      }
    },
  },
  {
    name: 'refuses the users list to a User and a CanteenManager (403)',
    calls: [calls.list],
    async run(t) {
      for (const email of [DEMO.user, DEMO.canteenManager]) {
        expectError(await (await signIn(t, email)).send(calls.list), 403, ERRORS.forbidden);
      }
    },
  },
  {
    name: "refuses to delete yourself, a CompanyOwner as an Admin, another company's user as a CompanyOwner (403), and an unknown user (404)",
    calls: [calls.list, calls.delete],
    async run(t) {
      const [admin, owner] = [await signIn(t, DEMO.admin), await signIn(t, DEMO.owner)];
      const every = expectOk(await admin.send(calls.list));
      const outsider = every.find((u) => u.company?.id !== owner.session.user.company?.id);
      expect(outsider, "a user outside the owner's company").toBeDefined();
      const refusals = [
        { who: admin, id: admin.session.user.id },
        { who: owner, id: owner.session.user.id },
        { who: admin, id: owner.session.user.id },
        { who: owner, id: outsider!.id },
      ];
      for (const { who, id } of refusals) expectError(await who.send(calls.delete, { params: { id } }), 403, ERRORS.forbidden);
      expectError(await admin.send(calls.delete, { params: { id: Math.max(...idsOf(every)) + 1000 } }), 404, ERRORS.notFound);
      expect(await listedIds(admin)).toEqual(idsOf(every));
    },
  },
  {
    name: 'deletes a user the caller manages; the list no longer has them, and a second delete finds nobody',
    calls: [calls.register, calls.list, calls.delete],
    async run(t) {
      const owner = await signIn(t, DEMO.owner);
      const made = await disposableUser(owner);
      expect(made.company?.id).toBe(owner.session.user.company?.id);
      expect(await listedIds(owner)).toContain(made.id);
      expectError(
        await owner.send(calls.register, { body: { firstName: 'Again', lastName: 'Same', email: made.email, office: 'Room 101', mobile: '+4512345678', role: 'User' } }),
        409,
        SERVER_MESSAGES.emailTaken,
      );

      expect(expectOk(await owner.send(calls.delete, { params: { id: made.id } }))).toEqual({ message: SUCCESS.userDeleted });
      expect(await listedIds(owner)).not.toContain(made.id);
      expectError(await owner.send(calls.delete, { params: { id: made.id } }), 404, ERRORS.notFound);
    },
  },
  {
    name: 'deletes a list of users all at once, or none of them when one is refused',
    calls: [calls.register, calls.list, calls.deleteMany],
    async run(t) {
      const owner = await signIn(t, DEMO.owner);
      const [first, second] = [await disposableUser(owner), await disposableUser(owner)];
      expectError(await owner.send(calls.deleteMany, { body: { items: [first.id, owner.session.user.id] } }), 403, ERRORS.forbidden);
      expect(await listedIds(owner)).toEqual(expect.arrayContaining([first.id, owner.session.user.id]));

      expect(expectOk(await owner.send(calls.deleteMany, { body: { items: [first.id, second.id] } }))).toEqual({ message: SUCCESS.usersDeleted });
      const left = await listedIds(owner);
      expect(left).not.toContain(first.id);
      expect(left).not.toContain(second.id);
    },
  },
];
