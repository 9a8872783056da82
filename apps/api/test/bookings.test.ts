import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { AVAILABILITY_REASONS, ERRORS, SERVER_MESSAGES } from '@roombook/domain/messages';
import { contract } from '@roombook/domain/contract/index';
import { BOOKING_RANGE_MAX_DAYS, TIME_ZONE } from '@roombook/domain/constants';
import { MEMORY, openDatabase } from '../src/db/index';
import { toErrorAnswer } from '../src/error-handler';
import { migrationSource } from '../migrations/index';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { testClock, testStart } from '../src/test-clock';
import { call, expectError, login } from './helpers';

const { booking, location } = contract;

/** A Copenhagen wall time as an ISO instant ('2027-10-31', '02:30'); the first of a repeated hour. */
const at = (date: string, time: string): string =>
  Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: TIME_ZONE, plainTime: Temporal.PlainTime.from(time) }).toInstant().toString();

/** A Monday about three months after the instant under test: past the month that the demo data fills. */
const quietMonday = (): Temporal.PlainDate => {
  const day = Temporal.Instant.fromEpochMilliseconds(testStart().getTime()).toZonedDateTimeISO(TIME_ZONE).toPlainDate().add({ days: 90 });
  return day.subtract({ days: day.dayOfWeek - 1 });
};

