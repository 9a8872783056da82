import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import {
  API_BAD_RESPONSE_MESSAGE,
  API_UNREACHABLE_MESSAGE,
  ApiCallError,
  apiBaseUrl,
  callApi,
  forwardedFor,
} from './api.server';
import { sessionUserFixture, startFakeApi, type FakeApi } from './testing/fake-api';

let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi({
    'POST /api/user/login': ({ body }) =>
      (body as { password?: string }).password === 'roombook'
        ? {
            status: 200,
            body: { token: 'access-1', exp: '2030-01-01T10:15:00.000Z', refreshToken: 'refresh-1', user: sessionUserFixture() },
          }
        : { status: 401, body: { message: 'Invalid email or password', statusCode: 401 } },
    'GET /api/user/me': ({ headers }) =>
      headers.authorization === 'Bearer good-token'
        ? { status: 200, body: sessionUserFixture() }
        : { status: 401, body: { message: 'Unauthorized', statusCode: 401 } },
    'PUT /api/user/42': () => ({ status: 200, body: { not: 'a user' } }),
    'POST /api/page-view': () => ({ status: 204 }),
    'GET /api/health': () => ({ status: 502, raw: '<html>Bad gateway</html>', contentType: 'text/html' }),
  });
});

afterAll(async () => {
  await api.close();
});

describe('callApi', () => {
  it('sends the JSON body and answers the response parsed by the contract', async () => {
    const answer = await callApi(contract.auth.login, {
      body: { email: 'owner@roombook.test', password: 'roombook' },
      baseUrl: api.url,
    });
    expect(answer.user.firstName).toBe('Olivia');
    expect(answer.refreshToken).toBe('refresh-1');
    const [sent] = api.calls('POST', '/api/user/login');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({ email: 'owner@roombook.test', password: 'roombook' });
  });

  it("throws the API's own { message, statusCode }", async () => {
    const failure = await callApi(contract.auth.login, {
      body: { email: 'owner@roombook.test', password: 'wrong' },
      baseUrl: api.url,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect(failure).toMatchObject({ message: 'Invalid email or password', statusCode: 401 });
  });

  it('sends the access token as a bearer token', async () => {
    await expect(callApi(contract.auth.me, { token: 'good-token', baseUrl: api.url })).resolves.toMatchObject({
      email: 'owner@roombook.test',
    });
    await expect(callApi(contract.auth.me, { token: 'other', baseUrl: api.url })).rejects.toMatchObject({
      statusCode: 401,
      message: 'Unauthorized',
    });
  });

  it('fills path parameters and reports an answer outside the contract as 502', async () => {
    const failure = await callApi(contract.user.update, {
      params: { id: 42 },
      body: { firstName: 'Ada' },
      token: 'good-token',
      baseUrl: api.url,
    }).catch((error: unknown) => error);
    expect(api.calls('PUT', '/api/user/42')).toHaveLength(1);
    expect(failure).toMatchObject({ message: API_BAD_RESPONSE_MESSAGE, statusCode: 502 });
  });

  it('answers null for a 204 without a body', async () => {
    await expect(
      callApi(contract.system.pageView, { body: { path: '/profile' }, token: 'good-token', baseUrl: api.url }),
    ).resolves.toBeNull();
  });

  it('keeps the HTTP status when an error answer is not the API error shape', async () => {
    await expect(callApi(contract.system.health, { baseUrl: api.url })).rejects.toMatchObject({
      statusCode: 502,
      message: 'Bad Gateway',
    });
  });

  it('reports an API that cannot be reached as 503 with a clear message', async () => {
    const closed = await startFakeApi({});
    await closed.close();
    await expect(callApi(contract.system.health, { baseUrl: closed.url })).rejects.toMatchObject({
      statusCode: 503,
      message: API_UNREACHABLE_MESSAGE,
    });
  });

  it('reads the base URL from API_URL, defaulting to the local API', () => {
    expect(apiBaseUrl('http://api.internal:8080/')).toBe('http://api.internal:8080');
    expect(apiBaseUrl(undefined)).toBe('http://localhost:3001');
  });
});

describe('forwardedFor', () => {
  const request = new Request('http://web.test/', { headers: { 'X-Forwarded-For': '203.0.113.9, 10.0.0.2' } });

  it('passes on the proxy-set address chain only when the proxy is trusted', () => {
    expect(forwardedFor(request, {}, true)).toBe('203.0.113.9, 10.0.0.2');
    expect(forwardedFor(request, {}, false)).toBeUndefined();
    expect(forwardedFor(new Request('http://web.test/'), {}, true)).toBeUndefined();
    // The production server's connection address wins over any header a browser sends.
    expect(forwardedFor(request, { clientAddress: '198.51.100.7' }, false)).toBe('198.51.100.7');
    expect(forwardedFor(request, { clientAddress: '198.51.100.7' }, true)).toBe('198.51.100.7');
  });

  it('is sent to the API as X-Forwarded-For', async () => {
    await callApi(contract.auth.me, { token: 'good-token', forwardedFor: '203.0.113.9', baseUrl: api.url });
    expect(api.calls('GET', '/api/user/me').at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });
});
