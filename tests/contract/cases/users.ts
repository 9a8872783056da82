import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { expectError, expectOk, type ContractCase } from '../harness';

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
];
