import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, listCalls, operationIdOf, toRoutePattern } from '@roombook/domain/contract/index';
import { COMPANY_MESSAGES } from '@roombook/domain/companies/page';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { buildOpenApiDocument } from '../src/openapi-document';
import { hashPassword } from '../src/plugins/app/auth/passwords';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { application, call, captureLog, expectError, login } from './helpers';

describe.each(availableBackends())('public calls, system calls and errors on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend });
  });
  afterAll(() => t?.close());

  describe('POST /api/company-application/', () => {
    it('stores a pending application without a token and answers 201', async () => {
      const locations = await t.db.knex('locations').select('id', 'name').orderBy('name');
      const res = await call(t.app, contract.companyApplication.create, {
        body: { ...application, email: '  ida@havblik.test ', locations: locations.map((l: { id: number }) => l.id) },
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = contract.companyApplication.create.response.parse(res.json());
      expect(created).toMatchObject({ ...application, status: 'pending', locations });
      expect(Math.abs(Date.parse(created.createdAt) - t.now().getTime())).toBeLessThan(60_000);
      const stored = await t.db.knex('company_applications').where({ id: created.id }).first();
      expect(stored).toMatchObject({ name: application.name, email: application.email, status: 'pending' });
      const links = await t.db.knex('company_application_locations').where({ application_id: created.id });
      expect(links).toHaveLength(locations.length);
    });

    it('refuses an application without locations with the Add Company message, and stores nothing', async () => {
      const { locations: _locations, ...withoutLocations } = application;
      for (const body of [withoutLocations, { ...application, locations: [] }]) {
        const res = await call(t.app, contract.companyApplication.create, { body });
        expect(res.json()).toEqual({ message: VALIDATION.selectLocations, statusCode: 400, field: 'locations' });
      }
    });

    it('refuses an inactive location, which the public list does not offer', async () => {
      await t.db.knex('locations').where({ id: 1 }).update({ is_active: false });
      try {
        const offered = await call(t.app, contract.location.public);
        expect(offered.statusCode).toBe(200);
        expect(offered.json()).toEqual([{ id: 2, name: 'Aarhus Dokk Offices' }]);
        expectError(await call(t.app, contract.companyApplication.create, { body: application }), 400, COMPANY_MESSAGES.unknownLocation);
      } finally {
        await t.db.knex('locations').where({ id: 1 }).update({ is_active: true });
      }
      const offered = await call(t.app, contract.location.public);
      expect(offered.json()).toEqual([
        { id: 2, name: 'Aarhus Dokk Offices' },
        { id: 1, name: 'Copenhagen Harbour House' },
      ]);
    });

    it.each([
      [{ ...application, email: 'nope' }, VALIDATION.provideValidEmail, 'email'],
      [{ ...application, email: '' }, VALIDATION.required, 'email'],
      [{ ...application, name: '' }, VALIDATION.required, 'name'],
      [{ ...application, office: '   ' }, VALIDATION.required, 'office'],
      [{ ...application, firstName: undefined }, VALIDATION.required, 'firstName'],
      [{ ...application, lastName: '' }, VALIDATION.required, 'lastName'],
    ])('answers 400 with the §5 message (%#)', async (body, message, field) => {
      const res = await call(t.app, contract.companyApplication.create, { body });
      expect(res.json()).toEqual({ message, statusCode: 400, field });
    });

    it('refuses unknown locations and stores nothing', async () => {
      const before = await t.db.knex('company_applications').count<Array<{ n: number }>>({ n: '*' });
      const res = await call(t.app, contract.companyApplication.create, {
        body: { ...application, locations: [999_999] },
      });
      expectError(res, 400, COMPANY_MESSAGES.unknownLocation);
      const after = await t.db.knex('company_applications').count<Array<{ n: number }>>({ n: '*' });
      expect(after[0]?.n).toBe(before[0]?.n);
    });
  });

  describe('GET /api/health', () => {
    it('answers ok and which database it checked', async () => {
      const res = await call(t.app, contract.system.health);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: backend });
    });
  });

  describe('POST /api/page-view', () => {
    it('records the signed-in user and the path, answering 204', async () => {
      const session = await login(t.app);
      const res = await call(t.app, contract.system.pageView, {
        token: session.token,
        body: { path: '/meeting-rooms' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      const views = await t.db.knex('page_views').where({ user_id: session.user.id }).select('path');
      expect(views).toEqual([{ path: '/meeting-rooms' }]);
    });

    it('needs a token and a path', async () => {
      expectError(await call(t.app, contract.system.pageView, { body: { path: '/' } }), 401, ERRORS.unauthorized);
      const session = await login(t.app);
      const res = await call(t.app, contract.system.pageView, { token: session.token, body: { path: 'no-slash' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field: 'path' });
    });
  });

  describe('OpenAPI', () => {
    it('serves the document at /api/docs/json with exactly the registered contract calls', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json<{
        openapi: string;
        paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown }>>;
      }>();
      expect(doc.openapi).toMatch(/^3\./);
      const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)
      );
      const expected = [
        ...t.app.contractCalls.map(({ call: c }) => `${c.method} ${toRoutePattern(c.path).replace(/:(\w+)/g, '{$1}')}`),
        // The one route beside the contract: stored images' bytes (ADR 019).
        'GET /api/image/{file}',
      ];
      expect(documented.sort()).toEqual(expected.sort());
      expect(doc.paths['/api/user/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
      // The kiosk's calls take the device token, a scheme of their own (docs/decisions/038).
      expect(doc.paths['/api/kiosk/menu']?.get?.security).toEqual([{ deviceAuth: [] }]);
      expect(doc.paths['/api/user/login']?.post?.requestBody).toBeDefined();
    });

    it('names every operation, and says which take no credential, where the API is, and the answers without content', async () => {
      type Operation = { operationId?: string; security?: unknown; responses: Record<string, { content?: Record<string, unknown> }> };
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        servers?: unknown;
        security?: unknown;
        paths: Record<string, Record<string, Operation>>;
      }>();
      const operation = (method: string, path: string): Operation | undefined => doc.paths[path]?.[method];
      const pathOf = (c: { path: string }) => toRoutePattern(c.path).replace(/:(\w+)/g, '{$1}');
      // Every call needs a signed-in user's token unless it says otherwise (docs/decisions/077).
      expect(doc.security).toEqual([{ bearerAuth: [] }]);
      expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
      for (const { call: c } of listCalls()) {
        const documented = operation(c.method.toLowerCase(), pathOf(c));
        expect(documented?.operationId, `${c.method} ${c.path}`).toBe(operationIdOf(c));
        expect(documented?.security, `${c.method} ${c.path}`).toEqual(
          { public: [], bearer: [{ bearerAuth: [] }], device: [{ deviceAuth: [] }], tablet: [{ tabletAuth: [] }], reception: [{ receptionAuth: [] }] }[c.auth],
        );
      }
      expect(operation('post', '/api/booking/getAvailableRooms/')?.operationId).toBe('getAvailableRooms');
      expect(operation('post', '/api/kiosk/sign-in')?.security).toEqual([]);
      expect(operation('get', '/api/tablet/state')?.security).toEqual([{ tabletAuth: [] }]);
      // The page view answers 204 without a body, and the document says so.
      expect(operation('post', '/api/page-view')?.responses['204']).toEqual({ description: 'No content' });
      const image = operation('get', '/api/image/{file}');
      expect(image).toMatchObject({ operationId: 'getImage', security: [] });
      expect(Object.keys(image?.responses['200']?.content ?? {})).toEqual(['image/jpeg', 'image/png']);
      expect(image?.responses['304']).toEqual({ description: 'No content' });
      expect(Object.keys(image?.responses['404']?.content ?? {})).toEqual(['application/json']);
    });

    it('makes the same document without a database (what npm run lint checks)', async () => {
      const served = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<unknown>();
      expect(await buildOpenApiDocument()).toEqual(served);
    });

    it('serves the UI at /api/docs', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect([200, 302]).toContain(res.statusCode);
      const page =
        res.statusCode === 302 ? await t.app.inject({ method: 'GET', url: res.headers.location as string }) : res;
      expect(page.body).toContain('swagger');
    });
  });

  describe('errors', () => {
    it('answers unknown routes with 404 { message, statusCode }, and every call of the contract with its handler', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/api/nothing-here' }), 404, ERRORS.notFound);
      // Each area's handlers module answers all of its calls, or the API does not start (src/areas.ts).
      expect(t.app.contractCalls.map(({ key }) => key)).toEqual(listCalls().map(({ key }) => key));
    });

    it('answers malformed JSON with 400 and an oversized body with 413', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
      const big = await t.app.inject({
        method: 'POST',
        url: '/api/company-application/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...application, name: 'x'.repeat(2_000_000) }),
      });
      expectError(big, 413, 'The request is too large');
    });

    it('answers a path with or without its trailing slash', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/company-application', payload: application });
      expect(res.statusCode).toBe(201);
    });

    it('answers a body type it does not read with 415 { message, statusCode }: XML, and multipart on a call that takes JSON only (§7 names the multipart calls)', async () => {
      const session = await login(t.app);
      const xml = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${session.user.id}`,
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/xml' },
        payload: '<user><firstName>Ida</firstName></user>',
      });
      const multipart = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload: '--b\r\ncontent-disposition: form-data; name="email"\r\n\r\nuser@roombook.test\r\n--b--\r\n',
      });
      for (const res of [xml, multipart]) {
        expect(res.statusCode).toBe(415);
        expect(res.json()).toMatchObject({ statusCode: 415, message: expect.any(String) });
      }
    });

    it('answers a path parameter that is not an id with 400', async () => {
      const session = await login(t.app);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/abc',
        headers: { authorization: `Bearer ${session.token}` },
        payload: { firstName: 'x' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field: 'id' });
    });
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: 'pglite', config: { loginRateLimitMax: 3 } });
  });
  afterAll(() => t?.close());

  it('answers 429 { message, statusCode } after LOGIN_RATE_LIMIT_MAX sign-ins a minute from one client', async () => {
    const attempt = (ip: string) =>
      call(t.app, contract.auth.login, {
        body: { email: 'user@roombook.test', password: 'wrong' },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
    const limited = await attempt('203.0.113.7');
    expectError(limited, 429, ERRORS.tooManyRequests);
    expect(limited.json()).toEqual({ message: ERRORS.tooManyRequests, statusCode: 429 });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not affected, and other calls are not limited.
    expect((await attempt('203.0.113.8')).statusCode).toBe(401);
    expect((await call(t.app, contract.system.health)).statusCode).toBe(200);
  });
});

describe('logging', () => {
  let t: TestApp;
  const captured = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ backend: 'pglite', config: { logLevel: 'info' }, logStream: captured.stream });
  });
  afterAll(() => t?.close());

  it('answers an unexpected failure with a generic 500, logs it, and never logs credentials or tokens', async () => {
    // Passwords that no file-system path contains: a stack trace in the log holds the checkout's path,
    // which is often a folder named after the product (so never look for the demo password 'roombook').
    const password = 'Kq8-zebra-lantern';
    await t.db.knex('users').where({ email: 'user@roombook.test' }).update({ password_hash: await hashPassword(password) });
    const session = await login(t.app, 'user@roombook.test', password);
    await call(t.app, contract.auth.refreshToken, { body: { refreshToken: session.refreshToken } });
    await call(t.app, contract.auth.login, { body: { email: 'user@roombook.test', password: 'hunter2-secret' } });
    await t.db.knex.raw('drop table page_views');
    const failed = await call(t.app, contract.system.pageView, { token: session.token, body: { path: '/x' } });
    expect(failed.json()).toEqual({ message: ERRORS.internal, statusCode: 500 });
    expect(failed.body).not.toContain('page_views');

    const log = captured.text();
    expect(log).toContain('page_views'); // the details are in the log…
    for (const secret of [password, 'hunter2-secret', '$argon2id$', session.token, session.refreshToken]) {
      expect(log).not.toContain(secret); // …the credentials are not
    }
  });
});
