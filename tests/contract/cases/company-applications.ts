import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { COMPANY_MESSAGES } from '@roombook/domain/companies/page';
import { VALIDATION } from '@roombook/domain/messages';
import { expectError, expectOk, type ContractCase, type CaseGroup } from '../harness';
import { DEMO, signIn, uniqueName } from './support';

const application = { name: 'Havblik ApS', office: 'Room 305', firstName: 'Ida', lastName: 'Holm', email: 'ida@havblik.test' };

/** The public company application (§2 'Apply for company account', §3, §7) and the locations it offers. */
const companyApplicationCases: ContractCase[] = [
  {
    name: 'accepts a company application with its locations without a token and validates it',
    calls: [contract.location.public, contract.companyApplication.create],
    async run(t) {
      const offered = expectOk(await t.send(contract.location.public));
      expect(offered.length).toBeGreaterThan(0);
      const chosen = offered.slice(0, 1);
      const created = expectOk(await t.send(contract.companyApplication.create, { body: { ...application, locations: chosen.map((l) => l.id) } }), 201);
      expect(created).toMatchObject({ ...application, status: 'pending', locations: chosen });
      expectError(
        await t.send(contract.companyApplication.create, { body: { ...application, locations: chosen.map((l) => l.id), email: 'nope' } }),
        400,
        VALIDATION.provideValidEmail,
      );
      expectError(await t.send(contract.companyApplication.create, { body: { ...application, locations: [chosen[0]!.id], name: '' } }), 400, VALIDATION.required);
      // §3: an application names its locations.
      // A body the contract's type does not allow, as an outdated client would send it.
      expectError(await t.send(contract.companyApplication.create, { body: application as never }), 400, VALIDATION.selectLocations);
      expectError(await t.send(contract.companyApplication.create, { body: { ...application, locations: [] } }), 400, VALIDATION.selectLocations);
    },
  },
  {
    name: 'the public locations are the active ones, with their ids and names only; an inactive one cannot be applied for',
    calls: [contract.location.public, contract.location.create, contract.location.setInactive, contract.location.deleteMany, contract.companyApplication.create],
    async run(t) {
      const superAdmin = await signIn(t, DEMO.superAdmin);
      const hidden = expectOk(await superAdmin.send(contract.location.create, { body: { name: uniqueName('Closed House'), description: 'Closed' } }), 201);
      try {
        expectOk(await superAdmin.send(contract.location.setInactive, { body: { items: [hidden.id] } }));
        const offered = expectOk(await t.send(contract.location.public));
        expect(offered.map((location) => location.id)).not.toContain(hidden.id);
        for (const location of offered) expect(Object.keys(location).sort()).toEqual(['id', 'name']);
        expectError(
          await t.send(contract.companyApplication.create, { body: { ...application, locations: [offered[0]!.id, hidden.id] } }),
          400,
          COMPANY_MESSAGES.unknownLocation,
        );
      } finally {
        expectOk(await superAdmin.send(contract.location.deleteMany, { body: { items: [hidden.id] } }));
      }
    },
  },
];

export default { name: 'companyApplication', cases: companyApplicationCases } satisfies CaseGroup;
