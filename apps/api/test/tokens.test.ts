import { describe, expect, it } from 'vitest';
import { AccessTokens, hashOpaqueToken, newOpaqueToken } from '../src/plugins/app/auth/tokens';

const SECRET = 'tokens-test-secret-tokens-test-secret';

describe('access tokens', () => {
  it('verifies its own tokens, and refuses them once expired even after a successful check', async () => {
    const tokens = new AccessTokens(SECRET);
    // Signed 898 s ago: between 1 and 2 s left (the claims count whole seconds).
    const { token, exp } = await tokens.sign({ userId: 7, role: 'Admin' }, new Date(Date.now() - 898_000));
    expect(Date.parse(exp) - Date.now()).toBeLessThanOrEqual(2000);
    expect(await tokens.verify(token)).toEqual({ userId: 7, role: 'Admin' });
    expect(await tokens.verify(token)).toEqual({ userId: 7, role: 'Admin' });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token signed with another secret, and garbage', async () => {
    const mine = new AccessTokens(SECRET);
    const theirs = new AccessTokens(`${SECRET}-other`);
    const { token } = await theirs.sign({ userId: 1, role: 'SuperAdmin' });
    expect(await mine.verify(token)).toBeUndefined();
    expect(await mine.verify('not.a.jwt')).toBeUndefined();
    expect(await mine.verify('')).toBeUndefined();
  });

  it('makes opaque tokens of 32 random bytes and stores only their SHA-256', () => {
    const a = newOpaqueToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newOpaqueToken()).not.toBe(a);
    expect(hashOpaqueToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOpaqueToken(a)).not.toContain(a);
  });
});
