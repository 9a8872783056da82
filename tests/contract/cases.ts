import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { contract, fillPath, type ApiCall } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { ApiError } from '@roombook/domain/common/schemas';

/** Something that answers the `/api` contract at a base URL: the real API or the MSW mocks. */
export interface ContractTarget {
  name: string;
  start(): Promise<{ baseUrl: string }>;
  stop(): Promise<void>;
}

export const DEMO = { email: 'owner@roombook.test', password: 'roombook' };

/**
 * The same cases against every target, so that the API and the mocks cannot drift apart: each case
 * checks the status, the error text a user would see, and that the body satisfies the contract schema.
 */
export function defineContractSuite(target: ContractTarget) {
  describe(`/api contract — ${target.name}`, () => {
    let baseUrl = '';
    beforeAll(async () => {
      ({ baseUrl } = await target.start());
    });
    afterAll(() => target.stop());

    const send = async (
      call: ApiCall,
      init: { body?: unknown; token?: string; params?: Record<string, string | number> } = {},
    ) => {
      const headers: Record<string, string> = {};
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      const response = await fetch(baseUrl + fillPath(call.path, init.params), {
        method: call.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
    };

    const login = async (email = DEMO.email, password = DEMO.password) => {
      const res = await send(contract.auth.login, { body: { email, password } });
      expect(res.status).toBe(200);
      return contract.auth.login.response.parse(res.json);
    };

    const expectError = (res: { status: number; json: unknown }, status: number, message: string) => {
      expect(res.status).toBe(status);
      expect(ApiError.parse(res.json)).toEqual({ message, statusCode: status });
    };

    it('signs in with the right password and answers the session', async () => {
      const session = await login();
      expect(session.user.email).toBe(DEMO.email);
      expect(session.user.role).toBe('CompanyOwner');
      expect(session.user.firstLogin).toBe(false);
      expect(Date.parse(session.exp) - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(Date.parse(session.exp) - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    });

    it('answers the same 401 for a wrong password and for an unknown email', async () => {
      const wrongPassword = await send(contract.auth.login, { body: { email: DEMO.email, password: 'nope-nope' } });
      expectError(wrongPassword, 401, ERRORS.invalidCredentials);
      const unknown = await send(contract.auth.login, { body: { email: 'nobody@roombook.test', password: 'roombook' } });
      expectError(unknown, 401, ERRORS.invalidCredentials);
    });

    it('rejects a malformed sign-in with the §5 message', async () => {
      expectError(await send(contract.auth.login, { body: { email: 'not-an-email', password: 'x' } }), 400, VALIDATION.emailInvalid);
      expectError(await send(contract.auth.login, { body: { email: DEMO.email, password: '' } }), 400, VALIDATION.passwordRequired);
    });

    it('shows the signed-in user with a token and refuses without one', async () => {
      const session = await login();
      const me = await send(contract.auth.me, { token: session.token });
      expect(me.status).toBe(200);
      expect(contract.auth.me.response.parse(me.json).id).toBe(session.user.id);
      expectError(await send(contract.auth.me), 401, ERRORS.unauthorized);
      expectError(await send(contract.auth.me, { token: `${session.token}x` }), 401, ERRORS.unauthorized);
    });

    it('rotates the refresh token, and reusing a consumed one revokes the whole family', async () => {
      const session = await login();
      const first = await send(contract.auth.refreshToken, { body: { refreshToken: session.refreshToken } });
      expect(first.status).toBe(200);
      const pair = contract.auth.refreshToken.response.parse(first.json);
      expect(pair.refreshToken).not.toBe(session.refreshToken);
      expect((await send(contract.auth.me, { token: pair.token })).status).toBe(200);

      const reuse = await send(contract.auth.refreshToken, { body: { refreshToken: session.refreshToken } });
      expectError(reuse, 401, ERRORS.unauthorized);
      // The family is revoked: the newest refresh token no longer works either.
      const newest = await send(contract.auth.refreshToken, { body: { refreshToken: pair.refreshToken } });
      expectError(newest, 401, ERRORS.unauthorized);
    });

    it('revokes the refresh token on sign-out', async () => {
      const session = await login();
      const revoked = await send(contract.auth.revokeToken, { token: session.token, body: { refreshToken: session.refreshToken } });
      expect(revoked.status).toBe(200);
      contract.auth.revokeToken.response.parse(revoked.json);
      expectError(await send(contract.auth.refreshToken, { body: { refreshToken: session.refreshToken } }), 401, ERRORS.unauthorized);
    });

    it("refuses to revoke a refresh token that is not the caller's", async () => {
      const owner = await login();
      const other = await login('user@roombook.test');
      const foreign = await send(contract.auth.revokeToken, { token: owner.token, body: { refreshToken: other.refreshToken } });
      expectError(foreign, 404, ERRORS.notFound);
      // The other user's session is untouched.
      expect((await send(contract.auth.refreshToken, { body: { refreshToken: other.refreshToken } })).status).toBe(200);
    });

    it('records a page view of the signed-in user only', async () => {
      const session = await login();
      const recorded = await send(contract.system.pageView, { token: session.token, body: { path: '/profile' } });
      expect(recorded.status).toBe(204);
      expectError(await send(contract.system.pageView, { body: { path: '/profile' } }), 401, ERRORS.unauthorized);
    });

    it('accepts a company application without a token and validates it', async () => {
      const application = { name: 'Havblik ApS', office: 'Room 305', firstName: 'Ida', lastName: 'Holm', email: 'ida@havblik.test' };
      const created = await send(contract.companyApplication.create, { body: application });
      expect(created.status).toBe(201);
      const body = contract.companyApplication.create.response.parse(created.json);
      expect(body).toMatchObject({ ...application, status: 'pending' });

      expectError(await send(contract.companyApplication.create, { body: { ...application, email: 'nope' } }), 400, VALIDATION.provideValidEmail);
      expectError(await send(contract.companyApplication.create, { body: { ...application, name: '' } }), 400, VALIDATION.required);
    });

    it('lets a user change their own password and no one else’s', async () => {
      const session = await login('newcomer@roombook.test');
      expect(session.user.firstLogin).toBe(true);
      const params = { id: session.user.id };
      const mismatch = await send(contract.user.update, { token: session.token, params, body: { password: 'secret1', confirmPassword: 'secret2' } });
      expectError(mismatch, 400, VALIDATION.passwordsMustMatch);
      const updated = await send(contract.user.update, { token: session.token, params, body: { password: 'secret1', confirmPassword: 'secret1' } });
      expect(updated.status).toBe(200);
      expect(contract.user.update.response.parse(updated.json).firstLogin).toBe(false);
      await login('newcomer@roombook.test', 'secret1');

      const other = await send(contract.user.update, { token: session.token, params: { id: session.user.id + 1 }, body: { firstName: 'Mallory' } });
      expectError(other, 403, ERRORS.forbidden);
    });
  });
}
