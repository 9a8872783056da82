import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_LOCATIONS_MAX, DB_INTEGER_MAX, EMAIL_MAX, NAME_MAX } from '@roombook/domain/constants';
import { FORM_MESSAGES } from '@roombook/domain/common/fields';
import { contract, fillPath } from '@roombook/domain/contract/index';
import { VALIDATION } from '@roombook/domain/messages';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { application, call, expectError, login } from './helpers';

/**
 * Generated bad input (outside testers fire it at the API): each answers 400 { message, statusCode } and
 * changes nothing. Before the request limits, these answered 500 (a refinement that threw on a null body,
 * PostgreSQL refusing a NUL with 22021 or more than 65,535 bind parameters) or stored a megabyte of text.
 */
describe.each(availableBackends())('bad input answers 400 and writes nothing on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend });
  });
  afterAll(() => t?.close());

  const countRows = async (table: string): Promise<number> =>
    Number((await t.db.knex(table).count<Array<{ n: number | string }>>({ n: '*' }))[0]?.n);

  /** The rows of the tables a company application writes. */
  const applicationRows = async () => ({
    applications: await countRows('company_applications'),
    locations: await countRows('company_application_locations'),
  });

  const userRow = (id: number) => t.db.knex('users').where({ id }).first();

  describe('PUT /api/user/{id}', () => {
    it('a JSON body of null is a 400, not a 500 from the password check', async () => {
      const session = await login(t.app);
      const before = await userRow(session.user.id);
      // The JSON text `null`, as a generated request sends it (not "no body").
      const res = await t.app.inject({
        method: 'PUT',
        url: fillPath(contract.user.update.path, { id: session.user.id }),
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        payload: 'null',
      });
      expectError(res, 400, 'Invalid input: expected object, received null');
      expect(await userRow(session.user.id)).toEqual(before);
    });

    it('an id of 99999999999 in the path is a 400 and never reaches the database', async () => {
      const session = await login(t.app);
      const before = await userRow(session.user.id);
      const users = await countRows('users');
      const res = await call(t.app, contract.user.update, {
        params: { id: 99_999_999_999 },
        token: session.token,
        body: { firstName: 'Ida' },
      });
      expectError(res, 400, FORM_MESSAGES.tooLarge(DB_INTEGER_MAX));
      expect(res.json()).toMatchObject({ field: 'id' });
      expect(await countRows('users')).toBe(users);
      expect(await userRow(session.user.id)).toEqual(before);
    });

    it('a first name of 1,000,000 characters is a 400 with the length message', async () => {
      const session = await login(t.app);
      const before = await userRow(session.user.id);
      const res = await call(t.app, contract.user.update, {
        params: { id: session.user.id },
        token: session.token,
        body: { firstName: 'a'.repeat(1_000_000) },
      });
      expectError(res, 400, FORM_MESSAGES.tooLong(NAME_MAX));
      expect(res.json()).toMatchObject({ field: 'firstName' });
      expect(await userRow(session.user.id)).toEqual(before);
    });
  });

  describe('POST /api/company-application/ (public)', () => {
    it.each([
      ['name', 'Havblik\u0000 ApS'],
      ['office', 'Room\u0000305'],
      ['firstName', '\u0000Ida'],
      ['lastName', 'Holm\u0000'],
      ['email', 'ida\u0000@havblik.test'],
    ])('a NUL in %s is a 400 with its message, not a 500 from PostgreSQL', async (field, value) => {
      const before = await applicationRows();
      const res = await call(t.app, contract.companyApplication.create, { body: { ...application, [field]: value } });
      expectError(res, 400, VALIDATION.notAllowedCharacters);
      expect(res.json()).toMatchObject({ field });
      expect(await applicationRows()).toEqual(before);
    });

    it('70,000 locations (more than 65,535 bind parameters) are a 400 with the list message', async () => {
      const before = await applicationRows();
      const locations = Array.from({ length: 70_000 }, (_, i) => i + 1);
      const res = await call(t.app, contract.companyApplication.create, { body: { ...application, locations } });
      expectError(res, 400, FORM_MESSAGES.tooMany(COMPANY_LOCATIONS_MAX));
      expect(res.json()).toMatchObject({ field: 'locations' });
      expect(await applicationRows()).toEqual(before);
    });

    it('a name of 1,000,000 characters (inside the 1 MiB body limit) is a 400, not a 413 or a stored megabyte', async () => {
      const before = await applicationRows();
      const res = await call(t.app, contract.companyApplication.create, {
        body: { ...application, name: 'a'.repeat(1_000_000) },
      });
      expectError(res, 400, FORM_MESSAGES.tooLong(NAME_MAX));
      expect(res.json()).toMatchObject({ field: 'name' });
      expect(await applicationRows()).toEqual(before);
    });

    it('still stores an application whose texts are at their limits', async () => {
      const before = await applicationRows();
      const res = await call(t.app, contract.companyApplication.create, {
        body: {
          ...application,
          name: 'n'.repeat(NAME_MAX),
          email: `${'i'.repeat(EMAIL_MAX - '@havblik.test'.length)}@havblik.test`,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect((await applicationRows()).applications).toBe(before.applications + 1);
    });
  });

  it('the OpenAPI document states the limits (what a generated request is built from)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    }>();
    const body = doc.paths['/api/company-application/']?.post?.requestBody?.content['application/json']?.schema;
    expect(body).toMatchObject({
      properties: {
        name: { type: 'string', maxLength: NAME_MAX, pattern: expect.any(String) },
        email: { type: 'string', format: 'email', maxLength: EMAIL_MAX },
        locations: { type: 'array', maxItems: COMPANY_LOCATIONS_MAX },
      },
    });
  });
});
