import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { createApiClient } from '@roombook/domain/contract/client';
import { contract } from '@roombook/domain/contract/index';
import { AVAILABILITY_REASONS, SERVER_MESSAGES } from '@roombook/domain/messages';
import type { BookingBody } from '@roombook/domain/bookings/schemas';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { startApiProcess } from './api-process';
import { call, daysAhead, login } from './helpers';

/**
 * Parallel bookings on PostgreSQL (PGlite is one connection: it cannot race). The database refuses a
 * taken slot (the exclusion constraint, 23P01/40P01 → 409) and the company limits hold because the check
 * and the write of one company in one room are serialised (a transaction-scoped advisory lock), also
 * when the requests arrive at two API processes on the same database.
 */

/** What a booking request came back with. */
interface Outcome {
  status: number;
  message?: string;
}

/** Sends a create somewhere: the in-process app, or an API process over HTTP. */
type Send = (token: string, body: BookingBody) => Promise<Outcome>;

const viaHttp = (baseUrl: string): Send => {
  const client = createApiClient({ baseUrl });
  return async (token, body) => {
    const result = await client.send(contract.booking.create, { token, body });
    return result.ok ? { status: result.status } : { status: result.status, message: result.error.message };
  };
};

/** A Copenhagen wall time some weeks after the instant under test (past the demo month), as an ISO instant. */
const ahead = (days: number, time: string): string => daysAhead(days, time);

