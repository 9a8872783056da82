import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERRORS } from '../messages';
import {
  API_BAD_RESPONSE_MESSAGE,
  API_UNREACHABLE_MESSAGE,
  ApiCallError,
  buildRequest,
  createApiClient,
  readResponse,
  toQueryString,
} from './client';
import { defineCall, XLSX_MEDIA_TYPE } from './define';
import { contract } from './index';
import { fromFormData, parseCallRequest } from './request';

const withQuery = defineCall({
  method: 'GET',
  path: '/api/thing/{id}',
  auth: 'bearer',
  summary: 'a test call with a query',
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ from: z.string().max(40).optional(), ids: z.array(z.coerce.number()).max(3).optional() }),
  response: z.object({ id: z.number() }),
});

const upload = defineCall({
  method: 'PUT',
  path: '/api/upload/{id}',
  auth: 'bearer',
  summary: 'a test multipart call',
  params: z.object({ id: z.coerce.number() }),
  body: z.object({ name: z.string().max(10), tags: z.string().max(100), flag: z.string().max(5) }),
  multipart: true,
  response: z.object({ ok: z.boolean() }),
});

describe('toQueryString', () => {
  it.each([
    [undefined, ''],
    [{}, ''],
    [{ from: '2026-11-24T00:00:00+01:00' }, '?from=2026-11-24T00%3A00%3A00%2B01%3A00'],
    [{ ids: [1, 2], skip: undefined, none: null }, '?ids=1&ids=2'],
    [{ flag: true, n: 0 }, '?flag=true&n=0'],
  ])('%j → %s', (query, expected) => {
    expect(toQueryString(query)).toBe(expected);
  });
});

describe('buildRequest', () => {
  it('fills the path, adds the query string, the bearer token and the JSON body', () => {
    expect(buildRequest(withQuery, { params: { id: 7 }, query: { ids: [4, 5] }, token: 'tok' }, 'http://api.test')).toEqual({
      method: 'GET',
      url: 'http://api.test/api/thing/7?ids=4&ids=5',
      headers: { accept: 'application/json', authorization: 'Bearer tok' },
    });
    const login = buildRequest(contract.auth.login, { body: { email: 'a@b.test', password: 'pw' } });
    expect(login).toMatchObject({ url: '/api/user/login', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(login.body))).toEqual({ email: 'a@b.test', password: 'pw' });
  });

  it('sends a null body as JSON null (a caller may send it; the API must refuse it)', () => {
    expect(buildRequest(contract.user.update, { params: { id: 1 }, body: null }).body).toBe('null');
  });

  it('escapes path parameters', () => {
    expect(buildRequest(withQuery, { params: { id: '1/../2' } }).url).toBe('/api/thing/1%2F..%2F2');
  });

  it('sends a multipart body when a multipart call has a file: text fields, lists as JSON text, the file', async () => {
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const built = buildRequest(upload, {
      params: { id: 3 },
      body: { name: 'Ida', tags: ['a', 'b'] as unknown as string, flag: true as unknown as string },
      files: { image },
    });
    expect(built.body).toBeInstanceOf(FormData);
    expect(built.headers['content-type']).toBeUndefined(); // fetch adds it with the boundary
    const form = built.body as FormData;
    expect(form.get('name')).toBe('Ida');
    expect(form.get('tags')).toBe('["a","b"]');
    expect(form.get('flag')).toBe('true');
    expect(await (form.get('image') as Blob).arrayBuffer()).toEqual(await image.arrayBuffer());
  });

  it('refuses files on a call that is not multipart', () => {
    expect(() => buildRequest(withQuery, { params: { id: 1 }, files: { image: new Blob([]) } })).toThrow(/takes no files/);
  });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readResponse', () => {

  it('answers the parsed response', async () => {
    expect(await readResponse(withQuery, json(200, { id: 3 }))).toEqual({ ok: true, status: 200, data: { id: 3 }, raw: { id: 3 } });
  });

  it("keeps the API's { message, statusCode }", async () => {
    const result = await readResponse(withQuery, json(409, { message: 'Taken', statusCode: 409, field: 'x' }));
    expect(result).toMatchObject({ ok: false, status: 409, error: { message: 'Taken', statusCode: 409 } });
  });

  it('keeps the status when a failure is not the API error shape', async () => {
    const result = await readResponse(withQuery, new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(result).toMatchObject({ ok: false, error: { message: 'Bad Gateway', statusCode: 502 } });
    const bare = await readResponse(withQuery, new Response('', { status: 500 }));
    expect(bare).toMatchObject({ ok: false, error: { message: ERRORS.internal, statusCode: 500 } });
  });

  it('reports a success outside the contract as a 502 failure, saying where', async () => {
    const result = await readResponse(withQuery, json(200, { id: 'three' }));
    expect(result).toMatchObject({ ok: false, status: 502, error: { message: API_BAD_RESPONSE_MESSAGE }, outsideContract: 'id' });
  });

  it('reads a 204 as null', async () => {
    expect(await readResponse(contract.system.pageView, new Response(null, { status: 204 }))).toMatchObject({ ok: true, data: null });
  });
});

describe('readResponse of a call that answers a file (the reports’ Excel)', () => {
  const excel = contract.report.canteenExcel;
  const file = (type: string) => new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200, headers: { 'content-type': type } });

  it('answers the response itself, its body unread, when it is a file of the call’s media type', async () => {
    const response = file(XLSX_MEDIA_TYPE);
    const result = await readResponse(excel, response);
    expect(result).toMatchObject({ ok: true, status: 200 });
    if (!result.ok) return;
    expect(result.data).toBe(response);
    expect(new Uint8Array(await result.data.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
  });

  it('reports anything else on success as outside the contract (502)', async () => {
    expect(await readResponse(excel, json(200, { orders: {} }))).toMatchObject({
      ok: false,
      status: 502,
      error: { message: API_BAD_RESPONSE_MESSAGE, statusCode: 502 },
      outsideContract: `Content-Type application/json instead of ${XLSX_MEDIA_TYPE}`,
    });
  });

  it('reads a failure as the API words it', async () => {
    expect(await readResponse(excel, json(403, { message: ERRORS.forbidden, statusCode: 403 }))).toMatchObject({
      ok: false,
      status: 403,
      error: { message: ERRORS.forbidden, statusCode: 403 },
    });
  });

  it('asks for the file, or the JSON of a failure', () => {
    expect(buildRequest(excel, { body: { canteen: 1, company: 0, startDate: 'a', endDate: 'b' } }).headers.accept).toBe(`${XLSX_MEDIA_TYPE}, application/json`);
  });
});

describe('createApiClient', () => {
  it('throws an ApiCallError with the API message from call(), and answers it from send()', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: () => Promise.resolve(Response.json({ message: 'Nope', statusCode: 403 }, { status: 403 })),
    });
    await expect(client.call(withQuery, { params: { id: 1 } })).rejects.toEqual(new ApiCallError('Nope', 403));
    expect(await client.send(withQuery, { params: { id: 1 } })).toMatchObject({ ok: false, error: { statusCode: 403 } });
  });

  it('reports an API that cannot be reached as 503, and tells the transport-error hook', async () => {
    const seen: string[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      onTransportError: ({ url, detail }) => seen.push(`${url}: ${detail}`),
    });
    await expect(client.call(contract.system.health, {})).rejects.toMatchObject({ statusCode: 503, message: API_UNREACHABLE_MESSAGE });
    expect(seen).toEqual(['http://api.test/api/health: fetch failed']);
  });
});

