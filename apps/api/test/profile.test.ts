import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SERVER_MESSAGES, VALIDATION } from '@roombook/domain/messages';
import type { Role } from '@roombook/domain/roles';
import { PIN_COUNT, pinOf } from '@roombook/domain/users/rules/new-pin';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { hashPassword } from '../src/plugins/app/auth/passwords';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, expectError, login } from './helpers';

/**
 * The own profile (`GET /api/user/me`, `PUT /api/user/{id}`, `POST /api/user/reset-pin/{id}`; §2 Profile,
 * §5): every rule with its message, the sessions a new password or e-mail ends, and the PIN that only its
 * owner sees. Each test that changes a user works on users of its own, so the tests do not depend on order.
 */
const PASSWORD = 'profile-secret';

describe.each(availableBackends())('the own profile on %s', (backend) => {
  let t: TestApp;
  let passwordHash = '';
  const ids = { nordlys: 0, havblik: 0, copenhagen: 0, aarhus: 0 };

  beforeAll(async () => {
    t = await createTestApp({ backend });
    passwordHash = await hashPassword(PASSWORD);
    const idOf = async (table: string, name: string) => Number((await t.db.knex(table).where({ name }).first('id')).id);
    ids.nordlys = await idOf('companies', 'Nordlys ApS');
    ids.havblik = await idOf('companies', 'Havblik A/S');
    ids.copenhagen = await idOf('locations', 'Copenhagen Harbour House');
    ids.aarhus = await idOf('locations', 'Aarhus Dokk Offices');
  });
  afterAll(() => t?.close());

  let serial = 0;
  /** A new user of the test's own (password PASSWORD), signed in. */
  const newUser = async (fields: { companyId?: number | null; role?: Role; pin?: string | null; firstLogin?: boolean } = {}) => {
    serial += 1;
    const email = `profile-${serial}-${randomBytes(3).toString('hex')}@roombook.test`;
    await t.db.knex('users').insert({
      role: fields.role ?? 'User',
      company_id: fields.companyId === undefined ? ids.nordlys : fields.companyId,
      first_name: 'Test',
      last_name: `User ${serial}`,
      email,
      mobile: '+4512345678',
      office: 'Room 1',
      pin_code: fields.pin ?? null,
      password_hash: passwordHash,
      first_login: fields.firstLogin ?? false,
    });
    return login(t.app, email, PASSWORD);
  };

  const userRow = (id: number) => t.db.knex('users').where({ id }).first();
  const update = (session: { token: string; user: { id: number } }, body: Record<string, unknown>, id = session.user.id) =>
    call(t.app, contract.user.update, { token: session.token, params: { id }, body });
  const refresh = (refreshToken: string) => call(t.app, contract.auth.refreshToken, { body: { refreshToken } });

  describe('GET /api/user/me and the other answers', () => {
    it('shows the owner their PIN; the login answer and the update answer carry none, nor any password', async () => {
      const session = await newUser({ pin: '1357' });
      expect((await call(t.app, contract.auth.me, { token: session.token })).json()).toMatchObject({ pinCode: '1357' });
      const signIn = await call(t.app, contract.auth.login, { body: { email: session.user.email, password: PASSWORD } });
      const updated = await update(session, { office: 'Room 9' });
      for (const raw of [signIn.json<{ user: object }>().user, updated.json<object>()]) {
        expect(raw).toHaveProperty('firstLogin');
        for (const secret of ['pinCode', 'password', 'passwordHash', 'password_hash']) expect(raw).not.toHaveProperty(secret);
      }
    });
  });

  describe('PUT /api/user/{id} (own profile)', () => {
    it('updates every §5 profile field and answers the profile', async () => {
      const session = await newUser();
      const email = `Renamed-${randomBytes(3).toString('hex')}@RoomBook.test`;
      const body = {
        firstName: '  Mads Peter ',
        lastName: 'Krogh',
        email,
        office: 'Room 7',
        mobile: '+4512345678',
        primaryLocationId: ids.aarhus,
        notificationSettings: { email: false, sms: false },
      };
      const res = await update(session, body);
      expect(res.statusCode, res.body).toBe(200);
      const expected = {
        firstName: 'Mads Peter',
        lastName: 'Krogh',
        email,
        office: 'Room 7',
        mobile: '+4512345678',
        primaryLocationId: ids.aarhus,
        notificationSettings: { email: false, sms: false, push: false },
        role: 'User',
        firstLogin: false,
      };
      expect(contract.user.update.response.parse(res.json())).toMatchObject(expected);
      expect((await call(t.app, contract.auth.me, { token: session.token })).json()).toMatchObject(expected);
      // One flag alone leaves the other as it is.
      expect((await update(session, { notificationSettings: { sms: true } })).json()).toMatchObject({
        notificationSettings: { email: false, sms: true },
      });
    });

    it.each([
      [{ password: 'secret1', confirmPassword: 'secret2' }, VALIDATION.passwordsMustMatch, 'confirmPassword'],
      [{ password: 'secret1' }, VALIDATION.confirmNewPassword, 'confirmPassword'],
      [{ password: 'secret1', confirmPassword: '' }, VALIDATION.confirmNewPassword, 'confirmPassword'],
      [{ password: 'short', confirmPassword: 'short' }, VALIDATION.passwordMin, 'password'],
      [{ firstName: '' }, VALIDATION.required, 'firstName'],
      [{ lastName: '   ' }, VALIDATION.required, 'lastName'],
      [{ office: '' }, VALIDATION.required, 'office'],
      [{ email: '' }, VALIDATION.required, 'email'],
      [{ email: 'nope' }, VALIDATION.mustBeEmail, 'email'],
      [{ mobile: '' }, VALIDATION.required, 'mobile'],
      [{ mobile: '12345' }, VALIDATION.mobileInvalid, 'mobile'],
      [{ mobile: '+0123456' }, VALIDATION.mobileInvalid, 'mobile'],
      [{ mobile: '+4' }, VALIDATION.mobileInvalid, 'mobile'],
      [{ mobile: '+1234567890123456' }, VALIDATION.mobileInvalid, 'mobile'],
      [{ notificationSettings: { email: 'yes' } }, 'Invalid input: expected boolean, received string', 'notificationSettings.email'],
      [{ primaryLocationId: 'Aarhus' }, 'Invalid input: expected number, received NaN', 'primaryLocationId'],
    ])('answers 400 with the message of %j and changes nothing', async (body, message, field) => {
      const session = await newUser();
      const before = await userRow(session.user.id);
      const res = await update(session, body);
      expectError(res, 400, message);
      expect(res.json()).toMatchObject({ field });
      expect(await userRow(session.user.id)).toEqual(before);
    });

    // Office is asked of the users of a company only (docs/decisions/086): the others have none to give.
    it.each(['SuperAdmin', 'Admin', 'CanteenManager'] as const)('lets a %s save the profile with a blank office, stored as none', async (role) => {
      const session = await newUser({ role, companyId: null });
      const res = await update(session, { firstName: 'Office', office: '  ', mobile: '+4512345678' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ firstName: 'Office', office: '' });
      expect(await userRow(session.user.id)).toMatchObject({ first_name: 'Office', office: '' });
      // And they may give one.
      expect((await update(session, { office: 'Room 4' })).json()).toMatchObject({ office: 'Room 4' });
    });

    it.each(['CompanyOwner', 'CompanyManager', 'User'] as const)("refuses a %s a blank office ('This field is required' on office), changing nothing", async (role) => {
      const session = await newUser({ role });
      const before = await userRow(session.user.id);
      const res = await update(session, { firstName: 'Officeless', office: '' });
      expectError(res, 400, VALIDATION.required);
      expect(res.json()).toMatchObject({ field: 'office' });
      expect(await userRow(session.user.id)).toEqual(before);
    });

    it('refuses an e-mail another user has, whatever its case (409), and keeps the own one in another case', async () => {
      const session = await newUser();
      const before = await userRow(session.user.id);
      expectError(await update(session, { email: 'ADMIN@roombook.test' }), 409, USER_MESSAGES.emailTaken);
      expect(await userRow(session.user.id)).toEqual(before);
      const res = await update(session, { email: session.user.email.toUpperCase() });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('takes as primary location only one the user books in', async () => {
      const [inactive] = await t.db
        .knex('locations')
        .insert({ name: `Closed ${randomBytes(3).toString('hex')}`, is_active: false })
        .returning<Array<{ id: number }>>('id');
      await t.db.knex('company_locations').insert({ company_id: ids.havblik, location_id: inactive!.id });
      // Havblik books in Copenhagen only.
      const session = await newUser({ companyId: ids.havblik });
      const before = await userRow(session.user.id);
      expectError(await update(session, { primaryLocationId: ids.aarhus }), 400, USER_MESSAGES.primaryLocationNotBookable);
      expectError(await update(session, { primaryLocationId: inactive!.id }), 400, USER_MESSAGES.primaryLocationNotBookable);
      expectError(await update(session, { primaryLocationId: 999_999 }), 400, SERVER_MESSAGES.unknownLocation);
      expect(await userRow(session.user.id)).toEqual(before);

      expect((await update(session, { primaryLocationId: ids.copenhagen })).json()).toMatchObject({ primaryLocationId: ids.copenhagen });
      expect((await update(session, { primaryLocationId: null })).json()).toMatchObject({ primaryLocationId: null });
      // An Admin books in every active location; a CanteenManager in none.
      const admin = await newUser({ role: 'Admin', companyId: null });
      expect((await update(admin, { primaryLocationId: ids.aarhus })).statusCode).toBe(200);
      const canteen = await newUser({ role: 'CanteenManager', companyId: null });
      expectError(await update(canteen, { primaryLocationId: ids.aarhus }), 400, USER_MESSAGES.primaryLocationNotBookable);
    });

    it("refuses another user's record (403) and a change of the own role or company (403), changing nothing", async () => {
      const session = await newUser();
      const other = await newUser();
      const admin = await login(t.app, 'admin@roombook.test');
      const before = { mine: await userRow(session.user.id), theirs: await userRow(other.user.id) };
      expectError(await update(session, { firstName: 'Mallory' }, other.user.id), 403, ERRORS.forbidden);
      // An administrator edits the users they manage (the Users screen, users.test.ts), but never their password.
      expectError(await update(admin, { password: 'mallory1', confirmPassword: 'mallory1' }, other.user.id), 403, ERRORS.forbidden);
      expectError(await update(session, { role: 'SuperAdmin' }), 403, USER_MESSAGES.ownRoleOrCompany);
      expectError(await update(session, { companyId: ids.havblik }), 403, USER_MESSAGES.ownRoleOrCompany);
      expect({ mine: await userRow(session.user.id), theirs: await userRow(other.user.id) }).toEqual(before);
    });

    it('reads a multipart body: fields as text, the flags as JSON text, no primary location as null', async () => {
      const session = await newUser();
      const form = new FormData();
      form.append('firstName', 'Multi');
      form.append('mobile', '+4587654321');
      form.append('primaryLocationId', 'null');
      form.append('notificationSettings', JSON.stringify({ email: false, sms: true }));
      const encoded = new Request('http://api.test/', { method: 'PUT', body: form });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${session.user.id}`,
        headers: { authorization: `Bearer ${session.token}`, 'content-type': encoded.headers.get('content-type') ?? '' },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        firstName: 'Multi',
        mobile: '+4587654321',
        primaryLocationId: null,
        notificationSettings: { email: false, sms: true },
      });
    });

    it('sets the own password, clears the first-login flag, and the new password signs in', async () => {
      const session = await newUser({ firstLogin: true });
      expect(session.user.firstLogin).toBe(true);
      const res = await update(session, { password: 'new-secret', confirmPassword: 'new-secret' });
      expect(res.statusCode, res.body).toBe(200);
      expect(contract.user.update.response.parse(res.json()).firstLogin).toBe(false);
      expect((await call(t.app, contract.auth.me, { token: session.token })).json()).toMatchObject({ firstLogin: false });
      expectError(
        await call(t.app, contract.auth.login, { body: { email: session.user.email, password: PASSWORD } }),
        401,
        ERRORS.invalidCredentials
      );
      expect((await login(t.app, session.user.email, 'new-secret')).user.firstLogin).toBe(false);
    });

    it('a new password keeps this session signed in and ends every other session of the user', async () => {
      const here = await newUser();
      const elsewhere = await login(t.app, here.user.email, PASSWORD);
      const rotatedElsewhere = (await refresh(elsewhere.refreshToken)).json<{ refreshToken: string }>().refreshToken;
      const someoneElse = await newUser();
      expect((await update(here, { password: 'changed-1', confirmPassword: 'changed-1' })).statusCode).toBe(200);

      // This device: the access token still works and the refresh token still refreshes.
      expect((await call(t.app, contract.auth.me, { token: here.token })).statusCode).toBe(200);
      const next = await refresh(here.refreshToken);
      expect(next.statusCode, next.body).toBe(200);
      expect((await refresh(next.json<{ refreshToken: string }>().refreshToken)).statusCode).toBe(200);
      // The other session of the same user is over, also its rotated token; other users are untouched.
      expectError(await refresh(rotatedElsewhere), 401, ERRORS.unauthorized);
      expect((await refresh(someoneElse.refreshToken)).statusCode).toBe(200);
    });

    it('a new e-mail ends the other sessions too; other changes keep them', async () => {
      const here = await newUser();
      const elsewhere = await login(t.app, here.user.email, PASSWORD);
      expect((await update(here, { office: 'Room 3', mobile: '+4511112222' })).statusCode).toBe(200);
      const stillThere = await refresh(elsewhere.refreshToken);
      expect(stillThere.statusCode).toBe(200);

      const email = `moved-${randomBytes(3).toString('hex')}@roombook.test`;
      expect((await update(here, { email })).statusCode).toBe(200);
      expectError(await refresh(stillThere.json<{ refreshToken: string }>().refreshToken), 401, ERRORS.unauthorized);
      expect((await refresh(here.refreshToken)).statusCode).toBe(200);
      expect((await login(t.app, email, PASSWORD)).user.id).toBe(here.user.id);
    });

    it('is 401 without a token', async () => {
      expectError(await call(t.app, contract.user.update, { params: { id: 1 }, body: { firstName: 'x' } }), 401, ERRORS.unauthorized);
    });
  });

  describe('POST /api/user/reset-pin/{id}', () => {
    const resetPin = (session: { token: string; user: { id: number } }, id = session.user.id) =>
      call(t.app, contract.user.resetPin, { token: session.token, params: { id } });

    /** A company of its own whose other users hold every PIN but `free` (and the resetter's own PIN). */
    const crowdedCompany = async (free: readonly string[]) => {
      const [company] = await t.db
        .knex('companies')
        .insert({ name: `Crowded ${randomBytes(3).toString('hex')}` })
        .returning<Array<{ id: number }>>('id');
      const companyId = company!.id;
      const held = Array.from({ length: PIN_COUNT }, (_, n) => pinOf(n)).filter((pin) => !free.includes(pin));
      const rows = held.map((pin) => ({
        role: 'User',
        company_id: companyId,
        first_name: 'Pin',
        last_name: pin,
        email: `pin-${companyId}-${pin}@crowded.test`,
        pin_code: pin,
        first_login: false,
      }));
      for (let i = 0; i < rows.length; i += 1000) await t.db.knex('users').insert(rows.slice(i, i + 1000));
      return companyId;
    };

    it('gives the owner a new random 4-digit PIN, differing from the old one, and only the owner sees it', async () => {
      const session = await newUser({ pin: '2468' });
      const res = await resetPin(session);
      expect(res.statusCode, res.body).toBe(200);
      const { pinCode } = contract.user.resetPin.response.parse(res.json());
      expect(res.json()).toEqual({ pinCode: expect.stringMatching(/^\d{4}$/) });
      expect(pinCode).not.toBe('2468');
      expect((await call(t.app, contract.auth.me, { token: session.token })).json()).toMatchObject({ pinCode });
      expect((await userRow(session.user.id)).pin_code).toBe(pinCode);
    });

    it('draws the one PIN no one else in the company has, and answers 409 when all 10,000 are taken', async () => {
      const companyId = await crowdedCompany(['0000', '4711']);
      const session = await newUser({ companyId, pin: '0000' });
      expect((await resetPin(session)).json()).toEqual({ pinCode: '4711' });
      // Its own old PIN is free again, and it is the only one.
      expect((await resetPin(session)).json()).toEqual({ pinCode: '0000' });

      // PINs of other companies do not count…
      const neighbour = await newUser({ pin: '4711' });
      expect(neighbour.user.company?.id).not.toBe(companyId);
      // …but a colleague holding the last one leaves none.
      await t.db.knex('users').insert({ role: 'User', company_id: companyId, first_name: 'Last', last_name: 'One', email: `last-${companyId}@crowded.test`, pin_code: '4711', first_login: false });
      expectError(await resetPin(session), 409, USER_MESSAGES.allPinsTaken);
      expect((await userRow(session.user.id)).pin_code).toBe('0000');
    });

    it('gives parallel resets in one company different PINs', async () => {
      // Few free PINs for many resetters: two of them draw the same one now and then, and the later draws again.
      const resetters = Array.from({ length: 10 }, (_, i) => pinOf(9000 + i));
      const free = [...resetters, ...Array.from({ length: 10 }, (_, i) => pinOf(9100 + i))];
      const companyId = await crowdedCompany(free);
      const sessions = [];
      for (const pin of resetters) sessions.push(await newUser({ companyId, pin }));
      const answers = await Promise.all(sessions.map((session) => resetPin(session)));
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const pins = answers.map((res) => res.json<{ pinCode: string }>().pinCode);
      expect(new Set(pins).size).toBe(pins.length);
      for (const pin of pins) expect(free).toContain(pin);
    });

    it('keeps users without a company apart from each other too', async () => {
      const session = await newUser({ role: 'CanteenManager', companyId: null, pin: '8642' });
      const pinCode = (await resetPin(session)).json<{ pinCode: string }>().pinCode;
      const others = await t.db.knex('users').whereNull('company_id').whereNot({ id: session.user.id }).pluck('pin_code');
      expect(others).not.toContain(pinCode);
    });

    it("refuses another user's PIN (403) and changes nothing", async () => {
      const session = await newUser({ pin: '1212' });
      const other = await newUser({ pin: '3434' });
      const admin = await login(t.app, 'superadmin@roombook.test');
      expectError(await resetPin(session, other.user.id), 403, ERRORS.forbidden);
      expectError(await resetPin(admin, other.user.id), 403, ERRORS.forbidden);
      expect((await userRow(other.user.id)).pin_code).toBe('3434');
      expectError(await call(t.app, contract.user.resetPin, { params: { id: other.user.id } }), 401, ERRORS.unauthorized);
    });
  });
});
