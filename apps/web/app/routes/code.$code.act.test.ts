import { describe, expect, it } from 'vitest';
import { KIOSK_MESSAGES } from '@roombook/domain/messages';
import { TABLET_MESSAGES } from '@roombook/domain/tablet/page';
import type { TabletState } from '@roombook/domain/tablet/schemas';
import { serveFakeApi } from '~/lib/testing/fake-api';
import { action } from './code.$code.act';
import { loader as companiesLoader } from './code.$code.companies';

/*
 * The room tablet's resource routes against an HTTP stand-in of the API: what `/code/{code}/act` sends for each
 * action with the tablet's code, and how it answers the API's state, refusals and a reset code.
 */

const CODE = 'Tablet-code_0123456789a';
const state: TabletState = {
  room: { id: 2, name: 'Fjord', image: null, seatsNumber: 8, locationName: 'Harbour House', isActive: true, checkInRequired: false },
  at: '2026-11-18T09:07:00.000Z',
  current: { id: 9, name: TABLET_MESSAGES.bookNowTitle, companyName: 'Nordlys ApS', bookingStart: '2026-11-18T09:00:00.000Z', bookingEnd: '2026-11-18T09:30:00.000Z', checkedIn: true },
  later: [],
  nextFree: { start: '2026-11-18T09:30:00.000Z', end: null },
};
const person = { companyId: 1, pinCode: '6666' };

const api = serveFakeApi({
  'GET /api/tablet/companies': () => ({ status: 200, body: [{ id: 1, name: 'Nordlys ApS' }] }),
  'POST /api/tablet/book-now': (request) =>
    (request.body as { person: typeof person }).person.pinCode === '0000'
      ? { status: 400, body: { message: KIOSK_MESSAGES.wrongPin(4, 0), statusCode: 400 } }
      : { status: 201, body: state },
  'POST /api/tablet/end-early': () => ({ status: 409, body: { message: TABLET_MESSAGES.endsThisQuarter, statusCode: 409 } }),
  'POST /api/tablet/extend': (request) =>
    request.headers.authorization === `Bearer tablet_${CODE}`
      ? { status: 500, body: { message: 'Something went wrong. Please try again', statusCode: 500 } }
      : { status: 401, body: { message: TABLET_MESSAGES.setUpAgain, statusCode: 401 } },
});

/** Posts `body` as JSON to `/code/{code}/act`; answers the status and the JSON. */
async function post(body: unknown, code = CODE) {
  const request = new Request(`http://web.test/code/${code}/act`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const res = await action({ request, params: { code }, context: {} });
  return { status: res.status, result: (await res.json()) as unknown };
}

describe('/code/{code}/act', () => {
  it('books now with the tablet’s code and answers the new state', async () => {
    expect(await post({ action: { kind: 'bookNow', minutes: 15 }, person })).toEqual({ status: 200, result: { kind: 'state', state } });
    const [sent] = api.calls('POST', '/api/tablet/book-now');
    expect(sent?.headers.authorization).toBe(`Bearer tablet_${CODE}`);
    expect(sent?.body).toEqual({ minutes: 15, person });
  });

  it('answers the API’s refusal with its message and status', async () => {
    expect(await post({ action: { kind: 'bookNow', minutes: 30 }, person: { ...person, pinCode: '0000' } })).toEqual({
      status: 400,
      result: { kind: 'refused', message: KIOSK_MESSAGES.wrongPin(4, 0) },
    });
    expect(await post({ action: { kind: 'endEarly', bookingId: 9 }, person })).toEqual({ status: 409, result: { kind: 'refused', message: TABLET_MESSAGES.endsThisQuarter } });
    expect(api.calls('POST', '/api/tablet/end-early')[0]?.body).toEqual({ bookingId: 9, person });
  });

  it('answers setUpAgain for a code no room has', async () => {
    expect(await post({ action: { kind: 'extend', bookingId: 9 }, person }, 'old-code')).toEqual({ status: 401, result: { kind: 'setUpAgain' } });
  });

  it('throws any other failure of the API, which the tablet counts as no answer', async () => {
    await expect(post({ action: { kind: 'extend', bookingId: 9 }, person })).rejects.toThrow();
  });

  it('refuses a body the domain’s schemas do not take, and calls nothing', async () => {
    expect(await post({ action: { kind: 'bookNow', minutes: 45 }, person })).toMatchObject({ status: 400, result: { kind: 'refused' } });
    expect(await post({ action: { kind: 'extend', bookingId: 9 }, person: { companyId: 1, pinCode: '66' } })).toEqual({
      status: 400,
      result: { kind: 'refused', message: KIOSK_MESSAGES.pinFormat },
    });
    expect(await post({ action: { kind: 'checkIn' }, person })).toMatchObject({ status: 400, result: { kind: 'refused' } });
    expect(api.received).toEqual([]);
  });
});

describe('/code/{code}/companies', () => {
  it('lists the companies of the tablet’s room, never cached', async () => {
    const res = await companiesLoader({ request: new Request(`http://web.test/code/${CODE}/companies`), params: { code: CODE }, context: {} });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual([{ id: 1, name: 'Nordlys ApS' }]);
    expect(api.calls('GET', '/api/tablet/companies')[0]?.headers.authorization).toBe(`Bearer tablet_${CODE}`);
  });
});
