import { expect } from 'vitest';
import { FORM_MESSAGES } from '@roombook/domain/common/fields';
import type { CompanyApplication } from '@roombook/domain/companies/application-schemas';
import type { Company, CompanyCreateBody } from '@roombook/domain/companies/schemas';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { APPLICATION_MESSAGES, COMPANY_MESSAGES } from '@roombook/domain/companies/page';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { expectError, expectOk, type CaseContext, type ContractCase, type CaseGroup } from '../harness';
import { DEMO, UNKNOWN_ID, idsOf, otherPicture, signIn, tinyPicture, uniqueName, type SignedIn } from './support';

const { company: calls, companyApplication: applications, location } = contract;

/** An e-mail no user has. */
const uniqueEmail = (who = 'admin') => `${who}.${Math.random().toString(36).slice(2, 10)}@company-case.test`;

/** The ids of two active locations the SuperAdmin lists (the demo data have them on each target). */
async function activeLocationIds(superAdmin: SignedIn): Promise<number[]> {
  const ids = expectOk(await superAdmin.send(location.list))
    .filter((l) => l.isActive)
    .map((l) => l.id)
    .slice(0, 2);
  expect(ids, 'two active locations').toHaveLength(2);
  return ids;
}

/** A valid Add Company body (§5) at the locations, with an administrator no one else is. */
const newCompany = (locations: number[], fields: Partial<CompanyCreateBody> = {}): CompanyCreateBody => ({
  name: uniqueName('Nordlys'),
  office: 'Room 201',
  discount: 10,
  locations,
  firstName: 'Ida',
  lastName: 'Holm',
  email: uniqueEmail(),
  ...fields,
});

const listed = async (who: SignedIn): Promise<Company[]> => expectOk(await who.send(calls.list));

/**
 * Runs `use` as SuperAdmin with `count` new companies, and deletes those still there afterwards whatever
 * happens (the case's calls must include create, list and deleteMany).
 */
async function withNewCompanies(t: CaseContext, count: number, use: (superAdmin: SignedIn, companies: Company[], locations: number[]) => Promise<void>) {
  const superAdmin = await signIn(t, DEMO.superAdmin);
  const locations = await activeLocationIds(superAdmin);
  const companies: Company[] = [];
  for (let i = 0; i < count; i += 1) companies.push(expectOk(await superAdmin.send(calls.create, { body: newCompany(locations) }), 201));
  try {
    await use(superAdmin, companies, locations);
  } finally {
    const left = idsOf(await listed(superAdmin)).filter((id) => idsOf(companies).includes(id));
    if (left.length > 0) expectOk(await superAdmin.send(calls.deleteMany, { body: { items: left } }));
  }
}

/** Submits a public application and answers it. */
const applied = async (t: CaseContext, locations?: number[]): Promise<CompanyApplication> =>
  expectOk(
    await t.send(applications.create, {
      body: {
        name: uniqueName('Havblik'),
        office: 'Room 305',
        firstName: 'Ida',
        lastName: 'Holm',
        email: uniqueEmail('applicant'),
        // §3: an application names its locations; by default the first the public form offers.
        locations: locations ?? [expectOk(await t.send(contract.location.public))[0]!.id],
      },
    }),
    201,
  );

/** The roles without manageCompanies (§6), by demo login. */
const NOT_ADMINS = [DEMO.owner, DEMO.manager, DEMO.canteenManager, DEMO.user];

/** The form of Add Company prefilled from an application (§4 'Accept opens the Add Company form prefilled'). */
const formOf = (application: CompanyApplication, locations: number[]): CompanyCreateBody => ({
  name: application.name,
  office: application.office,
  firstName: application.firstName,
  lastName: application.lastName,
  email: application.email,
  locations,
  discount: 0,
  applicationId: application.id,
});

