import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS } from '@roombook/domain/messages';
import { expectError, expectOk, type ContractCase, type CaseGroup } from '../harness';

/** Health and page views (calls the product needs beyond §7). */
const systemCases: ContractCase[] = [
  {
    name: 'records a page view of the signed-in user only',
    calls: [contract.system.pageView],
    async run(t) {
      const session = await t.login('owner@roombook.test');
      expectOk(await t.send(contract.system.pageView, { token: session.token, body: { path: '/profile' } }), 204);
      expectError(await t.send(contract.system.pageView, { body: { path: '/profile' } }), 401, ERRORS.unauthorized);
    },
  },
  {
    name: 'answers the health checks without a token',
    calls: [contract.system.health, contract.system.live, contract.system.ready],
    async run(t) {
      expectOk(await t.send(contract.system.health));
      expect(expectOk(await t.send(contract.system.live))).toEqual({ status: 'ok' });
      expectOk(await t.send(contract.system.ready));
    },
  },
];

export default { name: 'system', cases: systemCases } satisfies CaseGroup;
