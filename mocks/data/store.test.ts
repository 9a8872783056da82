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
