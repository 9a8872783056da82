import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { buildApp } from '../src/app';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, daysAhead, expectError, login } from './helpers';

/**
 * An Admin's booking on a room that the API process has read before is checked on what it read and
 * written only while that still holds (docs/decisions/051). Here the room, its location and the company's
 * discount change past that process: straight in the database, or through a second API process on the
 * same database, as another server would change them. Every booking must still be checked and priced on
 * what the database holds when it is written.
 */

/** A Copenhagen wall time some months from today (past the demo data), as an ISO instant. */
const ahead = (days: number, time: string): string => daysAhead(150 + days, time);

interface PriceRow {
  hourly_rate_ore: number | null;
  discount_percent: string | number;
  total_ore: string | number;
  total_with_discount_ore: string | number;
  company_id: number | null;
}

describe.each(availableBackends())('bookings on a room the API has read before, on %s', (backend) => {
  let t: TestApp;
  let knex: Knex;
  let token: string;
  let adminId: number;
  let roomId: number;
  let locationId: number;
  let otherLocationId: number;
  let companyId: number;
  /** The statements the API sent (knex's `query` event). */
  const sent: string[] = [];
  let day = 0;

  beforeAll(async () => {
    t = await createTestApp({ backend });
    knex = t.db.knex;
    token = (await login(t.app, 'admin@roombook.test')).token;
    const idOf = async (table: string, where: Record<string, string>) => (await knex(table).where(where).first<{ id: number }>('id'))!.id;
    adminId = await idOf('users', { email: 'admin@roombook.test' });
    roomId = await idOf('rooms', { name: 'Andersen' });
    locationId = await idOf('locations', { name: 'Copenhagen Harbour House' });
    otherLocationId = await idOf('locations', { name: 'Aarhus Dokk Offices' });
    companyId = await idOf('companies', { name: 'Nordlys ApS' });
    knex.on('query', (query: { sql: string }) => sent.push(query.sql));
  });
  afterAll(() => t?.close());

  beforeEach(async () => {
    // Each test starts from the demo room, on a day of its own, with the API knowing the room (one booking).
    await knex('rooms').where({ id: roomId }).update({ hourly_rate_ore: 45_000, is_active: true, location_id: locationId });
    await knex('locations').where({ id: locationId }).update({ is_active: true });
    await knex('users').where({ id: adminId }).update({ company_id: null });
    day += 1;
    expect((await book(t.app, '08:00')).statusCode).toBe(201);
  });

  const book = (app: FastifyInstance, time: string, name = 'Known room') => {
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    const end = `${String(hour + 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    return call(app, contract.booking.create, { token, body: { name, roomId, bookingStart: ahead(day, time), bookingEnd: ahead(day, end) } });
  };

  /** The stored price of the booking that an answer created. */
  const priceOf = async (res: { json(): unknown }): Promise<PriceRow> => {
    const { id } = contract.booking.create.response.parse(res.json());
    return (await knex('bookings')
      .where({ id })
      .first('hourly_rate_ore', 'discount_percent', 'total_ore', 'total_with_discount_ore', 'company_id')) as PriceRow;
  };

  it('books a known room in one statement after the session read, at its price', async () => {
    sent.length = 0;
    const res = await book(t.app, '10:00');
    expect(res.statusCode, res.body).toBe(201);
    // The session user, then the write with its answer: the room is not read first.
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatch(/^with "written" as \(insert into "?bookings"? \(/);
    // 1 hour at 450,00 DKK, no company, no discount.
    const price = await priceOf(res);
    expect(price).toMatchObject({ hourly_rate_ore: 45_000, company_id: null });
    expect(Number(price.total_ore)).toBe(45_000);
  });

  it('prices at the rate the room has now, when it changed after the API read it', async () => {
    await knex('rooms').where({ id: roomId }).update({ hourly_rate_ore: 60_000 });
    const res = await book(t.app, '10:00');
    expect(res.statusCode, res.body).toBe(201);
    const price = await priceOf(res);
    expect(price.hourly_rate_ore).toBe(60_000);
    expect(Number(price.total_ore)).toBe(60_000);
    // And the room is known again at its new rate: the next booking is written at once, at that rate.
    sent.length = 0;
    const next = await book(t.app, '12:00');
    expect(sent).toHaveLength(2);
    expect(Number((await priceOf(next)).total_ore)).toBe(60_000);
  });

  it('prices at the discount the company has now, when it changed after the API read it', async () => {
    await knex('users').where({ id: adminId }).update({ company_id: companyId });
    const before = Number((await knex('companies').where({ id: companyId }).first<{ discount_percent: string }>('discount_percent'))!.discount_percent);
    try {
      expect((await book(t.app, '10:00')).statusCode).toBe(201);
      await knex('companies').where({ id: companyId }).update({ discount_percent: 25 });
      const res = await book(t.app, '12:00');
      expect(res.statusCode, res.body).toBe(201);
      const price = await priceOf(res);
      expect(price.company_id).toBe(companyId);
      expect(Number(price.discount_percent)).toBe(25);
      // 450,00 DKK less 25 %.
      expect(Number(price.total_with_discount_ore)).toBe(33_750);
    } finally {
      await knex('companies').where({ id: companyId }).update({ discount_percent: before });
    }
  });

  it('refuses a room made inactive after the API read it, and writes nothing', async () => {
    await knex('rooms').where({ id: roomId }).update({ is_active: false });
    const count = await knex('bookings').where({ room_id: roomId }).count<[{ count: string | number }]>('* as count');
    expectError(await book(t.app, '10:00'), 404, ERRORS.notFound);
    expect(await knex('bookings').where({ room_id: roomId }).count('* as count')).toEqual(count);
  });

  it('refuses a room whose location was made inactive after the API read it', async () => {
    await knex('locations').where({ id: locationId }).update({ is_active: false });
    expectError(await book(t.app, '10:00'), 404, ERRORS.notFound);
  });

  it('answers a room moved to another location with the location it is in now', async () => {
    await knex('rooms').where({ id: roomId }).update({ location_id: otherLocationId });
    const res = await book(t.app, '10:00');
    expect(res.statusCode, res.body).toBe(201);
    expect(contract.booking.create.response.parse(res.json()).room.location.id).toBe(otherLocationId);
  });

  it('still refuses a taken slot with the message of an overlap', async () => {
    expectError(await book(t.app, '08:30', 'Overlapping'), 409, VALIDATION.selectAvailableRoom);
  });

  it('two API processes on one database each price at the rate the room has now', async () => {
    const other = await buildApp({ db: t.db, config: t.config });
    try {
      // The other process reads the room too; then the rate changes (as an Admin on a third server would change it).
      expect((await book(other, '10:00')).statusCode).toBe(201);
      await knex('rooms').where({ id: roomId }).update({ hourly_rate_ore: 30_000 });
      const here = await book(t.app, '12:00');
      const there = await book(other, '14:00');
      expect(here.statusCode, here.body).toBe(201);
      expect(there.statusCode, there.body).toBe(201);
      expect(Number((await priceOf(here)).total_ore)).toBe(30_000);
      expect(Number((await priceOf(there)).total_ore)).toBe(30_000);
    } finally {
      await other.close();
    }
  });
});
