import { expect } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SERVER_MESSAGES, VALIDATION } from '@roombook/domain/messages';
import { expectError, expectOk, type ContractCase, type CaseGroup } from '../harness';

const OWNER = 'owner@roombook.test';
const { auth } = contract;

/** Sign-in, the signed-in user, token rotation, sign-out and password recovery (§7). */
const authCases: ContractCase[] = [
  {
    name: 'signs in with the right password and answers a 15-minute session',
    calls: [auth.login],
    async run(t) {
      const session = await t.login(OWNER);
      expect(session.user.email).toBe(OWNER);
      expect(session.user.role).toBe('CompanyOwner');
      expect(session.user.firstLogin).toBe(false);
      expect(Date.parse(session.exp) - t.now().getTime()).toBeGreaterThan(14 * 60_000);
      expect(Date.parse(session.exp) - t.now().getTime()).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    },
  },
  {
    name: 'answers the same 401 for a wrong password and for an unknown email',
    calls: [auth.login],
    async run(t) {
      expectError(await t.send(auth.login, { body: { email: OWNER, password: 'nope-nope' } }), 401, ERRORS.invalidCredentials);
      expectError(
        await t.send(auth.login, { body: { email: 'nobody@roombook.test', password: 'roombook' } }),
        401,
        ERRORS.invalidCredentials,
      );
    },
  },
  {
    name: 'refuses a malformed sign-in with the §5 message',
    calls: [auth.login],
    async run(t) {
      expectError(await t.send(auth.login, { body: { email: 'not-an-email', password: 'x' } }), 400, VALIDATION.emailInvalid);
      expectError(await t.send(auth.login, { body: { email: OWNER, password: '' } }), 400, VALIDATION.passwordRequired);
    },
  },
  {
    name: 'shows the signed-in user with a token and refuses without one',
    calls: [auth.me],
    async run(t) {
      const session = await t.login(OWNER);
      expect(expectOk(await t.send(auth.me, { token: session.token })).id).toBe(session.user.id);
      expectError(await t.send(auth.me), 401, ERRORS.unauthorized);
      expectError(await t.send(auth.me, { token: `${session.token}x` }), 401, ERRORS.unauthorized);
    },
  },
  {
    name: 'rotates the refresh token, and reusing a consumed one after the grace window revokes the family',
    calls: [auth.refreshToken, auth.me],
    async run(t) {
      const session = await t.login(OWNER);
      const pair = expectOk(await t.send(auth.refreshToken, { body: { refreshToken: session.refreshToken } }));
      expect(pair.refreshToken).not.toBe(session.refreshToken);
      expectOk(await t.send(auth.me, { token: pair.token }));
      // The newest token rotates once more; presenting the first one again is then a replay.
      const next = expectOk(await t.send(auth.refreshToken, { body: { refreshToken: pair.refreshToken } }));
      expectError(await t.send(auth.refreshToken, { body: { refreshToken: session.refreshToken } }), 401, ERRORS.unauthorized);
      // The family is revoked: the newest refresh token no longer works either.
      expectError(await t.send(auth.refreshToken, { body: { refreshToken: next.refreshToken } }), 401, ERRORS.unauthorized);
    },
  },
  {
    name: 'revokes the refresh token on sign-out',
    calls: [auth.revokeToken, auth.refreshToken],
    async run(t) {
      const session = await t.login(OWNER);
      expectOk(await t.send(auth.revokeToken, { token: session.token, body: { refreshToken: session.refreshToken } }));
      expectError(await t.send(auth.refreshToken, { body: { refreshToken: session.refreshToken } }), 401, ERRORS.unauthorized);
    },
  },
  {
    name: "refuses to revoke a refresh token that is not the caller's",
    calls: [auth.revokeToken, auth.refreshToken],
    async run(t) {
      const owner = await t.login(OWNER);
      const other = await t.login('user@roombook.test');
      expectError(
        await t.send(auth.revokeToken, { token: owner.token, body: { refreshToken: other.refreshToken } }),
        404,
        ERRORS.notFound,
      );
      // The other user's session is untouched.
      expectOk(await t.send(auth.refreshToken, { body: { refreshToken: other.refreshToken } }));
    },
  },
  {
    name: 'answers forgot-password the same for a known and an unknown email',
    calls: [auth.forgotPassword],
    async run(t) {
      const known = expectOk(await t.send(auth.forgotPassword, { body: { email: OWNER } }));
      const unknown = expectOk(await t.send(auth.forgotPassword, { body: { email: 'nobody@roombook.test' } }));
      expect(known).toEqual({ message: SERVER_MESSAGES.resetLinkSent });
      expect(unknown).toEqual(known);
      expectError(await t.send(auth.forgotPassword, { body: { email: 'nope' } }), 400, VALIDATION.emailInvalid);
    },
  },
  {
    name: 'refuses an unknown reset token, when checked and when used',
    calls: [auth.validateToken, auth.resetPassword],
    async run(t) {
      const token = 'A'.repeat(43);
      expectError(await t.send(auth.validateToken, { body: { token } }), 400, SERVER_MESSAGES.resetTokenInvalid);
      expectError(
        await t.send(auth.resetPassword, { body: { token, password: 'secret1', confirmPassword: 'secret1' } }),
        400,
        SERVER_MESSAGES.resetTokenInvalid,
      );
      expectError(
        await t.send(auth.resetPassword, { body: { token, password: 'secret1', confirmPassword: 'secret2' } }),
        400,
        VALIDATION.passwordsMustMatch,
      );
    },
  },
];

export default { name: 'auth', cases: authCases } satisfies CaseGroup;
