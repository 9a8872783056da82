import { describe, expect, it } from 'vitest';
import { RECEPTION_BOARD_MESSAGES as T } from '@roombook/domain/reception-board/page';
import type { ReceptionBoard } from '@roombook/domain/reception-board/schemas';
import { serveFakeApi } from '~/lib/testing/fake-api';
import { commitReceptionSession, getReceptionSession } from '~/lib/reception-session.server';
import { action as arriveAction } from './reception.arrive';
import { loader as boardLoader } from './reception.board';
import { action, loader } from './reception';

/*
 * The reception board's page and resource routes against an HTTP stand-in of the API: the board for the device
 * token of the board's cookie, a token the API no longer takes, "I have arrived" and the sign-out.
 */

const GOOD = 'reception_good';
const board: ReceptionBoard = {
  reception: { id: 1, name: 'Harbour front desk', locationName: 'Copenhagen Harbour', wifiName: 'Harbour-Guest', wifiPass: 'welcome-guest' },
  at: '2026-11-18T09:07:00.000Z',
  meetings: [],
};
const signedOut = { status: 401, body: { message: 'Unauthorized', statusCode: 401 } };
const goodToken = (request: { headers: { authorization?: string } }) => request.headers.authorization === `Bearer ${GOOD}`;

const api = serveFakeApi({
  'GET /api/reception-board/locations': () => ({ status: 200, body: [{ id: 1, name: 'Copenhagen Harbour' }] }),
  'GET /api/reception-board/board': (request) => (goodToken(request) ? { status: 200, body: board } : signedOut),
  'POST /api/reception-board/arrive': (request) => {
    if (!goodToken(request)) return signedOut;
    if ((request.body as { guestId: number }).guestId === 7) return { status: 200, body: board };
    return { status: 404, body: { message: T.guestNotHere, statusCode: 404 } };
  },
  'POST /api/reception-board/sign-out': () => ({ status: 200, body: { message: T.signedOut } }),
});

/** The Cookie header of a board signed in with `token`. */
async function cookieOf(token: string): Promise<string> {
  const session = await getReceptionSession(new Request('http://web.test/reception'));
  session.set('token', token);
  return (await commitReceptionSession(session)).split(';')[0]!;
}

const get = async (path: string, token?: string) =>
  new Request(`http://web.test${path}`, token === undefined ? {} : { headers: { cookie: await cookieOf(token) } });

/** What a loader's `data(…)` holds. */
const dataOf = (answer: unknown) => (answer as { data: unknown }).data;

describe('/reception', () => {
  it('shows the board of the cookie’s token', async () => {
    expect(dataOf(await loader({ request: await get('/reception', GOOD), params: {}, context: {} }))).toEqual({ signedIn: true, board });
  });

  it('signed out, offers the locations that have a reception', async () => {
    expect(dataOf(await loader({ request: await get('/reception'), params: {}, context: {} }))).toEqual({
      signedIn: false,
      locations: [{ id: 1, name: 'Copenhagen Harbour' }],
      notice: null,
    });
  });

  it('forgets a token the API no longer takes, and says why', async () => {
    const answer = (await loader({ request: await get('/reception', 'reception_old'), params: {}, context: {} })) as { data: unknown; init: ResponseInit };
    expect(answer.data).toMatchObject({ signedIn: false, notice: T.sessionEnded });
    const cookie = new Headers(answer.init.headers).get('Set-Cookie')!.split(';')[0]!;
    expect((await getReceptionSession(new Request('http://web.test/reception', { headers: { cookie } }))).get('token')).toBeUndefined();
  });

  it('signs out at the API and forgets the token', async () => {
    const request = new Request('http://web.test/reception?intent=sign-out', { method: 'POST', headers: { cookie: await cookieOf(GOOD) } });
    const res = (await action({ request, params: {}, context: {} })) as Response;
    expect([res.status, res.headers.get('location')]).toEqual([302, '/reception']);
    expect(api.calls('POST', '/api/reception-board/sign-out')[0]?.headers.authorization).toBe(`Bearer ${GOOD}`);
    const cookie = res.headers.get('Set-Cookie')!.split(';')[0]!;
    expect((await getReceptionSession(new Request('http://web.test/reception', { headers: { cookie } }))).get('token')).toBeUndefined();
  });
});

describe('/reception/board', () => {
  it('answers the board, never cached; 401 for a board signed out', async () => {
    const res = await boardLoader({ request: await get('/reception/board', GOOD), params: {}, context: {} });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual(board);
    expect((await boardLoader({ request: await get('/reception/board', 'reception_old'), params: {}, context: {} })).status).toBe(401);
    expect((await boardLoader({ request: await get('/reception/board'), params: {}, context: {} })).status).toBe(401);
  });
});

describe('/reception/arrive', () => {
  /** Posts `body` as JSON to `/reception/arrive` with the board's cookie; answers the status and the JSON. */
  async function post(body: unknown, token = GOOD) {
    const request = new Request('http://web.test/reception/arrive', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await cookieOf(token) },
      body: JSON.stringify(body),
    });
    const res = await arriveAction({ request, params: {}, context: {} });
    return { status: res.status, result: (await res.json()) as unknown };
  }

  it('sends the guest with the board’s token and answers the new board', async () => {
    expect(await post({ guestId: 7 })).toEqual({ status: 200, result: { kind: 'board', board } });
    const [sent] = api.calls('POST', '/api/reception-board/arrive');
    expect(sent?.headers.authorization).toBe(`Bearer ${GOOD}`);
    expect(sent?.body).toEqual({ guestId: 7 });
  });

  it('answers the API’s refusal, and 401 for a board the API no longer takes', async () => {
    expect(await post({ guestId: 8 })).toEqual({ status: 404, result: { kind: 'refused', message: T.guestNotHere } });
    expect(await post({ guestId: 7 }, 'reception_old')).toEqual({ status: 401, result: { kind: 'refused', message: T.sessionEnded } });
  });

  it('refuses a body the domain’s schema does not take, and calls nothing', async () => {
    const before = api.received.length;
    expect(await post({ guestId: 'seven' })).toMatchObject({ status: 400, result: { kind: 'refused' } });
    expect(api.received.length).toBe(before);
  });
});
