import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import type { UserCreateBody } from '@roombook/domain/users/schemas';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, expectError, login, raceBookings, sendAfter, raceRoom, signInAs, unfinishedOrphans } from './helpers';

/**
 * Manage users on the API, where the contract cases cannot look: the invitation queued in the create's
 * transaction, the sessions a new e-mail or role ends, what a delete keeps (docs/decisions/027), bulk deletes
 * racing on PostgreSQL, and bad input.
 */

const insertId = async (knex: Knex, table: string, row: Record<string, unknown>): Promise<number> =>
  ((await knex(table).insert(row).returning('id')) as Array<{ id: number }>)[0]!.id;

let counter = 0;
const uniqueEmail = (what = 'ida') => `${what}.${process.pid}.${(counter += 1)}@users-test.dk`;

const count = async (knex: Knex, table: string): Promise<number> => Number((await knex(table).count<Array<{ n: number | string }>>({ n: '*' }))[0]?.n);

/** The id of the demo company 'Nordlys ApS' (the owner's). */
const nordlysId = async (knex: Knex): Promise<number> => (await knex('users').where({ email: 'owner@roombook.test' }).first<{ company_id: number }>('company_id')).company_id;

describe.each(availableBackends())('users on %s', (backend) => {
  /** The injected clock: far from the real one, so that only it can tell which bookings have ended. */
  const NOW = new Date('2031-06-11T12:00:00Z');
  let t: TestApp;
  let token = '';
  let companyId = 0;
  beforeAll(async () => {
    t = await createTestApp({ backend, config: { now: () => NOW } });
    token = (await login(t.app, 'admin@roombook.test')).token;
    companyId = await nordlysId(t.db.knex);
  });
  afterAll(() => t?.close());

  const body = (fields: Partial<UserCreateBody> = {}): UserCreateBody => ({
    firstName: 'Ida',
    lastName: 'Holm',
    email: uniqueEmail(),
    office: 'Room 4',
    mobile: '+4520304050',
    role: 'User',
    companyId,
    ...fields,
  });
  const create = async (fields: Partial<UserCreateBody> = {}) => {
    const res = await call(t.app, contract.user.create, { token, body: body(fields) });
    expect(res.statusCode, res.body).toBe(201);
    return contract.user.create.response.parse(res.json());
  };
  /** A user with a password, signed in: created, then the invitation link used. */
  const signedInUser = async (fields: Partial<UserCreateBody> = {}) => {
    const user = await create(fields);
    const invitation = await invitationOf(user.email);
    expect((await call(t.app, contract.auth.resetPassword, { body: { token: invitation, password: 'first-one', confirmPassword: 'first-one' } })).statusCode).toBe(200);
    return { user, session: await login(t.app, user.email, 'first-one') };
  };
  const mailsTo = async (to: string) => (await t.app.outbox.pending()).map((row) => t.app.outbox.render(row)).filter((mail) => mail.to === to);
  const invitationOf = async (email: string) => {
    const [mail] = await mailsTo(email);
    const link = /reset-password\?token=([\w%-]+)/.exec(mail?.text ?? '');
    expect(link, mail?.text).not.toBeNull();
    return decodeURIComponent(link![1]!);
  };
  const snapshot = async () => ({
    users: await count(t.db.knex, 'users'),
    mails: await count(t.db.knex, 'outgoing_emails'),
    links: await count(t.db.knex, 'password_reset_tokens'),
  });
  const refresh = (refreshToken: string) => call(t.app, contract.auth.refreshToken, { body: { refreshToken } });

  it('a create writes the user without a password and queues the invitation; its link sets a password once', async () => {
    const fields = body();
    const res = await call(t.app, contract.user.create, { token, body: fields });
    expect(res.statusCode, res.body).toBe(201);
    for (const secret of ['pinCode', 'password', 'passwordHash', 'firstLogin']) expect(res.json()).not.toHaveProperty(secret);
    const row = await t.db.knex('users').whereRaw('lower(email) = lower(?)', [fields.email]).first();
    expect(row).toMatchObject({ role: 'User', company_id: companyId, password_hash: null, first_login: true });
    const invitation = await invitationOf(fields.email);
    expectError(await call(t.app, contract.auth.login, { body: { email: fields.email, password: 'roombook' } }), 401, ERRORS.invalidCredentials);
    expect((await call(t.app, contract.auth.resetPassword, { body: { token: invitation, password: 'first-one', confirmPassword: 'first-one' } })).statusCode).toBe(200);
    expect((await call(t.app, contract.auth.resetPassword, { body: { token: invitation, password: 'second-one', confirmPassword: 'second-one' } })).statusCode).toBe(400);
    await login(t.app, fields.email, 'first-one');
  });

  it('the invitation is queued in the create’s transaction: when the mail cannot be queued, no user or link is left', async () => {
    const email = uniqueEmail('unmailable');
    await t.db.knex.raw(`create function refuse_user_mail() returns trigger language plpgsql as $$
      begin if new."to" = '${email}' then raise exception 'outbox refused'; end if; return new; end $$`);
    await t.db.knex.raw('create trigger refuse_user_mail before insert on outgoing_emails for each row execute function refuse_user_mail()');
    try {
      const before = await snapshot();
      expect((await call(t.app, contract.user.create, { token, body: body({ email }) })).statusCode).toBe(500);
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.db.knex.raw('drop trigger refuse_user_mail on outgoing_emails');
      await t.db.knex.raw('drop function refuse_user_mail()');
    }
  });

  it("an administrator's edit gives a user without a company a blank office, never a company's user (docs/decisions/086)", async () => {
    const superAdmin = (await login(t.app, 'superadmin@roombook.test')).token;
    const admin = await create({ role: 'Admin', companyId: undefined });
    const cleared = await call(t.app, contract.user.update, { token: superAdmin, params: { id: admin.id }, body: { office: ' ' } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ office: '' });

    const user = await create();
    const refused = await call(t.app, contract.user.update, { token, params: { id: user.id }, body: { office: '' } });
    expectError(refused, 400, VALIDATION.required);
    expect(refused.json()).toMatchObject({ field: 'office' });
    // Made an Admin in the same edit, the user needs no office.
    expect((await call(t.app, contract.user.update, { token: superAdmin, params: { id: user.id }, body: { office: '', role: 'Admin' } })).json()).toMatchObject({ office: '', role: 'Admin' });
  });

  it("an administrator's new e-mail or role for a user ends that user's sessions; other changes keep them", async () => {
    const { user, session } = await signedInUser();
    const kept = await call(t.app, contract.user.update, { token, params: { id: user.id }, body: { office: 'Room 5' } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).not.toHaveProperty('pinCode');
    const pair = await refresh(session.refreshToken);
    expect(pair.statusCode).toBe(200);

    expect((await call(t.app, contract.user.update, { token, params: { id: user.id }, body: { role: 'CompanyManager' } })).statusCode).toBe(200);
    expectError(await refresh(pair.json<{ refreshToken: string }>().refreshToken), 401, ERRORS.unauthorized);

    const again = await login(t.app, user.email, 'first-one');
    const email = uniqueEmail('renamed');
    expect((await call(t.app, contract.user.update, { token, params: { id: user.id }, body: { email } })).statusCode).toBe(200);
    expectError(await refresh(again.refreshToken), 401, ERRORS.unauthorized);
    await login(t.app, email, 'first-one');
  });

  it('a delete keeps history: ended bookings keep the name, unfinished ones are cancelled, the user is gone', async () => {
    const user = await create({ firstName: 'Gone', lastName: 'Person' });
    // A room of its own: the demo data's bookings fill the month of NOW.
    const locationId = (await t.db.knex('locations').first<{ id: number }>('id')).id;
    const roomId = await insertId(t.db.knex, 'rooms', { name: 'History room', location_id: locationId, code: `history-${Math.random()}` });
    const book = (start: string, end: string) =>
      insertId(t.db.knex, 'bookings', { name: 'Review', room_id: roomId, user_id: user.id, company_id: companyId, booking_start: new Date(start), booking_end: new Date(end) });
    const ended = await book('2031-06-10T08:00:00Z', '2031-06-10T09:00:00Z');
    const running = await book('2031-06-11T11:45:00Z', '2031-06-11T12:15:00Z');
    const coming = await book('2031-06-12T08:00:00Z', '2031-06-12T09:00:00Z');

    const res = await call(t.app, contract.user.delete, { token, params: { id: user.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: USER_MESSAGES.deleted });
    expect(await t.db.knex('users').where({ id: user.id })).toEqual([]);
    expect(await t.db.knex('bookings').whereIn('id', [running, coming])).toEqual([]);
    expect(await t.db.knex('bookings').where({ id: ended }).first()).toMatchObject({ user_id: null, user_first_name: 'Gone', user_last_name: 'Person', room_id: roomId });
  });

  it('a refused bulk delete (one user the actor may not delete) cancels no booking and deletes nobody', async () => {
    const user = await create();
    const coming = await insertId(t.db.knex, 'bookings', {
      name: 'Kept',
      room_id: (await t.db.knex('rooms').first<{ id: number }>('id')).id,
      user_id: user.id,
      company_id: companyId,
      booking_start: new Date('2031-06-20T08:00:00Z'),
      booking_end: new Date('2031-06-20T09:00:00Z'),
    });
    const superAdmin = (await t.db.knex('users').where({ role: 'SuperAdmin' }).first<{ id: number }>('id')).id;
    expectError(await call(t.app, contract.user.deleteMany, { token, body: { items: [user.id, superAdmin] } }), 403, ERRORS.forbidden);
    expect(await t.db.knex('bookings').where({ id: coming }).first()).toMatchObject({ user_id: user.id });
    expect(await t.db.knex('users').where({ id: user.id }).first()).toBeDefined();
  });

  describe('bad input is a 4xx, never a 500, and writes nothing', () => {
    it.each([
      ['a JSON null body', null],
      ['a list body', [1, 2]],
      ['a NUL in the first name', { firstName: 'I\u0000da' }],
      ['a NUL in the e-mail', { email: 'ida@nord\u0000lys.dk' }],
      ['a huge first name', { firstName: 'x'.repeat(1_000_001) }],
      ['an unknown role', { role: 'Emperor' }],
      ['a company id over the integer range', { companyId: 99_999_999_999 }],
    ])('POST /api/user/ with %s', async (_, change) => {
      const before = await snapshot();
      const sent = change === null || Array.isArray(change) ? change : body(change as Partial<UserCreateBody>);
      const res = await call(t.app, contract.user.create, { token, body: sent });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['a JSON null body', null],
      ['a NUL in the last name', { lastName: 'Ho\u0000lm' }],
      ['a role list', { role: ['Admin'] }],
    ])('PUT /api/user/{id} of another user with %s', async (_, sent) => {
      const user = await create();
      const res = await call(t.app, contract.user.update, { token, params: { id: user.id }, body: sent });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(await t.db.knex('users').where({ id: user.id }).first()).toMatchObject({ first_name: user.firstName, last_name: user.lastName, role: user.role });
    });

    it.each([
      ['a JSON null body', null],
      ['no items', { items: [] }],
      ['70,000 ids', { items: Array.from({ length: 70_000 }, (_, i) => i + 1) }],
      ['an id over the integer range', { items: [99_999_999_999] }],
    ])('POST /api/user/delete with %s', async (_, sent) => {
      const before = await snapshot();
      const res = await call(t.app, contract.user.deleteMany, { token, body: sent });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(await snapshot()).toEqual(before);
    });
  });
});

describe.runIf(availableBackends().includes('pg'))('users under parallel requests on PostgreSQL', () => {
  let t: TestApp;
  let token = '';
  let companyId = 0;
  beforeAll(async () => {
    t = await createTestApp({ backend: 'pg' });
    token = (await login(t.app, 'admin@roombook.test')).token;
    companyId = await nordlysId(t.db.knex);
  });
  afterAll(() => t?.close());

  const newUser = async () => {
    const res = await call(t.app, contract.user.create, {
      token,
      body: { firstName: 'Bo', lastName: 'Race', email: uniqueEmail('race'), office: 'Room 1', mobile: '+4520304050', role: 'User', companyId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>();
  };

  it('two bulk deletes that share a user: one deletes all of its list, the other nothing (404), never a part', async () => {
    for (let round = 0; round < 10; round++) {
      const [x, y, z] = [await newUser(), await newUser(), await newUser()];
      const [first, second] = await Promise.all([
        call(t.app, contract.user.deleteMany, { token, body: { items: [x.id, y.id] } }),
        call(t.app, contract.user.deleteMany, { token, body: { items: [y.id, z.id] } }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
      const kept = first.statusCode === 404 ? x : z;
      const left = (await t.db.knex('users').whereIn('id', [x.id, y.id, z.id]).select<Array<{ id: number }>>('id')).map((row) => row.id);
      expect(left).toEqual([kept.id]);
    }
  });

  it('bookings racing the delete of their user: none that has not ended is left behind without its user', async () => {
    const roomId = await raceRoom(t.db.knex, companyId, 'Race room');
    for (let round = 0; round < 5; round++) {
      const email = uniqueEmail('booker');
      const created = await call(t.app, contract.user.create, {
        token,
        body: { firstName: 'Bo', lastName: 'Race', email, office: 'Room 1', mobile: '+4520304050', role: 'User', companyId },
      });
      expect(created.statusCode, created.body).toBe(201);
      const booker = await signInAs(t.app, t.db.knex, email);
      const [deleted, ...answers] = await Promise.all([
        sendAfter(20, () => call(t.app, contract.user.delete, { token, params: { id: created.json<{ id: number }>().id } })),
        ...raceBookings(t.app, booker.token, roomId, { now: t.now(), daysAhead: 60 + round, spreadMs: 5 }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      // A booking is made, or refused because its user is gone: 401 before the session is read, 400 at the write.
      for (const answer of answers) expect([201, 400, 401], answer.body).toContain(answer.statusCode);
      expect(await unfinishedOrphans(t.db.knex, t.now())).toEqual([]);
    }
  });
});