describe.runIf(availableBackends().includes('pg'))('parallel bookings on PostgreSQL', () => {
  let t: TestApp;
  let processes: Array<Awaited<ReturnType<typeof startApiProcess>>> = [];
  const tokens: Record<string, string> = {};
  let andersen = 0;
  let nordlys = 0;

  beforeAll(async () => {
    t = await createTestApp({ backend: 'pg' });
    for (const who of ['user', 'owner', 'manager', 'admin', 'superadmin', 'newcomer']) tokens[who] = (await login(t.app, `${who}@roombook.test`)).token;
    andersen = (await t.db.knex('rooms').where({ name: 'Andersen' }).first<{ id: number }>('id'))!.id;
    nordlys = (await t.db.knex('companies').where({ name: 'Nordlys ApS' }).first<{ id: number }>('id'))!.id;
    const { connectionString } = t.db.knex.client.config.connection as { connectionString: string };
    processes = await Promise.all([startApiProcess(connectionString, t.now()), startApiProcess(connectionString, t.now())]);
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await t?.close();
  });

  const inProcess: Send = async (token, body) => {
    const res = await call(t.app, contract.booking.create, { token, body });
    return { status: res.statusCode, message: (res.json() as { message?: string }).message };
  };
  /** Request i goes to the one app (in process), or alternately to the two API processes. */
  const targets = (): Record<string, (i: number) => Send> => ({
    'one API': () => inProcess,
    'two API processes': (i) => viaHttp(processes[i % 2]!.baseUrl),
  });

  /** Users of three companies and none: the limits' locks differ, only the database can refuse the slot. */
  const bookers = ['user', 'owner', 'manager', 'admin', 'superadmin', 'newcomer'];

  it.each(['one API', 'two API processes'])('%s: 200 parallel creates of one slot → exactly one booking, 409 for the rest, no 5xx', async (where) => {
    const day = where === 'one API' ? 71 : 72;
    const body = { name: 'Race', roomId: andersen, bookingStart: ahead(day, '10:00'), bookingEnd: ahead(day, '11:00') };
    const send = targets()[where]!;
    const outcomes = await Promise.all(Array.from({ length: 200 }, (_, i) => send(i)(tokens[bookers[i % bookers.length]!]!, body)));

    expect(outcomes.filter((o) => o.status === 201)).toHaveLength(1);
    const refused = outcomes.filter((o) => o.status !== 201);
    expect(refused).toHaveLength(199);
    expect(refused.every((o) => o.status === 409 && o.message === SERVER_MESSAGES.bookingConflict), JSON.stringify(refused.filter((o) => o.status !== 409).slice(0, 3))).toBe(true);
    const stored = await t.db.knex('bookings').where({ room_id: andersen, name: 'Race' }).whereRaw('tstzrange(booking_start, booking_end) && tstzrange(?::timestamptz, ?::timestamptz)', [body.bookingStart, body.bookingEnd]);
    expect(stored).toHaveLength(1);
  });

  it("reads, with the lock held, the hours that the lock's last holder committed while the booking waited for it", async () => {
    // Another writer of Nordlys's hours in Andersen holds the lock of the room and the company, and books
    // the whole daily limit (4 hours); a User's booking of that day arrives meanwhile and waits for the lock.
    const day = 99;
    const user = (await t.db.knex('users').where({ email: 'user@roombook.test' }).first<{ id: number }>('id'))!.id;
    const holder = await t.db.knex.transaction();
    let waiting: Promise<Outcome> | undefined;
    try {
      await holder.raw('select pg_advisory_xact_lock(?::integer, ?::integer)', [andersen, nordlys]);
      await holder('bookings').insert({
        name: 'Held',
        room_id: andersen,
        user_id: user,
        company_id: nordlys,
        booking_start: ahead(day, '08:00'),
        booking_end: ahead(day, '12:00'),
      });
      waiting = inProcess(tokens.user!, { name: 'Waiting', roomId: andersen, bookingStart: ahead(day, '13:00'), bookingEnd: ahead(day, '14:00') });
      // Until PostgreSQL shows the booking waiting for an advisory lock.
      for (let tries = 0; ; tries++) {
        const { rows } = await t.db.knex.raw<{ rows: Array<{ n: string }> }>("select count(*) as n from pg_locks where locktype = 'advisory' and not granted");
        if (Number(rows[0]?.n) > 0) break;
        if (tries > 200) throw new Error('the booking never waited for the lock');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await holder.commit();
    } finally {
      if (!holder.isCompleted()) await holder.rollback();
    }
    // A read with the snapshot of its statement's start would see no hours that day, and book a fifth.
    expect(await waiting).toEqual({ status: 409, message: AVAILABILITY_REASONS.dailyLimit(4, 0) });
    expect(await t.db.knex('bookings').where({ room_id: andersen, name: 'Waiting' })).toHaveLength(0);
  });

  it.each(['one API', 'two API processes'])(
    "%s: one company's parallel creates never book more than the room's daily limit, and each refusal names it",
    async (where) => {
      // Andersen: 4 hours a day per company. 40 different quarter hours from 08:00 would be 10 hours.
      const day = where === 'one API' ? 78 : 79;
      const send = targets()[where]!;
      const staff = ['user', 'owner', 'manager'];
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, i) => {
          const start = Temporal.Instant.from(ahead(day, '08:00')).add({ minutes: 15 * i });
          const body = { name: 'Limit race', roomId: andersen, bookingStart: start.toString(), bookingEnd: start.add({ minutes: 15 }).toString() };
          return send(i)(tokens[staff[i % staff.length]!]!, body);
        }),
      );

      const created = outcomes.filter((o) => o.status === 201);
      const refused = outcomes.filter((o) => o.status !== 201);
      expect(refused.every((o) => o.status === 409 && o.message === AVAILABILITY_REASONS.dailyLimit(4, 0)), JSON.stringify(refused.slice(0, 3))).toBe(true);
      // The hours the company holds that day never pass the limit; serialised, they fill it exactly.
      const { rows } = await t.db.knex.raw<{ rows: Array<{ hours: string }> }>(
        `select coalesce(sum(extract(epoch from booking_end - booking_start)), 0) / 3600 as hours
           from bookings where room_id = ? and company_id = ? and name = 'Limit race'
            and tstzrange(booking_start, booking_end) && tstzrange(?::timestamptz, ?::timestamptz)`,
        [andersen, nordlys, ahead(day, '00:00'), ahead(day + 1, '00:00')],
      );
      expect(Number(rows[0]?.hours)).toBe(4);
      expect(created).toHaveLength(16);
    },
  );
});
