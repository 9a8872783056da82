import { describe, expect, it } from 'vitest';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { SERIES_SCOPE_TEXTS } from '@roombook/domain/bookings/series/scopes';
import { SUCCESS } from '@roombook/domain/messages';
import { BOOKING_INTENTS } from '~/lib/calendar-state';
import { serveFakeApi, sessionUserFixture } from '~/lib/testing/fake-api';
import { postManageAction } from '~/lib/testing/manage-post';
import { action } from './_index';

/*
 * The calendar's update and delete intents against an HTTP stand-in of the API: an occurrence of a series is changed
 * or deleted with the scope chosen as the call's query (issue 30 §3), a single booking as before; a delete toasts the
 * API's answer, so that a series' delete says how many bookings went.
 */

const body = { name: 'Weekly sync', roomId: 2, bookingStart: '2026-11-19T12:00:00Z', bookingEnd: '2026-11-19T12:45:00Z' };
const occurrence: Booking = {
  id: 9,
  ...body,
  room: { id: 2, name: 'Fjord', location: { id: 1, name: 'Copenhagen Harbour' } },
  userId: 7,
  user: { firstName: 'Olivia', lastName: 'Owner', company: { id: 3, name: 'Fjord Analytics' } },
  series: { id: 5, description: 'Repeats weekly on Thursday' },
  bookingCost: null,
};

const api = serveFakeApi({
  'GET /api/user/me': () => ({ status: 200, body: sessionUserFixture() }),
  'PUT /api/booking/9': () => ({ status: 200, body: occurrence }),
  'PUT /api/booking/9?scope=all': () => ({ status: 200, body: occurrence }),
  'DELETE /api/booking/9': () => ({ status: 200, body: { message: SERIES_SCOPE_TEXTS.deleted(1) } }),
  'DELETE /api/booking/9?scope=following': () => ({ status: 200, body: { message: SERIES_SCOPE_TEXTS.deleted(3) } }),
});

const fields = (values: Record<string, string | number>): Array<[string, string]> => Object.entries(values).map(([name, value]) => [name, String(value)]);
const post = (intent: string, values: Record<string, string | number>) => postManageAction(action, '/', intent, fields(values));

describe("the calendar's update intent", () => {
  it("changes all bookings of a series with '?scope=all', the body as a single change's", async () => {
    expect(await post(BOOKING_INTENTS.update, { ...body, id: 9, scope: 'all' })).toEqual({ ok: true, toasts: [SUCCESS.bookingUpdated] });
    expect(api.received.filter((call) => call.method === 'PUT').map(({ path, body: sent }) => ({ path, sent }))).toEqual([{ path: '/api/booking/9?scope=all', sent: body }]);
  });

  it('changes a single booking without a query', async () => {
    expect(await post(BOOKING_INTENTS.update, { ...body, id: 9 })).toEqual({ ok: true, toasts: [SUCCESS.bookingUpdated] });
    expect(api.calls('PUT', '/api/booking/9')).toHaveLength(1);
  });

  it('refuses a scope the API does not know, before calling it', async () => {
    expect((await post(BOOKING_INTENTS.update, { ...body, id: 9, scope: 'some' })).ok).toBe(false);
    expect(api.received.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});

describe("the calendar's delete intent", () => {
  it("deletes this and the following bookings with '?scope=following', and toasts how many went", async () => {
    expect(await post(BOOKING_INTENTS.delete, { id: 9, scope: 'following' })).toEqual({ ok: true, toasts: ['3 bookings deleted'] });
    expect(api.calls('DELETE', '/api/booking/9?scope=following')).toHaveLength(1);
  });

  it("deletes a single booking without a query: 'Booking successfully deleted'", async () => {
    expect(await post(BOOKING_INTENTS.delete, { id: 9 })).toEqual({ ok: true, toasts: [SUCCESS.bookingDeleted] });
    expect(api.calls('DELETE', '/api/booking/9')).toHaveLength(1);
  });

  it('refuses a form without a booking', async () => {
    const answer = await post(BOOKING_INTENTS.delete, { scope: 'all' });
    expect(answer.ok).toBe(false);
    expect(api.received.filter((call) => call.method === 'DELETE')).toEqual([]);
  });
});
