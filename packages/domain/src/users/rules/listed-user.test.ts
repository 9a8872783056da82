import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../schemas';
import { toListedUser } from './listed-user';

const SESSION_USER: SessionUser = {
  id: 6,
  firstName: 'Ulla',
  lastName: 'User',
  email: 'user@roombook.test',
  mobile: '+4512345678',
  office: 'Room 201',
  role: 'User',
  image: null,
  company: { id: 1, name: 'Nordlys ApS', office: 'Room 201', image: null, OwnerId: 3, locations: [{ id: 1, name: 'Copenhagen Harbour' }] },
  primaryLocationId: 1,
  notificationSettings: { email: true, sms: false, push: false },
  pinCode: '1234',
  firstLogin: true,
};

describe('toListedUser: what a list shows of a user', () => {
  it.each([
    { name: 'a session user: no PIN, no first-login flag', user: SESSION_USER },
    { name: 'a stored record: no password either', user: { ...SESSION_USER, password: 'roombook' } },
  ])('$name', ({ user }) => {
    const { pinCode: _pin, firstLogin: _first, ...profile } = SESSION_USER;
    expect(toListedUser(user)).toStrictEqual(profile);
  });
});
