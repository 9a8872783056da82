import { describe, expect, it } from 'vitest';
import { AccessTokens, hashOpaqueToken, newOpaqueToken } from '../src/plugins/app/auth/tokens';
import { testStart } from '../src/test-clock';

const SECRET = 'tokens-test-secret-tokens-test-secret';

describe('access tokens', () => {
  it('signs and checks on the clock it is given: valid for 15 minutes, refused from then on even after a successful check', async () => {
    // The instant under test, whole seconds as the claims count them; moved by hand.
    let now = Math.floor(testStart().getTime() / 1000) * 1000;
    const tokens = new AccessTokens(SECRET, () => new Date(now));
    const claims = { userId: 7, role: 'Admin', sessionId: '0f8fad5b-d9cb-469f-a165-70867728950e' } as const;
    const { token, exp } = await tokens.sign(claims);
    expect(Date.parse(exp)).toBe(now + 15 * 60_000);
    // Not known before its signature has been checked; known after, until it expires.
    expect(tokens.known(token)).toBeUndefined();
    expect(await tokens.verify(token)).toEqual(claims);
    expect(tokens.known(token)).toEqual(claims);
    now += 15 * 60_000 - 1000;
    expect(tokens.known(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    now += 1000;
    expect(tokens.known(token)).toBeUndefined();
    expect(await tokens.verify(token)).toBeUndefined();
    // A fresh instance has no cache: the token's own expiry refuses it.
    expect(await new AccessTokens(SECRET, () => new Date(now)).verify(token)).toBeUndefined();
  });

  it('refuses a token signed with another secret, and garbage', async () => {
    const mine = new AccessTokens(SECRET);
    const theirs = new AccessTokens(`${SECRET}-other`);
    const { token } = await theirs.sign({ userId: 1, role: 'SuperAdmin', sessionId: null });
    expect(await mine.verify(token)).toBeUndefined();
    expect(await mine.verify('not.a.jwt')).toBeUndefined();
    expect(await mine.verify('')).toBeUndefined();
  });

  it('carries the session (the refresh-token family) as sid, and reads a token without one as no session', async () => {
    const tokens = new AccessTokens(SECRET);
    const sessionId = '6ba7b810-9dad-41d1-80b4-00c04fd430c8';
    const { token } = await tokens.sign({ userId: 3, role: 'User', sessionId });
    expect(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())).toMatchObject({ sub: '3', sid: sessionId });
    const withoutSession = await tokens.sign({ userId: 3, role: 'User', sessionId: null });
    expect(await tokens.verify(withoutSession.token)).toEqual({ userId: 3, role: 'User', sessionId: null });
  });

  it('makes opaque tokens of 32 random bytes and stores only their SHA-256', () => {
    const a = newOpaqueToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newOpaqueToken()).not.toBe(a);
    expect(hashOpaqueToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOpaqueToken(a)).not.toContain(a);
  });
});