describe('parseCallRequest (how the mocks read a request)', () => {
  it('reads the path parameters, the query string (repeated keys are a list) and the JSON body', async () => {
    const request = new Request('http://api.test/api/thing/7?ids=1&ids=2&from=x');
    expect(await parseCallRequest(withQuery, request, { id: '7' })).toMatchObject({
      ok: true,
      params: { id: 7 },
      query: { ids: [1, 2], from: 'x' },
    });
  });

  it.each([
    ['a path parameter that is not an id', 'http://api.test/api/thing/x', { id: 'x' }, 'id'],
    ['a query value over its limit', `http://api.test/api/thing/1?from=${'x'.repeat(41)}`, { id: '1' }, 'from'],
    ['a list over its limit', 'http://api.test/api/thing/1?ids=1&ids=2&ids=3&ids=4', { id: '1' }, 'ids'],
  ])('answers 400 with the field for %s', async (_, url, params, field) => {
    expect(await parseCallRequest(withQuery, new Request(url), params)).toMatchObject({ ok: false, error: { statusCode: 400, field } });
  });

  it.each([
    ['no body', undefined],
    ['a body that is not JSON', '{"email":'],
    ['a null body', 'null'],
  ])('answers 400 for %s', async (_, body) => {
    const request = new Request('http://api.test/api/user/login', { method: 'POST', ...(body === undefined ? {} : { body }) });
    expect(await parseCallRequest(contract.auth.login, request)).toMatchObject({ ok: false, error: { statusCode: 400 } });
  });

  it('reads a multipart body of a multipart call into text fields and files', async () => {
    const built = buildRequest(upload, {
      params: { id: 3 },
      body: { name: 'Ida', tags: '["a"]', flag: 'yes' },
      files: { image: new Blob(['png']) },
    });
    const request = new Request(`http://api.test${built.url}`, { method: 'PUT', body: built.body as FormData });
    const parsed = await parseCallRequest(upload, request, { id: '3' });
    expect(parsed).toMatchObject({ ok: true, body: { name: 'Ida', tags: '["a"]', flag: 'yes' } });
    expect(parsed.ok && (await parsed.files.image?.text())).toBe('png');
    expect(fromFormData(built.body as FormData).fields).toEqual({ name: 'Ida', tags: '["a"]', flag: 'yes' });
  });
});
