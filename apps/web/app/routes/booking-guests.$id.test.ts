import { describe, expect, it } from 'vitest';
import type { BookingGuest } from '@roombook/domain/guests/schemas';
import { GUEST_MESSAGES } from '@roombook/domain/guests/page';
import { ERRORS } from '@roombook/domain/messages';
import { serveFakeApi, sessionUserFixture } from '~/lib/testing/fake-api';
import { postManageAction, signedInCookie } from '~/lib/testing/manage-post';
import { action as calendarAction } from './_index';
import { loader } from './booking-guests.$id';

/*
 * The booking details' guests (issue 29 §2) through the web server, against an HTTP stand-in of the API: the list
 * as the resource route answers it, and the calendar action's add-guest and remove-guest intents.
 */

const guests: BookingGuest[] = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', arrivedAt: null },
  { id: 2, name: 'Alan Turing', email: null, arrivedAt: '2026-11-19T08:55:00.000Z' },
];

const api = serveFakeApi({
  'GET /api/user/me': () => ({ status: 200, body: sessionUserFixture() }),
  'GET /api/guest/booking/41': () => ({ status: 200, body: guests }),
  'GET /api/guest/booking/42': () => ({ status: 404, body: { message: ERRORS.notFound, statusCode: 404 } }),
  'POST /api/guest/booking/41': () => ({ status: 201, body: guests }),
  'POST /api/guest/booking/43': () => ({ status: 400, body: { message: GUEST_MESSAGES.tooMany(50), statusCode: 400 } }),
  'DELETE /api/guest/booking/41/1': () => ({ status: 200, body: guests.slice(1) }),
});

/** GET /booking-guests/{id}, signed in: the status, the cache header and the JSON. */
async function list(id: string) {
  const request = new Request(`http://web.test/booking-guests/${id}`, { headers: { Cookie: await signedInCookie() } });
  const res = await loader({ request, params: { id }, context: {} });
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as unknown };
}

describe('/booking-guests/{id}', () => {
  it("answers the booking's guests with the session's token, never cached", async () => {
    expect(await list('41')).toEqual({ status: 200, cache: 'no-store', body: guests });
    expect(api.calls('GET', '/api/guest/booking/41')[0]?.headers.authorization).toBe('Bearer access');
  });

  it("answers the API's refusal with its message and status", async () => {
    expect(await list('42')).toEqual({ status: 404, cache: 'no-store', body: { message: ERRORS.notFound, statusCode: 404 } });
  });

  it('answers 404 for a path that names no booking, and calls nothing', async () => {
    expect((await list('guests')).status).toBe(404);
    expect(api.received).toEqual([]);
  });
});

describe("the calendar's guest intents", () => {
  it("adds a guest to the booking, with 'Guest added'", async () => {
    const form: Array<[string, string]> = [
      ['id', '41'],
      ['name', ' Ada Lovelace '],
      ['email', 'ada@example.com'],
    ];
    expect(await postManageAction(calendarAction, '/', 'add-guest', form)).toEqual({ ok: true, toasts: [GUEST_MESSAGES.added] });
    expect(api.calls('POST', '/api/guest/booking/41')[0]?.body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
  });

  it("toasts the API's refusal, and sends nothing for a guest without a name", async () => {
    expect(await postManageAction(calendarAction, '/', 'add-guest', [['id', '43'], ['name', 'One too many']])).toEqual({ ok: false, toasts: [GUEST_MESSAGES.tooMany(50)] });
    api.received.length = 0;
    expect((await postManageAction(calendarAction, '/', 'add-guest', [['id', '41'], ['name', '  ']])).ok).toBe(false);
    expect(api.calls('POST', '/api/guest/booking/41')).toEqual([]);
  });

  it("removes a guest of the booking, with 'Guest removed'", async () => {
    expect(await postManageAction(calendarAction, '/', 'remove-guest', [['id', '41'], ['guestId', '1']])).toEqual({ ok: true, toasts: [GUEST_MESSAGES.removed] });
    expect(api.calls('DELETE', '/api/guest/booking/41/1')).toHaveLength(1);
  });
});
