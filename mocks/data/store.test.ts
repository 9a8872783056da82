import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_DAYS } from '@roombook/domain/constants';
import { MockStore } from './store';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The token of the set-password link in the newest mail of the outbox. */
const lastLinkToken = (store: MockStore): string => {
  const token = /\/reset-password\?token=(\S+)/.exec(store.outbox.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error('no set-password link in the outbox');
  return decodeURIComponent(token);
};

describe('the mocks mail links as the API does', () => {
  const newStore = () => {
    let now = Date.parse('2026-11-25T09:00:00Z');
    const store = new MockStore(undefined, () => now);
    return { store, later: (ms: number) => (now += ms) };
  };
  const person = { firstName: 'Vera', lastName: 'Vang', email: 'vera@roombook.test', office: 'Room 3', mobile: '', role: 'User' as const, company: null };

  it(`invites a new user with a link that works for ${INVITATION_TTL_DAYS} days, not the recovery's hour`, () => {
    const { store, later } = newStore();
    const user = store.addUser(person);
    expect(store.outbox.at(-1)).toMatchObject({ to: person.email, subject: 'Your roombook account' });
    expect(store.outbox.at(-1)!.text).toContain(`within ${INVITATION_TTL_DAYS} days`);
    const token = lastLinkToken(store);
    later(INVITATION_TTL_DAYS * DAY - HOUR);
    expect(store.resetTokenUser(token)?.id).toBe(user.id);
    later(2 * HOUR);
    expect(store.resetTokenUser(token)).toBeUndefined();
  });

  it('gives a recovery link that works for one hour', () => {
    const { store, later } = newStore();
    store.startPasswordReset('user@roombook.test');
    const token = lastLinkToken(store);
    later(HOUR - 60_000);
    expect(store.resetTokenUser(token)?.email).toBe('user@roombook.test');
    later(2 * 60_000);
    expect(store.resetTokenUser(token)).toBeUndefined();
  });
});

describe('the mocks end sessions and limit sign-in per account as the API does (docs/decisions/078, 079)', () => {
  const newStore = () => {
    let now = Date.parse('2026-11-25T09:00:00Z');
    const store = new MockStore(undefined, () => now);
    return { store, later: (ms: number) => (now += ms) };
  };
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message };
    }
    return null;
  };

  it('refuses the access token of a signed-out session', () => {
    const { store } = newStore();
    const user = store.signIn('user@roombook.test', 'roombook');
    const here = store.issueTokens(user.id);
    const elsewhere = store.issueTokens(user.id);
    expect(store.revoke(here.refreshToken, user.id)).toBe(true);
    expect(store.userForAccessToken(`Bearer ${here.token}`)).toBeNull();
    expect(store.userForAccessToken(`Bearer ${elsewhere.token}`)?.id).toBe(user.id);
  });

  it('locks an address at the fifth wrong password, known or not, and mails only a known one', () => {
    const { store, later } = newStore();
    for (const email of ['user@roombook.test', 'nobody@roombook.test']) {
      const answers = Array.from({ length: 5 }, () => refusal(() => store.signIn(email, 'wrong'))?.status);
      expect(answers).toEqual([401, 401, 401, 401, 429]);
      expect(refusal(() => store.signIn(email, 'roombook'))).toMatchObject({ status: 429, message: 'Too many wrong passwords. Please wait 1 minute and try again' });
    }
    expect(store.outbox.map((mail) => mail.to)).toEqual(['user@roombook.test']);
    later(60_000);
    expect(store.signIn('user@roombook.test', 'roombook').email).toBe('user@roombook.test');
  });

  it('mails at most 3 recovery links an hour to one account', () => {
    const { store, later } = newStore();
    for (let i = 0; i < 5; i += 1) store.startPasswordReset('user@roombook.test');
    expect(store.outbox).toHaveLength(3);
    later(HOUR);
    store.startPasswordReset('user@roombook.test');
    expect(store.outbox).toHaveLength(4);
  });
});
