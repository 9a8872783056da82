import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import type { User } from '@roombook/domain/users/schemas';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { expectError, expectOk, type ContractCase, type CaseGroup } from '../harness';
import { DEMO, PERSON_FIELDS, PERSON_FIELD_REFUSALS, UNKNOWN_ID, idsOf, notAPicture, otherPicture, signIn, tinyPicture, type SignedIn } from './support';

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

/** A new person's form fields, with an e-mail no other run has. */
const person = (what: string) => {
  disposables += 1;
  return { firstName: what, lastName: `No. ${disposables}`, email: `${what.toLowerCase()}-${Date.now()}-${disposables}@roombook.test`, office: 'Room 7', mobile: '+4520304050' };
};

/** The listed user with this e-mail (as an Admin sees them). */
async function userByEmail(admin: SignedIn, email: string): Promise<User> {
  const found = expectOk(await admin.send(calls.list)).find((u) => u.email === email);
  expect(found, email).toBeDefined();
  return found!;
}

/** The id of a company other than the owner's, from the admin's list of companies. */
async function otherCompanyId(admin: SignedIn, owner: SignedIn): Promise<number> {
  const other = expectOk(await admin.send(contract.company.list)).find((c) => c.id !== owner.session.user.company?.id);
  expect(other, 'another company').toBeDefined();
  return other!.id;
}