/** Companies and company applications (§7 "Companies and applications"; SuperAdmin and Admin, and a CompanyOwner's own details). */
const companyCases: ContractCase[] = [
  {
    name: 'lists every company by name with its locations to SuperAdmin, Admin and the CanteenManager (report filters); other roles get 403',
    calls: [calls.list],
    async run(t) {
      const every = await listed(await signIn(t, DEMO.superAdmin));
      expect(every.length).toBeGreaterThan(0);
      const names = every.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      for (const email of [DEMO.admin, DEMO.canteenManager]) expect(await listed(await signIn(t, email)), email).toEqual(every);
      for (const email of [DEMO.owner, DEMO.manager, DEMO.user]) expectError(await (await signIn(t, email)).send(calls.list), 403, ERRORS.forbidden);
    },
  },
  {
    name: 'creates a company with its administrator as owner, edits it and deletes it with its users: the e-mail is free again; a company that is gone answers 404',
    calls: [calls.list, calls.create, calls.update, calls.delete, location.list],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const locations = await activeLocationIds(await signIn(t, DEMO.superAdmin));
      const body = newCompany(locations, { discount: 12.5 });
      const company = expectOk(await admin.send(calls.create, { body }), 201);
      expect(company).toEqual({
        id: expect.any(Number),
        name: body.name,
        office: body.office,
        discount: 12.5,
        image: null,
        OwnerId: expect.any(Number),
        locations: expect.arrayContaining(locations.map((id) => ({ id, name: expect.any(String) }))),
      });
      expect(company.locations).toHaveLength(2);
      expect(await listed(admin)).toContainEqual(company);

      // The administrator is a user now: the same e-mail for another company is refused, and nothing is created.
      const before = await listed(admin);
      expectError(await admin.send(calls.create, { body: newCompany(locations, { email: body.email.toUpperCase() }) }), 409, USER_MESSAGES.emailTaken);
      expect(await listed(admin)).toEqual(before);

      const changes = { name: `${body.name} Nord`, office: 'Room 12', discount: 33.33, locations: [locations[1]!] };
      const edited = expectOk(await admin.send(calls.update, { params: { id: company.id }, body: changes }));
      expect(edited).toEqual({ ...company, ...changes, locations: [company.locations.find((l) => l.id === locations[1])] });
      expect(await listed(admin)).toContainEqual(edited);

      const withImage = expectOk(await admin.send(calls.update, { params: { id: company.id }, body: {}, files: { image: tinyPicture() } }));
      expect(withImage).toEqual({ ...edited, image: expect.any(String) });

      expect(expectOk(await admin.send(calls.delete, { params: { id: company.id } }))).toEqual({ message: COMPANY_MESSAGES.deleted });
      expect(idsOf(await listed(admin))).not.toContain(company.id);
      expectError(await admin.send(calls.delete, { params: { id: company.id } }), 404, ERRORS.notFound);
      expectError(await admin.send(calls.update, { params: { id: company.id }, body: changes }), 404, ERRORS.notFound);

      // Its owner went with it: the e-mail makes a new administrator.
      const again = expectOk(await admin.send(calls.create, { body: newCompany(locations, { email: body.email }) }), 201);
      expectOk(await admin.send(calls.delete, { params: { id: again.id } }));
    },
  },
  {
    name: 'refuses what §5 refuses, with its words, on create and on edit, and changes nothing',
    calls: [calls.list, calls.create, calls.update, calls.deleteMany, location.list],
    async run(t) {
      await withNewCompanies(t, 1, async (superAdmin, [company], locations) => {
        const before = await listed(superAdmin);
        const valid = newCompany(locations);
        const token = superAdmin.session.token;
        for (const [change, message, onEdit] of [
          [{ name: undefined }, VALIDATION.required, false],
          [{ name: '  ' }, VALIDATION.required, true],
          [{ office: '' }, VALIDATION.required, true],
          [{ locations: [] }, VALIDATION.selectLocations, true],
          [{ locations: undefined }, VALIDATION.selectLocations, false],
          [{ discount: -1 }, VALIDATION.discountPositive, true],
          [{ discount: 'ten' }, VALIDATION.discountPositive, true],
          [{ discount: 101 }, VALIDATION.discountMax, true],
          [{ discount: 12.345 }, FORM_MESSAGES.moneyDecimals, true],
          [{ firstName: '' }, VALIDATION.required, false],
          [{ lastName: undefined }, VALIDATION.required, false],
          [{ email: '' }, VALIDATION.required, false],
          [{ email: 'ida@' }, VALIDATION.provideValidEmail, false],
          [{ name: 'Nord\u0000lys' }, VALIDATION.notAllowedCharacters, true],
        ] as const) {
          expectError(await t.sendLoose(calls.create, { body: { ...valid, ...change }, token }), 400, message);
          if (onEdit) expectError(await t.sendLoose(calls.update, { params: { id: company!.id }, body: change, token }), 400, message);
        }
        expect(await listed(superAdmin)).toEqual(before);
      });
    },
  },
  {
    name: 'refuses an unknown or inactive location (400) on create and on edit; a company keeps a location that became inactive',
    calls: [calls.list, calls.create, calls.update, calls.deleteMany, location.list, location.create, location.setInactive, location.delete],
    async run(t) {
      await withNewCompanies(t, 1, async (superAdmin, [company], locations) => {
        const inactive = expectOk(await superAdmin.send(location.create, { body: { name: uniqueName('Closed House'), description: 'Closed' } }), 201);
        try {
          expectOk(await superAdmin.send(location.setInactive, { body: { items: [inactive.id] } }));
          const before = await listed(superAdmin);
          for (const ids of [[locations[0]!, UNKNOWN_ID], [inactive.id]]) {
            expectError(await superAdmin.send(calls.create, { body: newCompany(ids) }), 400, COMPANY_MESSAGES.unknownLocation);
            expectError(await superAdmin.send(calls.update, { params: { id: company!.id }, body: { locations: ids } }), 400, COMPANY_MESSAGES.unknownLocation);
          }
          expect(await listed(superAdmin)).toEqual(before);

          // A location the company has may stay after it was marked inactive.
          expectOk(await superAdmin.send(location.setActive, { body: { items: [inactive.id] } }));
          expectOk(await superAdmin.send(calls.update, { params: { id: company!.id }, body: { locations: [locations[0]!, inactive.id] } }));
          expectOk(await superAdmin.send(location.setInactive, { body: { items: [inactive.id] } }));
          const kept = expectOk(await superAdmin.send(calls.update, { params: { id: company!.id }, body: { name: company!.name, locations: [locations[0]!, inactive.id] } }));
          expect(idsOf(kept.locations).sort()).toEqual([locations[0]!, inactive.id].sort());
        } finally {
          expectOk(await superAdmin.send(location.delete, { params: { id: inactive.id } }));
        }
      });
    },
  },
  {
    name: 'only SuperAdmin and Admin create and delete companies; every other role gets 403 and nothing changes',
    calls: [calls.list, calls.create, calls.update, calls.delete, calls.deleteMany, location.list],
    async run(t) {
      await withNewCompanies(t, 1, async (superAdmin, [company], locations) => {
        const before = await listed(superAdmin);
        for (const email of NOT_ADMINS) {
          const who = await signIn(t, email);
          for (const refused of [
            await who.send(calls.create, { body: newCompany(locations) }),
            await who.send(calls.delete, { params: { id: company!.id } }),
            await who.send(calls.deleteMany, { body: { items: [company!.id] } }),
          ]) {
            expectError(refused, 403, ERRORS.forbidden);
          }
          // Only a CompanyOwner may edit, and only their own company.
          expectError(await who.send(calls.update, { params: { id: company!.id }, body: { name: 'Taken over' } }), 403, ERRORS.forbidden);
        }
        expect(await listed(superAdmin)).toEqual(before);
      });
    },
  },
  {
    name: "a CompanyOwner edits their own company's name, office and image only (the session shows them): discount, locations or another company are 403; the manager cannot edit",
    calls: [calls.list, calls.update, contract.auth.me],
    async run(t) {
      const owner = await signIn(t, DEMO.owner);
      const own = owner.session.user.company!;
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const original = (await listed(superAdmin)).find((c) => c.id === own.id)!;
      const other = (await listed(superAdmin)).find((c) => c.id !== own.id)!;
      const params = { id: own.id };
      try {
        const changes = { name: uniqueName('Nordlys'), office: 'Room 999' };
        const edited = expectOk(await owner.send(calls.update, { params, body: changes }));
        expect(edited).toEqual({ ...original, ...changes });
        // The session shows the company as it is now (My Company reads it there), to its other users too.
        expect(expectOk(await owner.send(contract.auth.me)).company).toMatchObject({ id: own.id, ...changes, image: original.image });
        const pictured = expectOk(await owner.send(calls.update, { params, body: {}, files: { image: otherPicture() } }));
        expect(pictured).toEqual({ ...edited, image: expect.any(String) });
        expect(pictured.image).not.toBe(original.image);
        const manager = await signIn(t, DEMO.manager);
        expect(expectOk(await manager.send(contract.auth.me)).company).toMatchObject({ id: own.id, ...changes, image: pictured.image });

        for (const body of [{ discount: 50 }, { name: 'Cheaper', discount: original.discount }, { locations: idsOf(original.locations) }]) {
          expectError(await owner.send(calls.update, { params, body }), 403, ERRORS.forbidden);
        }
        expectError(await owner.send(calls.update, { params: { id: other.id }, body: { name: 'Mine now' } }), 403, ERRORS.forbidden);
        expectError(await owner.send(calls.update, { params: { id: UNKNOWN_ID }, body: { name: 'Mine now' } }), 403, ERRORS.forbidden);
        expectError(await manager.send(calls.update, { params, body: { name: 'Managed' } }), 403, ERRORS.forbidden);
        expect((await listed(superAdmin)).find((c) => c.id === own.id)).toEqual(pictured);
        expect((await listed(superAdmin)).find((c) => c.id === other.id)).toEqual(other);
      } finally {
        expectOk(await owner.send(calls.update, { params, body: { name: original.name, office: original.office } }));
      }
    },
  },
  {
    name: 'deletes companies in bulk, all or nothing: an unknown id among them deletes none (404)',
    calls: [calls.list, calls.create, calls.deleteMany, location.list],
    async run(t) {
      await withNewCompanies(t, 2, async (superAdmin, companies) => {
        const ids = idsOf(companies);
        expectError(await superAdmin.send(calls.deleteMany, { body: { items: [...ids, UNKNOWN_ID] } }), 404, ERRORS.notFound);
        expect(idsOf(await listed(superAdmin))).toEqual(expect.arrayContaining(ids));
        expect(expectOk(await superAdmin.send(calls.deleteMany, { body: { items: [ids[0]!, ...ids] } }))).toEqual({ message: COMPANY_MESSAGES.manyDeleted });
        expect(idsOf(await listed(superAdmin)).filter((id) => ids.includes(id))).toEqual([]);
        expectError(await superAdmin.send(calls.deleteMany, { body: { items: ids } }), 404, ERRORS.notFound);
      });
    },
  },
  {
    name: 'a client of §7 alone accepts an application: it creates the company without applicationId, then accept answers it accepted, once',
    calls: [location.public, applications.create, applications.list, applications.accept, applications.reject, calls.create, calls.delete, location.list],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const locations = await activeLocationIds(await signIn(t, DEMO.superAdmin));
      const application = await applied(t, [locations[0]!]);
      // §4: Accept opens the Add Company form prefilled, creates the company, then accepts the application.
      const { applicationId: _none, ...form } = formOf(application, [locations[0]!]);
      const company = expectOk(await admin.send(calls.create, { body: form }), 201);
      try {
        expect(idsOf(expectOk(await admin.send(applications.list)))).toContain(application.id);
        const accepted = { ...application, status: 'accepted' };
        expect(expectOk(await admin.send(applications.accept, { params: { id: application.id } }))).toEqual(accepted);
        expect(idsOf(expectOk(await admin.send(applications.list)))).not.toContain(application.id);
        expect(expectOk(await admin.send(applications.accept, { params: { id: application.id } }))).toEqual(accepted);
        expectError(await admin.send(applications.reject, { params: { id: application.id } }), 409, APPLICATION_MESSAGES.decided);
      } finally {
        expectOk(await admin.send(calls.delete, { params: { id: company.id } }));
      }
      const declined = await applied(t);
      expectOk(await admin.send(applications.reject, { params: { id: declined.id } }));
      expectError(await admin.send(applications.accept, { params: { id: declined.id } }), 409, APPLICATION_MESSAGES.decided);
    },
  },
  {
    name: 'an application is accepted by creating its company from the reviewed form, once: it leaves the pending list, accept answers it, reject and a second create are 409',
    calls: [location.public, applications.create, applications.list, applications.accept, applications.reject, calls.create, calls.list, calls.delete, location.list],
    async run(t) {
      const admin = await signIn(t, DEMO.admin);
      const locations = await activeLocationIds(await signIn(t, DEMO.superAdmin));
      const application = await applied(t, [locations[0]!]);
      expect(expectOk(await admin.send(applications.list))).toContainEqual(application);

      // The administrator reviewed the form: another name and a second location.
      const reviewed = { ...formOf(application, locations), name: uniqueName('Havblik Reviewed') };
      const company = expectOk(await admin.send(calls.create, { body: reviewed }), 201);
      try {
        expect(company).toMatchObject({ name: reviewed.name, office: application.office });
        expect(idsOf(expectOk(await admin.send(applications.list)))).not.toContain(application.id);
        const accepted = { ...application, status: 'accepted' };
        expect(expectOk(await admin.send(applications.accept, { params: { id: application.id } }))).toEqual(accepted);
        expect(expectOk(await admin.send(applications.accept, { params: { id: application.id } }))).toEqual(accepted);

        const before = await listed(admin);
        expectError(await admin.send(applications.reject, { params: { id: application.id } }), 409, APPLICATION_MESSAGES.decided);
        expectError(
          await admin.send(calls.create, { body: { ...reviewed, name: uniqueName('Twice'), email: uniqueEmail() } }),
          409,
          APPLICATION_MESSAGES.decided,
        );
        expect(await listed(admin)).toEqual(before);
      } finally {
        expectOk(await admin.send(calls.delete, { params: { id: company.id } }));
      }
    },
  },
  {
    name: 'an application is rejected once: it leaves the pending list, and can be neither rejected, accepted nor made a company afterwards; unknown ids are 404',
    calls: [location.public, applications.create, applications.list, applications.accept, applications.reject, calls.create, calls.list, location.list],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const locations = await activeLocationIds(superAdmin);
      const application = await applied(t);
      const rejected = expectOk(await superAdmin.send(applications.reject, { params: { id: application.id } }));
      expect(rejected).toEqual({ ...application, status: 'rejected' });
      expect(idsOf(expectOk(await superAdmin.send(applications.list)))).not.toContain(application.id);

      const before = await listed(superAdmin);
      expectError(await superAdmin.send(applications.reject, { params: { id: application.id } }), 409, APPLICATION_MESSAGES.decided);
      expectError(await superAdmin.send(applications.accept, { params: { id: application.id } }), 409, APPLICATION_MESSAGES.decided);
      expectError(await superAdmin.send(calls.create, { body: formOf(application, locations) }), 409, APPLICATION_MESSAGES.decided);
      expect(await listed(superAdmin)).toEqual(before);

      expectError(await superAdmin.send(applications.reject, { params: { id: UNKNOWN_ID } }), 404, ERRORS.notFound);
      expectError(await superAdmin.send(applications.accept, { params: { id: UNKNOWN_ID } }), 404, ERRORS.notFound);
      expectError(await superAdmin.send(calls.create, { body: { ...formOf(application, locations), applicationId: UNKNOWN_ID } }), 404, ERRORS.notFound);
      expect(await listed(superAdmin)).toEqual(before);
    },
  },
  {
    name: 'only SuperAdmin and Admin list and decide applications; every other role gets 403 and the application stays pending',
    calls: [location.public, applications.create, applications.list, applications.accept, applications.reject],
    async run(t) {
      const application = await applied(t);
      for (const email of NOT_ADMINS) {
        const who = await signIn(t, email);
        expectError(await who.send(applications.list), 403, ERRORS.forbidden);
        expectError(await who.send(applications.accept, { params: { id: application.id } }), 403, ERRORS.forbidden);
        expectError(await who.send(applications.reject, { params: { id: application.id } }), 403, ERRORS.forbidden);
      }
      const admin = await signIn(t, DEMO.admin);
      expect(expectOk(await admin.send(applications.list))).toContainEqual(application);
      expectOk(await admin.send(applications.reject, { params: { id: application.id } }));
    },
  },
];

export default { name: 'company', cases: companyCases } satisfies CaseGroup;
