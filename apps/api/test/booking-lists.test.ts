import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, daysAhead, login } from './helpers';

/**
 * A location's booking list (`GET /api/booking/location/{id}`) answers what the database holds, whoever
 * changed it (docs/decisions/066). Every change here is written straight into the database, past the API
 * (as another API process, or a person with psql, would write it).
 */

/** A Copenhagen wall time some months from today (past the demo data), as an ISO instant. */
const ahead = (days: number, time: string): string => daysAhead(120 + days, time);

const RANGE = { from: ahead(0, '00:00'), to: ahead(14, '00:00') };

describe.each(availableBackends())('the booking list of a location, on %s', (backend) => {
  let t: TestApp;
  let knex: Knex;
  const tokens: Record<string, string> = {};
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ backend });
    knex = t.db.knex;
    for (const who of ['user', 'owner', 'admin', 'newcomer']) tokens[who] = (await login(t.app, `${who}@roombook.test`)).token;
    const idOf = async (table: string, where: Record<string, string>) => (await knex(table).where(where).first<{ id: number }>('id'))!.id;
    id.copenhagen = await idOf('locations', { name: 'Copenhagen Harbour House' });
    id.aarhus = await idOf('locations', { name: 'Aarhus Dokk Offices' });
    id.andersen = await idOf('rooms', { name: 'Andersen' });
    id.blixen = await idOf('rooms', { name: 'Blixen' });
    id.nordlys = await idOf('companies', { name: 'Nordlys ApS' });
    id.havblik = await idOf('companies', { name: 'Havblik A/S' });
    id.user = await idOf('users', { email: 'user@roombook.test' });
    id.newcomer = await idOf('users', { email: 'newcomer@roombook.test' });
  });
  afterAll(() => t?.close());

  /** A booking written straight into the database, with a fixed price of `total` øre. */
  const insertBooking = async (name: string, roomId: number, userId: number, companyId: number, day: number, total: number, hour = 9) => {
    const [row] = await knex('bookings')
      .insert({
        name,
        room_id: roomId,
        user_id: userId,
        company_id: companyId,
        booking_start: ahead(day, `${String(hour).padStart(2, '0')}:00`),
        booking_end: ahead(day, `${String(hour + 1).padStart(2, '0')}:00`),
        hourly_rate_ore: total,
        discount_percent: 0,
        total_ore: total,
        discount_ore: 0,
        total_with_discount_ore: total,
        total_with_tax_ore: Math.round(total * 1.25),
      })
      .returning<Array<{ id: number }>>('id');
    return row!.id;
  };

  const listOf = async (app: FastifyInstance, who: string, locationId = id.copenhagen!): Promise<Booking[]> => {
    const res = await call(app, contract.booking.byLocation, { token: tokens[who], params: { id: locationId }, query: RANGE });
    expect(res.statusCode, res.body).toBe(200);
    return contract.booking.byLocation.response.parse(res.json());
  };

  const listed = (who: string, locationId = id.copenhagen!) => listOf(t.app, who, locationId);

  it('answers every change written past it, from the first list on', async () => {
    const first = await insertBooking('Listed', id.andersen!, id.user!, id.nordlys!, 1, 10_000);
    expect((await listed('admin')).map((b) => b.name)).toEqual(['Listed']);

    const changes: Array<[string, () => Promise<unknown>, (bookings: Booking[]) => void]> = [
      ['a new booking', () => insertBooking('Second', id.blixen!, id.user!, id.nordlys!, 2, 20_000), (b) => expect(b.map((x) => x.name)).toEqual(['Listed', 'Second'])],
      ['a renamed booking', () => knex('bookings').where({ id: first }).update({ name: 'Renamed' }), (b) => expect(b[0]!.name).toBe('Renamed')],
      ['a moved booking', () => knex('bookings').where({ id: first }).update({ booking_start: ahead(3, '09:00'), booking_end: ahead(3, '10:00') }), (b) => expect(b.map((x) => x.name)).toEqual(['Second', 'Renamed'])],
      ['a renamed booker', () => knex('users').where({ id: id.user }).update({ first_name: 'Emilie' }), (b) => expect(b.map((x) => x.user.firstName)).toEqual(['Emilie', 'Emilie'])],
      ['a renamed company', () => knex('companies').where({ id: id.nordlys }).update({ name: 'Nordlys Group ApS' }), (b) => expect(b[0]!.user.company?.name).toBe('Nordlys Group ApS')],
      ['a renamed room', () => knex('rooms').where({ id: id.blixen }).update({ name: 'Blixen Lounge' }), (b) => expect(b[0]!.room.name).toBe('Blixen Lounge')],
      ['a renamed location', () => knex('locations').where({ id: id.copenhagen }).update({ name: 'Harbour House' }), (b) => expect(b[0]!.room.location.name).toBe('Harbour House')],
      ['a deleted booking', () => knex('bookings').where({ id: first }).delete(), (b) => expect(b.map((x) => x.name)).toEqual(['Second'])],
    ];
    for (const [, write, check] of changes) {
      await write();
      check(await listed('admin'));
    }
  });

  it('drops a room that moves to another location from its old list and adds it to the new one, both listed before', async () => {
    const moved = await insertBooking('Moving room', id.blixen!, id.user!, id.nordlys!, 5, 10_000);
    expect((await listed('admin')).map((b) => b.id)).toContain(moved);
    expect((await listed('admin', id.aarhus)).map((b) => b.id)).not.toContain(moved);
    await knex('rooms').where({ id: id.blixen }).update({ location_id: id.aarhus });
    try {
      expect((await listed('admin')).map((b) => b.id)).not.toContain(moved);
      expect((await listed('admin', id.aarhus)).find((b) => b.id === moved)?.room.location.id).toBe(id.aarhus);
    } finally {
      await knex('rooms').where({ id: id.blixen }).update({ location_id: id.copenhagen });
    }
    expect((await listed('admin')).map((b) => b.id)).toContain(moved);
    // The deleted room's bookings leave the list (the delete keeps them as history without their room).
    const doomed = await knex('rooms')
      .insert({ name: 'Short-lived', location_id: id.copenhagen, code: 'cache-short-lived' })
      .returning<Array<{ id: number }>>('id');
    const gone = await insertBooking('In a doomed room', doomed[0]!.id, id.user!, id.nordlys!, 6, 10_000);
    expect((await listed('admin')).map((b) => b.id)).toContain(gone);
    await knex('rooms').where({ id: doomed[0]!.id }).delete();
    expect((await listed('admin')).map((b) => b.id)).not.toContain(gone);
  });

  it('decides who sees which cost on every answer, whoever asked first', async () => {
    await insertBooking('Havblik meeting', id.andersen!, id.newcomer!, id.havblik!, 8, 30_000);
    await insertBooking('Nordlys meeting', id.blixen!, id.user!, id.nordlys!, 8, 40_000);
    const costs = (bookings: Booking[]) =>
      Object.fromEntries(bookings.filter((b) => b.name.endsWith(' meeting')).map((b) => [b.name, b.bookingCost?.total ?? null]));
    // In turns: each viewer sees the costs they may see, whoever asked before them.
    for (const round of [1, 2]) {
      expect(costs((await listed('newcomer'))), `round ${round}`).toEqual({ 'Havblik meeting': 30_000, 'Nordlys meeting': null });
      expect(costs((await listed('owner'))), `round ${round}`).toEqual({ 'Havblik meeting': null, 'Nordlys meeting': 40_000 });
      expect(costs((await listed('admin'))), `round ${round}`).toEqual({ 'Havblik meeting': 30_000, 'Nordlys meeting': 40_000 });
    }
    // A Havblik user is not shown Aarhus at all (not their company's location).
    await listed('admin', id.aarhus);
    const refused = await call(t.app, contract.booking.byLocation, { token: tokens.newcomer, params: { id: id.aarhus! }, query: RANGE });
    expect(refused.statusCode).toBe(404);
  });
});
