import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@roombook/domain/contract/client';
import { contract } from '@roombook/domain/contract/index';
import { KIOSK_PIN_ATTEMPTS_MAX } from '@roombook/domain/constants';
import { VALIDATION } from '@roombook/domain/messages';
import { TABLET_MESSAGES } from '@roombook/domain/tablet/page';
import type { TabletPerson } from '@roombook/domain/tablet/schemas';
import { bookNowInterval } from '@roombook/domain/tablet/rules/tablet-actions';
import { dayWindow } from '@roombook/domain/time/windows';
import { newTabletCode } from '../src/plugins/app/rooms/rooms-service';
import { availableBackends } from '../src/testing';
import { onPostgresWithTwoProcesses } from './api-process';
import { insertId } from './helpers';

/**
 * The room tablet's writes on PostgreSQL across two API processes (issue 29 §3, docs/decisions/101): two
 * tablets booking the same free slot, parallel wrong PINs, and parallel Extends of one booking. PGlite is one
 * connection and cannot race.
 */
describe.runIf(availableBackends().includes('pg'))('the room tablet’s writes in parallel on two API processes', () => {
  const suite = onPostgresWithTwoProcesses();

  /** A room of its own at a location of Nordlys ApS (no limit binds a race), its tablet code, and the demo User as a tablet knows them. */
  async function setUp() {
    const knex = suite.t.db.knex;
    const user = await knex('users').where({ email: 'user@roombook.test' }).first<{ companyId: number; pinCode: string }>('company_id as companyId', 'pin_code as pinCode');
    const { location_id } = await knex('company_locations').where({ company_id: user!.companyId }).first<{ location_id: number }>('location_id');
    const code = newTabletCode();
    const roomId = await insertId(knex, 'rooms', { name: `Tablet race ${code.slice(0, 6)}`, location_id, daily_limit: 24, weekly_limit: 168, code });
    const person: TabletPerson = { companyId: user!.companyId, pinCode: user!.pinCode };
    const clients = suite.processes.map((p) => createApiClient({ baseUrl: p.baseUrl }));
    /** Sends a tablet call `count` times at once, alternating between the two processes. */
    const race = async <R>(count: number, send: (client: (typeof clients)[number]) => Promise<R>) => Promise.all(Array.from({ length: count }, (_, i) => send(clients[i % 2]!)));
    return { knex, roomId, token: `tablet_${code}`, person, race };
  }

  /** How many rows a query finds. */
  const rowsOf = async (query: Knex.QueryBuilder) => Number((await query.count<Array<{ count: string | number }>>('* as count'))[0]!.count);

  const fitsToday = (minutes: number) => {
    const now = suite.t.now().getTime();
    return Date.parse(bookNowInterval(now, minutes).bookingEnd) <= dayWindow(new Date(now).toISOString()).end.epochMilliseconds;
  };

  it('of 16 Book nows of one free room at once, exactly one books it; the others are told it is taken', async () => {
    if (!fitsToday(15)) return;
    const { knex, roomId, token, person, race } = await setUp();
    const results = await race(16, (client) => client.send(contract.tablet.bookNow, { token, body: { minutes: 15, person } }));
    expect(results.filter((r) => r.ok).map((r) => r.status)).toEqual([201]);
    for (const refused of results.filter((r) => !r.ok)) expect(refused.ok ? null : [refused.status, refused.error.message]).toEqual([409, VALIDATION.selectAvailableRoom]);
    expect(await rowsOf(knex('bookings').where({ room_id: roomId }))).toBe(1);
  });

  it(`of 12 wrong PINs at one tablet at once, exactly ${KIOSK_PIN_ATTEMPTS_MAX} are checked and counted; the rest wait (429)`, async () => {
    const { knex, roomId, token, person, race } = await setUp();
    const wrong = { ...person, pinCode: person.pinCode === '0000' ? '0001' : '0000' };
    const results = await race(12, (client) => client.send(contract.tablet.bookNow, { token, body: { minutes: 15, person: wrong } }));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array<number>(KIOSK_PIN_ATTEMPTS_MAX).fill(400), ...Array<number>(12 - KIOSK_PIN_ATTEMPTS_MAX).fill(429)]);
    expect(await rowsOf(knex('tablet_pin_failures').where({ room_id: roomId }))).toBe(KIOSK_PIN_ATTEMPTS_MAX);
    expect(await rowsOf(knex('bookings').where({ room_id: roomId }))).toBe(0);
  });

  it('8 Extends of one booking at once each add 15 minutes or are told it just changed: nothing is lost or doubled', async () => {
    if (!fitsToday(15 + 8 * 15)) return;
    const { knex, roomId, token, person, race } = await setUp();
    const booked = await createApiClient({ baseUrl: suite.processes[0]!.baseUrl }).call(contract.tablet.bookNow, { token, body: { minutes: 15, person } });
    const bookingId = booked.current!.id;
    const start = Date.parse(booked.current!.bookingEnd);
    const results = await race(8, (client) => client.send(contract.tablet.extend, { token, body: { bookingId, person } }));
    const extended = results.filter((r) => r.ok).length;
    expect(extended).toBeGreaterThanOrEqual(1);
    for (const refused of results.filter((r) => !r.ok)) expect(refused.ok ? null : [refused.status, refused.error.message]).toEqual([409, TABLET_MESSAGES.changedMeanwhile]);
    const row = await knex('bookings').where({ room_id: roomId }).first<{ end: Date }>('booking_end as end');
    expect(row!.end.getTime()).toBe(start + extended * 15 * 60_000);
  });
});