describe.each(availableBackends())('bookings on %s', (backend) => {
  let t: TestApp;
  /** The API's clock: the instant under test, running, unless a test pins it. */
  let pinned: string | null = null;
  const running = testClock();
  const tokens: Record<string, string> = {};
  const ids = { rooms: {} as Record<string, number>, companies: {} as Record<string, number>, locations: {} as Record<string, number>, users: {} as Record<string, number> };

  beforeAll(async () => {
    t = await createTestApp({ backend, config: { now: () => (pinned === null ? running() : new Date(pinned)) } });
    await signInAll();
    const byName = async (table: string) =>
      Object.fromEntries((await t.db.knex(table).select<Array<{ id: number; name: string }>>('id', 'name')).map((row) => [row.name, row.id]));
    ids.rooms = await byName('rooms');
    ids.companies = await byName('companies');
    ids.locations = await byName('locations');
    ids.users = Object.fromEntries(
      (await t.db.knex('users').select<Array<{ id: number; email: string }>>('id', 'email')).map((row) => [row.email.split('@')[0]!, row.id]),
    );
  });
  afterEach(async () => {
    if (pinned === null) return;
    pinned = null;
    await signInAll();
  });

  /** Signs in every demo user (on the API's clock: a session begins when its clock says). */
  const signInAll = async () => {
    for (const who of ['user', 'owner', 'manager', 'admin', 'canteen', 'newcomer']) tokens[who] = (await login(t.app, `${who}@roombook.test`)).token;
  };
  /** Moves the API's clock to `instant`; the sessions begin again there, as they would for a user. */
  const pin = async (instant: string) => {
    pinned = instant;
    await signInAll();
  };
  afterAll(() => t?.close());

  const create = (who: string, body: { name: string; roomId: number; bookingStart: string; bookingEnd: string }) =>
    call(t.app, booking.create, { token: tokens[who], body });
  const usedIn = async (who: string, locationId: number, roomId: number) => {
    const res = await call(t.app, booking.usedTime, { token: tokens[who], params: { locationId } });
    expect(res.statusCode, res.body).toBe(200);
    return booking.usedTime.response.parse(res.json()).find((entry) => entry.room.id === roomId);
  };
  const inRoom = async (who: string, roomId: number, from: string, to: string) => {
    const res = await call(t.app, booking.byRoom, { token: tokens[who], params: { id: roomId }, query: { from, to } });
    expect(res.statusCode, res.body).toBe(200);
    return booking.byRoom.response.parse(res.json());
  };

  it('fixes the price and the company at booking time: a later rate, discount or move of the user does not rewrite them', async () => {
    const blixen = ids.rooms.Blixen!;
    const nordlys = ids.companies['Nordlys ApS']!;
    const day = quietMonday().toString();
    // 90 minutes at 250.00 kr.: 375.00, less Nordlys's 10 % (37.50): 337.50; with 25 % tax 421.875 → 421.88.
    const res = await create('user', { name: 'Board meeting', roomId: blixen, bookingStart: at(day, '09:00'), bookingEnd: at(day, '10:30') });
    expect(res.statusCode, res.body).toBe(201);
    const created = booking.create.response.parse(res.json());
    expect(created.bookingCost).toEqual({ total: 33750 });
    expect(created.user.company).toEqual({ id: nordlys, name: 'Nordlys ApS' });
    const stored = await t.db.knex('bookings').where({ id: created.id }).first();
    expect({ ...stored, discount_percent: Number(stored.discount_percent) }).toMatchObject({
      company_id: nordlys,
      hourly_rate_ore: 25000,
      discount_percent: 10,
      total_ore: 37500,
      discount_ore: 3750,
      total_with_discount_ore: 33750,
      total_with_tax_ore: 42188,
    });

    try {
      await t.db.knex('rooms').where({ id: blixen }).update({ hourly_rate_ore: 99900 });
      await t.db.knex('companies').where({ id: nordlys }).update({ discount_percent: 50 });
      await t.db.knex('users').where({ id: ids.users.user }).update({ company_id: ids.companies['Havblik A/S'] });
      const [listed] = await inRoom('admin', blixen, at(day, '00:00'), at(day, '23:45'));
      expect(listed).toMatchObject({ id: created.id, bookingCost: { total: 33750 }, user: { company: { id: nordlys, name: 'Nordlys ApS' } } });

      // It still counts against Nordlys: its owner may change it; a change takes the price of that moment
      // (90 minutes at 999.00 kr., 50 %), and keeps the booker and the company.
      const changed = await call(t.app, booking.update, {
        token: tokens.owner,
        params: { id: created.id },
        body: { name: 'Board meeting (moved)', roomId: blixen, bookingStart: at(day, '11:00'), bookingEnd: at(day, '12:30') },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ userId: ids.users.user, user: { company: { id: nordlys } }, bookingCost: { total: 74925 } });
      expect(await t.db.knex('bookings').where({ id: created.id }).first()).toMatchObject({ company_id: nordlys, user_id: ids.users.user });
    } finally {
      await t.db.knex('rooms').where({ id: blixen }).update({ hourly_rate_ore: 25000 });
      await t.db.knex('companies').where({ id: nordlys }).update({ discount_percent: 10 });
      await t.db.knex('users').where({ id: ids.users.user }).update({ company_id: nordlys });
    }
  });

  it('counts a booking across midnight on the DST Sunday on both days, in real hours, through the API', async () => {
    // Andersen: 4 hours a day, 12 a week, 450.00 kr. an hour. Sunday 31 October 2027 has 25 hours.
    const andersen = ids.rooms.Andersen!;
    const copenhagen = ids.locations['Copenhagen Harbour House']!;
    await pin(at('2027-10-30', '12:00'));
    // Saturday 23:00 to Sunday 03:00 on the wall: 1 hour on Saturday, 4 on Sunday (02:00–03:00 twice).
    const night = await create('user', { name: 'Night shift', roomId: andersen, bookingStart: at('2027-10-30', '23:00'), bookingEnd: '2027-10-31T03:00:00+01:00' });
    expect(night.statusCode, night.body).toBe(201);
    // 5 hours at 450.00 kr., less 10 %.
    expect(night.json()).toMatchObject({ bookingCost: { total: 202500 } });
    expect(await usedIn('owner', copenhagen, andersen)).toMatchObject({ dayUsed: 1, weekUsed: 5 });
    // Saturday takes 3 hours more, not a quarter more.
    expect((await create('manager', { name: 'Workshop', roomId: andersen, bookingStart: at('2027-10-30', '13:00'), bookingEnd: at('2027-10-30', '16:00') })).statusCode).toBe(201);
    expectError(
      await create('owner', { name: 'One more', roomId: andersen, bookingStart: at('2027-10-30', '16:00'), bookingEnd: at('2027-10-30', '16:15') }),
      409,
      AVAILABILITY_REASONS.dailyLimit(4, 0),
    );

    await pin(at('2027-10-31', '10:00'));
    expect(await usedIn('user', copenhagen, andersen)).toMatchObject({ dayUsed: 4, weekUsed: 8 });
    const sundayMore = { bookingStart: at('2027-10-31', '10:00'), bookingEnd: at('2027-10-31', '10:15') };
    expectError(await create('user', { name: 'Sunday', roomId: andersen, ...sundayMore }), 409, AVAILABILITY_REASONS.dailyLimit(4, 0));
    const available = await call(t.app, booking.availableRooms, { token: tokens.user, body: { location: copenhagen, ...sundayMore } });
    expect(booking.availableRooms.response.parse(available.json()).find((entry) => entry.room.id === andersen)).toMatchObject({
      isAvailable: false,
      reason: AVAILABILITY_REASONS.dailyLimit(4, 0),
    });
    // Another company's hours are its own.
    expect((await create('newcomer', { name: 'Havblik', roomId: andersen, ...sundayMore })).statusCode).toBe(201);

    await pin(at('2027-11-01', '08:00'));
    expect(await usedIn('user', copenhagen, andersen)).toMatchObject({ dayUsed: 0, weekUsed: 0 });
    expect((await create('user', { name: 'Monday', roomId: andersen, bookingStart: at('2027-11-01', '09:00'), bookingEnd: at('2027-11-01', '13:00') })).statusCode).toBe(201);
  });

  it('lists the locations each role books in, with their active rooms and never a tablet code', async () => {
    const mine = async (who: string) => {
      const res = await call(t.app, location.mine, { token: tokens[who] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toMatch(/"code"/);
      return location.mine.response.parse(res.json());
    };
    const shape = (locations: Awaited<ReturnType<typeof mine>>) => locations.map((l) => [l.name, l.rooms.map((r) => r.name)]);
    const everything = [
      ['Aarhus Dokk Offices', ['Aros', 'Dokk', 'Marselis']],
      ['Copenhagen Harbour House', ['Andersen', 'Blixen', 'Kierkegaard']],
    ];
    expect(shape(await mine('admin'))).toEqual(everything);
    expect(shape(await mine('user'))).toEqual(everything); // Nordlys rents at both
    expect(shape(await mine('newcomer'))).toEqual([everything[1]]); // Havblik: Copenhagen only
    // No company, so nowhere to book; the calendar of their canteen's location, read-only (docs/decisions/094).
    expect(shape(await mine('canteen'))).toEqual([everything[1]]);

    const [aros] = (await mine('user')).flatMap((l) => l.rooms);
    expect(aros).toMatchObject({ name: 'Aros', seatsNumber: 16, dailyLimit: 6, weeklyLimit: 20, hourlyRate: 60000, isActive: true });
    expect(aros?.features.map((f) => f.name)).toEqual(['Projector', 'Speakerphone', 'Video conference']);

    try {
      await t.db.knex('rooms').where({ name: 'Kierkegaard' }).update({ is_active: false });
      await t.db.knex('locations').where({ name: 'Aarhus Dokk Offices' }).update({ is_active: false });
      expect(shape(await mine('admin'))).toEqual([['Copenhagen Harbour House', ['Andersen', 'Blixen']]]);
      // An inactive room cannot be booked; its location's list leaves it out.
      const day = quietMonday().add({ days: 1 }).toString();
      expectError(await create('user', { name: 'x', roomId: ids.rooms.Kierkegaard!, bookingStart: at(day, '09:00'), bookingEnd: at(day, '10:00') }), 404, ERRORS.notFound);
    } finally {
      await t.db.knex('rooms').where({ name: 'Kierkegaard' }).update({ is_active: true });
      await t.db.knex('locations').where({ name: 'Aarhus Dokk Offices' }).update({ is_active: true });
    }
  });

  it('answers a booking list only for a bounded range, naming the field', async () => {
    const day = quietMonday();
    const from = at(day.toString(), '00:00');
    const list = (query: Record<string, string>) => call(t.app, booking.byRoom, { token: tokens.user, params: { id: ids.rooms.Blixen! }, query });
    for (const [query, field, message] of [
      [{}, 'from', SERVER_MESSAGES.bookingRangeRequired],
      [{ from }, 'to', SERVER_MESSAGES.bookingRangeRequired],
      [{ from, to: from }, 'to', SERVER_MESSAGES.bookingRangeOrder],
      [{ from, to: at(day.add({ days: BOOKING_RANGE_MAX_DAYS + 1 }).toString(), '00:00') }, 'to', SERVER_MESSAGES.bookingRangeTooLong(BOOKING_RANGE_MAX_DAYS)],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, message, field });
    }
    expect((await list({ from, to: at(day.add({ days: BOOKING_RANGE_MAX_DAYS }).toString(), '00:00') })).statusCode).toBe(200);
  });

  it('refuses, as bad input and not with a 500, a booking whose price no whole number of øre can hold', async () => {
    const marselis = ids.rooms.Marselis!;
    try {
      await t.db.knex('rooms').where({ id: marselis }).update({ hourly_rate_ore: 2_147_483_647 });
      // Five centuries at 21,474,836.47 kr. an hour (Admins have no limits): beyond 2^53 øre.
      const res = await create('admin', { name: 'Forever', roomId: marselis, bookingStart: at('2030-01-07', '09:00'), bookingEnd: at('2600-01-07', '09:00') });
      expectError(res, 400, SERVER_MESSAGES.invalidInput);
      expect(await t.db.knex('bookings').where({ room_id: marselis, name: 'Forever' })).toEqual([]);
    } finally {
      await t.db.knex('rooms').where({ id: marselis }).update({ hourly_rate_ore: 12500 });
    }
  });

  it('maps a refused overlap (23P01) and a deadlock (40P01) to 409 with the booking message', () => {
    for (const error of [{ code: '23P01', constraint: 'bookings_no_overlap' }, { code: '40P01' }]) {
      expect(toErrorAnswer(error)).toEqual({ statusCode: 409, message: SERVER_MESSAGES.bookingConflict });
    }
  });

  it.runIf(backend === 'pg')(
    'answers 409, not 500, when the exclusion constraint refuses a booking that the rules could not yet see',
    async () => {
      const blixen = ids.rooms.Blixen!;
      const day = quietMonday().add({ days: 2 }).toString();
      const slot = { bookingStart: at(day, '09:00'), bookingEnd: at(day, '10:00') };
      const db = t.db.knex;
      // Another transaction holds an overlapping booking, not yet committed: the API's rules do not see it,
      // its insert waits on it, and fails with 23P01 once it commits.
      const trx = await db.transaction();
      let answer: Awaited<ReturnType<typeof create>> | undefined;
      try {
        await trx('bookings').insert({ name: 'Held', room_id: blixen, user_id: ids.users.admin, booking_start: slot.bookingStart, booking_end: slot.bookingEnd });
        let settled = false;
        const pending = create('newcomer', { name: 'Too late', roomId: blixen, ...slot }).finally(() => {
          settled = true;
        });
        // Wait until the API's insert is blocked on our transaction (or, wrongly, has answered already).
        for (let waiting = 0; waiting === 0 && !settled; ) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          const { rows } = await db.raw<{ rows: Array<{ n: number }> }>(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          waiting = rows[0]?.n ?? 0;
        }
        await trx.commit();
        answer = await pending;
      } finally {
        if (!trx.isCompleted()) await trx.rollback();
      }
      expectError(answer!, 409, SERVER_MESSAGES.bookingConflict);
      // Only the booking that got there first holds the slot.
      expect((await inRoom('admin', blixen, slot.bookingStart, slot.bookingEnd)).map((b) => b.name)).toEqual(['Held']);
    },
  );
});

describe('migration 0003 on bookings that exist', () => {
  it('records the booker’s company and prices every booking with the domain’s rule', async () => {
    const db = await openDatabase({ driver: 'pglite', dataDir: MEMORY });
    try {
      await db.knex.migrate.up({ migrationSource, name: '0001_initial' });
      await db.knex.migrate.up({ migrationSource, name: '0002_outbox_sealed_params' });
      const insert = async (table: string, row: Record<string, unknown>) =>
        ((await db.knex(table).insert(row).returning<Array<{ id: number }>>('id'))[0]!).id;
      const place = await insert('locations', { name: 'L' });
      const rated = await insert('rooms', { name: 'Rated', location_id: place, daily_limit: 8, weekly_limit: 20, hourly_rate_ore: 10002, code: 'a' });
      const free = await insert('rooms', { name: 'Free', location_id: place, daily_limit: 8, weekly_limit: 20, code: 'b' });
      const company = await insert('companies', { name: 'C', discount_percent: 10 });
      const staff = await insert('users', { role: 'User', company_id: company, first_name: 'A', last_name: 'B', email: 'a@c.test' });
      const admin = await insert('users', { role: 'Admin', first_name: 'C', last_name: 'D', email: 'c@c.test' });
      // 15 minutes at 100.02 kr.: 25.005 → 25.01; 10 % of it 2.501 → 2.50; with tax 22.51 × 1.25 = 28.1375 → 28.14.
      const staffBooking = await insert('bookings', { name: 'x', room_id: rated, user_id: staff, booking_start: '2030-01-07T09:00:00Z', booking_end: '2030-01-07T09:15:00Z' });
      const adminBooking = await insert('bookings', { name: 'y', room_id: free, user_id: admin, booking_start: '2030-01-07T09:00:00Z', booking_end: '2030-01-07T11:00:00Z' });

      await db.knex.migrate.latest({ migrationSource });
      const rows = await db.knex('bookings').orderBy('id');
      expect(rows.map((row: Record<string, unknown>) => ({ ...row, discount_percent: Number(row.discount_percent) }))).toEqual([
        expect.objectContaining({ id: staffBooking, company_id: company, hourly_rate_ore: 10002, discount_percent: 10, total_ore: 2501, discount_ore: 250, total_with_discount_ore: 2251, total_with_tax_ore: 2814 }),
        expect.objectContaining({ id: adminBooking, company_id: null, hourly_rate_ore: null, discount_percent: 0, total_ore: 0, discount_ore: 0, total_with_discount_ore: 0, total_with_tax_ore: 0 }),
      ]);
    } finally {
      await db.close();
    }
  });
});
