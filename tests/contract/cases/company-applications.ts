import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { VALIDATION } from '@roombook/domain/messages';
import { expectError, expectOk, type ContractCase, type CaseGroup } from '../harness';

const application = { name: 'Havblik ApS', office: 'Room 305', firstName: 'Ida', lastName: 'Holm', email: 'ida@havblik.test' };

/** The public company application (§2 'Apply for company account', §7). */
const companyApplicationCases: ContractCase[] = [
  {
    name: 'accepts a company application without a token and validates it',
    calls: [contract.companyApplication.create],
    async run(t) {
      const created = expectOk(await t.send(contract.companyApplication.create, { body: application }), 201);
      expect(created).toMatchObject({ ...application, status: 'pending' });
      expectError(
        await t.send(contract.companyApplication.create, { body: { ...application, email: 'nope' } }),
        400,
        VALIDATION.provideValidEmail,
      );
      expectError(await t.send(contract.companyApplication.create, { body: { ...application, name: '' } }), 400, VALIDATION.required);
    },
  },
];

export default { name: 'companyApplication', cases: companyApplicationCases } satisfies CaseGroup;