/** Users and the own profile (§7 "Authentication and profile", "Users and reports"). */
const userCases: ContractCase[] = [
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
      const [admin, owner] = [await signIn(t, DEMO.admin), await signIn(t, DEMO.owner)];
      // In the Danish order of every list (ADR 023), the order the table sorts in: Æ, Ø and Å after Z.
      const danish = ['Åse', 'Ærø', 'Øjvind', 'Zack', 'Anders'].map((firstName) => ({ ...person('Sorted'), firstName }));
      for (const body of danish) expectOk(await owner.send(calls.register, { body: { ...body, role: 'User' as const } }), 201);
      const result = await admin.send(calls.list);
      const every = expectOk(result);
      expect(every.map((u) => u.email)).toEqual(expect.arrayContaining(Object.values(DEMO)));
      const created = new Set(danish.map((body) => body.email));
      expect(every.filter((u) => created.has(u.email)).map((u) => u.firstName)).toEqual(['Anders', 'Zack', 'Ærø', 'Øjvind', 'Åse']);
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
        USER_MESSAGES.emailTaken,
      );

      expect(expectOk(await owner.send(calls.delete, { params: { id: made.id } }))).toEqual({ message: USER_MESSAGES.deleted });
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

      expect(expectOk(await owner.send(calls.deleteMany, { body: { items: [first.id, second.id] } }))).toEqual({ message: USER_MESSAGES.manyDeleted });
      const left = await listedIds(owner);
      expect(left).not.toContain(first.id);
      expect(left).not.toContain(second.id);
    },
  },
  {
    name: 'creates a user as an Admin: in a company (with a picture), or a Location Admin without one (also with a picture); listed without PIN',
    calls: [calls.create, calls.list],
    async run(t) {
      const [admin, owner] = [await signIn(t, DEMO.admin), await signIn(t, DEMO.owner)];
      const companyId = owner.session.user.company!.id;
      const body = { ...person('Created'), role: 'CompanyManager' as const, companyId };
      const made = expectOk(await admin.send(calls.create, { body, files: { image: tinyPicture() } }), 201);
      expect(made).toMatchObject({ firstName: body.firstName, email: body.email, role: 'CompanyManager', company: { id: companyId } });
      expect(made.image).not.toBeNull();
      const result = await admin.send(calls.list);
      const raw = (result.raw as Array<Record<string, unknown>>).find((u) => u.id === made.id);
      expect(raw).toBeDefined();
      for (const secret of ['pinCode', 'password', 'passwordHash']) expect(raw).not.toHaveProperty(secret);
      expect(await listedIds(owner)).toContain(made.id);

      const locationAdmin = expectOk(await admin.send(calls.create, { body: { ...person('Locadmin'), role: 'Admin' } }), 201);
      expect(locationAdmin).toMatchObject({ role: 'Admin', company: null });
      // The form sends its empty company as null; with a picture the body is multipart, where null is text.
      const pictured = expectOk(
        await admin.send(calls.create, { body: { ...person('Picadmin'), role: 'Admin', companyId: null }, files: { image: tinyPicture() } }),
        201,
      );
      expect(pictured).toMatchObject({ role: 'Admin', company: null });
      expect(pictured.image).not.toBeNull();
    },
  },
  {
    name: "refuses a create: a taken e-mail (409), no company for a company role (400), a role above the form's (403), a company role on the admin call (403)",
    calls: [calls.create],
    async run(t) {
      const [admin, owner] = [await signIn(t, DEMO.admin), await signIn(t, DEMO.owner)];
      const companyId = owner.session.user.company!.id;
      expectError(await admin.send(calls.create, { body: { ...person('Taken'), email: DEMO.user.toUpperCase(), role: 'User', companyId } }), 409, USER_MESSAGES.emailTaken);
      expectError(await admin.send(calls.create, { body: { ...person('Homeless'), role: 'User' } }), 400, VALIDATION.chooseCompany);
      expectError(await admin.send(calls.create, { body: { ...person('Nowhere'), role: 'User', companyId: UNKNOWN_ID } }), 400, VALIDATION.chooseCompany);
      for (const role of ['SuperAdmin', 'CanteenManager'] as const) {
        expectError(await admin.send(calls.create, { body: { ...person('Above'), role } }), 403, ERRORS.forbidden);
      }
      for (const email of [DEMO.owner, DEMO.manager, DEMO.user]) {
        expectError(await (await signIn(t, email)).send(calls.create, { body: { ...person('Company'), role: 'User', companyId } }), 403, ERRORS.forbidden);
      }
    },
  },
  {
    name: "refuses an administrator's create that breaks a §5 field rule, with its words, as JSON and as multipart with a picture, and creates nobody",
    calls: [calls.create, calls.list, calls.delete],
    async run(t) {
      const [admin, owner] = [await signIn(t, DEMO.admin), await signIn(t, DEMO.owner)];
      const companyId = owner.session.user.company!.id;
      const refusals: ReadonlyArray<readonly [Record<string, unknown>, string]> = [
        // A field left out is required as well as an empty one.
        ...PERSON_FIELDS.map((field) => [{ [field]: undefined }, VALIDATION.required] as const),
        ...PERSON_FIELD_REFUSALS,
      ];
      const emails: string[] = [];
      for (const [change, message] of refusals) {
        const body = { ...person('Refused'), role: 'User', companyId, ...change };
        if (typeof body.email === 'string') emails.push(body.email);
        const what = JSON.stringify(change);
        const asJson = await t.sendLoose(calls.create, { token: admin.session.token, body });
        expect(asJson.ok ? asJson.status : asJson.error, what).toEqual({ message, statusCode: 400 });
        const asMultipart = await t.sendLoose(calls.create, { token: admin.session.token, body, files: { image: tinyPicture() } });
        expect(asMultipart.ok ? asMultipart.status : asMultipart.error, `${what} with a picture`).toEqual({ message, statusCode: 400 });
      }
      const listed = expectOk(await admin.send(calls.list)).map((u) => u.email);
      expect(listed.filter((email) => emails.includes(email))).toEqual([]);

      // The longest mobile §5 allows passes.
      const made = expectOk(await admin.send(calls.create, { body: { ...person('Valid'), mobile: `+1${'2'.repeat(14)}`, role: 'User', companyId } }), 201);
      expect(made.mobile).toBe(`+1${'2'.repeat(14)}`);
      expectOk(await admin.send(calls.delete, { params: { id: made.id } }));
    },
  },
  {
    name: "lets an administrator edit another user with a picture (multipart): stored, listed, answered without PIN; an edit without a file keeps it; a file that is no picture changes nothing",
    calls: [calls.register, calls.list, calls.update],
    async run(t) {
      const [admin, owner] = [await signIn(t, DEMO.admin), await signIn(t, DEMO.owner)];
      const made = await disposableUser(owner);
      expect(made.image).toBeNull();

      const edited = await admin.send(calls.update, { params: { id: made.id }, body: { firstName: 'Pictured', office: 'Room 12' }, files: { image: tinyPicture() } });
      const pictured = expectOk(edited);
      expect(pictured).toMatchObject({ id: made.id, firstName: 'Pictured', office: 'Room 12', email: made.email, image: expect.any(String) });
      for (const secret of ['pinCode', 'password', 'passwordHash']) expect(edited.raw).not.toHaveProperty(secret);
      expect(await userByEmail(admin, made.email)).toMatchObject({ firstName: 'Pictured', image: pictured.image });
      expect((await userByEmail(owner, made.email)).image).toBe(pictured.image);

      // Without a file the picture stays; with another, it is replaced.
      expect(expectOk(await admin.send(calls.update, { params: { id: made.id }, body: { lastName: 'Kept' } }))).toMatchObject({ lastName: 'Kept', image: pictured.image });
      const replaced = expectOk(await admin.send(calls.update, { params: { id: made.id }, body: {}, files: { image: otherPicture() } }));
      expect(replaced.image).toEqual(expect.any(String));
      expect(replaced.image).not.toBe(pictured.image);

      expectError(await admin.send(calls.update, { params: { id: made.id }, body: { firstName: 'Refused' }, files: { image: notAPicture() } }), 400, VALIDATION.imageType);
      expect(await userByEmail(admin, made.email)).toMatchObject({ firstName: 'Pictured', lastName: 'Kept', image: replaced.image });
      // A row the administrator may not edit (a CompanyOwner's) keeps its picture too.
      const ownerBefore = await userByEmail(admin, DEMO.owner);
      expectError(await admin.send(calls.update, { params: { id: ownerBefore.id }, body: { firstName: 'Nope' }, files: { image: tinyPicture() } }), 403, ERRORS.forbidden);
      expect(await userByEmail(admin, DEMO.owner)).toEqual(ownerBefore);
    },
  },
  {
    name: 'registers a company user only as a User or CompanyManager of the caller’s company (403 otherwise, and for other roles)',
    calls: [calls.register],
    async run(t) {
      const manager = await signIn(t, DEMO.manager);
      const made = expectOk(await manager.send(calls.register, { body: { ...person('Registered'), role: 'CompanyManager' } }), 201);
      expect(made.company?.id).toBe(manager.session.user.company?.id);
      for (const role of ['CompanyOwner', 'Admin', 'SuperAdmin', 'CanteenManager'] as const) {
        expectError(await manager.send(calls.register, { body: { ...person('Above'), role } }), 403, ERRORS.forbidden);
      }
      for (const email of [DEMO.admin, DEMO.user, DEMO.canteenManager]) {
        expectError(await (await signIn(t, email)).send(calls.register, { body: { ...person('Else'), role: 'User' } }), 403, ERRORS.forbidden);
      }
    },
  },
  {
    name: "lets an administrator edit a user they manage, answering no PIN; refuses owner rows, higher roles, other companies, a password and a role the form does not offer",
    calls: [calls.register, calls.list, calls.update, contract.company.list],
    async run(t) {
      const [superAdmin, admin, owner, manager] = [await signIn(t, DEMO.superAdmin), await signIn(t, DEMO.admin), await signIn(t, DEMO.owner), await signIn(t, DEMO.manager)];
      const made = await disposableUser(owner);
      const edited = await admin.send(calls.update, { params: { id: made.id }, body: { firstName: 'Edited', office: 'Room 9', role: 'CompanyManager' } });
      expect(expectOk(edited)).toMatchObject({ id: made.id, firstName: 'Edited', office: 'Room 9', role: 'CompanyManager', email: made.email });
      expect(edited.raw).not.toHaveProperty('pinCode');
      expect(expectOk(await manager.send(calls.update, { params: { id: made.id }, body: { lastName: 'Managed' } })).lastName).toBe('Managed');

      const refusals: Array<[SignedIn, number, Record<string, unknown>]> = [
        [admin, superAdmin.session.user.id, { firstName: 'Nope' }],
        [admin, owner.session.user.id, { firstName: 'Nope' }],
        [manager, owner.session.user.id, { firstName: 'Nope' }],
        [owner, made.id, { role: 'CompanyOwner' }],
        [owner, made.id, { companyId: await otherCompanyId(admin, owner) }],
        [admin, made.id, { role: 'SuperAdmin' }],
        [admin, made.id, { password: 'secret1', confirmPassword: 'secret1' }],
        [await signIn(t, DEMO.user), made.id, { firstName: 'Nope' }],
      ];
      for (const [who, id, body] of refusals) {
        expectError(await who.send(calls.update, { params: { id }, body }), 403, ERRORS.forbidden);
      }
      const outsider = await disposableUser(await signIn(t, DEMO.owner));
      expectError(await admin.send(calls.update, { params: { id: outsider.id }, body: { email: DEMO.user } }), 409, USER_MESSAGES.emailTaken);
      expectError(await admin.send(calls.update, { params: { id: UNKNOWN_ID }, body: { firstName: 'Nobody' } }), 404, ERRORS.notFound);
      // Your own row is the profile: the role and company stay.
      expectError(await admin.send(calls.update, { params: { id: admin.session.user.id }, body: { role: 'User' } }), 403, USER_MESSAGES.ownRoleOrCompany);
      expect(await userByEmail(admin, made.email)).toMatchObject({ firstName: 'Edited', lastName: 'Managed', role: 'CompanyManager' });
    },
  },
  {
    name: "a new role or e-mail given by an administrator ends that user's sessions; other changes keep them",
    calls: [calls.list, calls.update, contract.auth.refreshToken],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const target = await userByEmail(admin, DEMO.user);
      const session = await t.login(DEMO.user);
      expectOk(await admin.send(calls.update, { params: { id: target.id }, body: { office: target.office } }));
      const pair = expectOk(await t.send(contract.auth.refreshToken, { body: { refreshToken: session.refreshToken } }));
      expectOk(await admin.send(calls.update, { params: { id: target.id }, body: { role: 'CompanyManager' } }));
      expectError(await t.send(contract.auth.refreshToken, { body: { refreshToken: pair.refreshToken } }), 401, ERRORS.unauthorized);
      expectOk(await admin.send(calls.update, { params: { id: target.id }, body: { role: 'User' } }));
      const again = await t.login(DEMO.user);
      expect(again.user.role).toBe('User');
    },
  },
  {
    name: 'a bulk delete refusing one user (a SuperAdmin for an Admin, an unknown id) deletes none of them',
    calls: [calls.register, calls.list, calls.deleteMany],
    async run(t) {
      const [superAdmin, admin, owner] = [await signIn(t, DEMO.superAdmin), await signIn(t, DEMO.admin), await signIn(t, DEMO.owner)];
      const made = await disposableUser(owner);
      expectError(await admin.send(calls.deleteMany, { body: { items: [made.id, superAdmin.session.user.id] } }), 403, ERRORS.forbidden);
      expectError(await admin.send(calls.deleteMany, { body: { items: [made.id, UNKNOWN_ID] } }), 404, ERRORS.notFound);
      expectError(await superAdmin.send(calls.deleteMany, { body: { items: [made.id, owner.session.user.id] } }), 403, ERRORS.forbidden);
      expect(await listedIds(admin)).toEqual(expect.arrayContaining([made.id, superAdmin.session.user.id, owner.session.user.id]));
      expect(expectOk(await admin.send(calls.deleteMany, { body: { items: [made.id] } }))).toEqual({ message: USER_MESSAGES.manyDeleted });
    },
  },
];

export default { name: 'user', cases: userCases } satisfies CaseGroup;
