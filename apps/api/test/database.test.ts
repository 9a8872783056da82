import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '@roombook/domain/constants';
import { ROLES } from '@roombook/domain/roles';
import type { Database } from '../src/db/index';
import { migrateLatest, migrateRollbackAll } from '../src/db/migrate';
import { toErrorAnswer } from '../src/error-handler';
import { DEMO_LOGINS, seedDemo, seedDemoIfEmpty } from '../src/seed/demo';
import { availableBackends, createTestDatabase } from '../src/testing';
import { MIGRATION_NAMES } from '../migrations/index';

const TABLES = [
  'users',
  'companies',
  'company_locations',
  'company_applications',
  'company_application_locations',
  'locations',
  'rooms',
  'features',
  'room_features',
  'bookings',
  'canteens',
  'canteen_items',
  'canteen_orders',
  'canteen_order_items',
  'receptions',
  'refresh_tokens',
  'password_reset_tokens',
  'outgoing_emails',
  'page_views',
];

const sqlState = (error: unknown): string | undefined => (error as { code?: string }).code;

/** Inserts a booking row directly (the Bookings API comes with its own issue). */
const insertBooking = (db: Database, roomId: number, userId: number, start: string, end: string) =>
  db
    .knex('bookings')
    .insert({ name: 'Test', room_id: roomId, user_id: userId, booking_start: start, booking_end: end });

describe.each(availableBackends())('database on %s', (backend) => {
  let db: Database;
  let roomId: number;
  let userId: number;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    const [location] = await db
      .knex('locations')
      .insert({ name: 'L', description: 'd' })
      .returning<Array<{ id: number }>>('id');
    const [room] = await db
      .knex('rooms')
      .insert({ name: 'R', location_id: location?.id, daily_limit: 8, weekly_limit: 20, code: 'room-code-1' })
      .returning<Array<{ id: number }>>('id');
    const [user] = await db
      .knex('users')
      .insert({ role: 'User', first_name: 'A', last_name: 'B', email: 'a@b.test' })
      .returning<Array<{ id: number }>>('id');
    roomId = room?.id ?? 0;
    userId = user?.id ?? 0;
  });
  afterAll(() => db?.close());

  it('has run every migration and created the whole data model', async () => {
    const ran = await db.knex('knex_migrations').pluck('name');
    expect(ran).toEqual(MIGRATION_NAMES);
    const tables = await db.knex('information_schema.tables').where({ table_schema: 'public' }).pluck('table_name');
    expect(tables).toEqual(expect.arrayContaining(TABLES));
  });

  it('refuses an overlapping booking of the same room with 23P01, mapped to 409', async () => {
    await insertBooking(db, roomId, userId, '2030-01-07T09:00:00Z', '2030-01-07T10:00:00Z');
    const error = await insertBooking(db, roomId, userId, '2030-01-07T09:45:00Z', '2030-01-07T10:30:00Z').catch(
      (e: unknown) => e
    );
    expect(sqlState(error)).toBe('23P01');
    expect((error as { constraint?: string }).constraint).toBe('bookings_no_overlap');
    expect(toErrorAnswer(error)).toEqual({ statusCode: 409, message: 'Please select an available room' });
    const inside = await insertBooking(db, roomId, userId, '2030-01-07T09:15:00Z', '2030-01-07T09:30:00Z').catch(
      (e: unknown) => e
    );
    expect(sqlState(inside)).toBe('23P01');
  });

  it('accepts adjacent bookings and the same time in another room', async () => {
    await insertBooking(db, roomId, userId, '2030-01-08T09:00:00Z', '2030-01-08T10:00:00Z');
    await insertBooking(db, roomId, userId, '2030-01-08T10:00:00Z', '2030-01-08T11:00:00Z');
    await insertBooking(db, roomId, userId, '2030-01-08T08:00:00Z', '2030-01-08T09:00:00Z');
    const [other] = await db
      .knex('rooms')
      .insert({
        name: 'R2',
        location_id: db.knex('rooms').select('location_id').where({ id: roomId }),
        code: 'room-code-2',
      })
      .returning<Array<{ id: number }>>('id');
    await insertBooking(db, other?.id ?? 0, userId, '2030-01-08T09:00:00Z', '2030-01-08T10:00:00Z');
    const count = await db
      .knex('bookings')
      .whereRaw("booking_start::date = '2030-01-08'")
      .count<Array<{ n: number }>>({ n: '*' });
    expect(count[0]?.n).toBe(4);
  });

  it.each([
    ['a start at :10', '2030-02-01T09:10:00Z', '2030-02-01T10:00:00Z'],
    ['an end at :50', '2030-02-01T09:00:00Z', '2030-02-01T09:50:00Z'],
    ['seconds', '2030-02-01T09:00:30Z', '2030-02-01T10:00:00Z'],
    ['milliseconds', '2030-02-01T09:00:00.500Z', '2030-02-01T10:00:00Z'],
    // 09:00 in a zone at +05:30 is 03:30 UTC: on the grid in every zone we use, the check holds everywhere.
    ['a half-hour zone off the quarter', '2030-02-01T09:05:00+05:30', '2030-02-01T10:00:00+05:30'],
  ])('refuses %s off the 15-minute grid (check violation → 400)', async (_label, start, end) => {
    const error = await insertBooking(db, roomId, userId, start, end).catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23514');
    expect((error as { constraint?: string }).constraint).toBe('bookings_on_grid');
    expect(toErrorAnswer(error).statusCode).toBe(400);
  });

  it('accepts quarter hours in Copenhagen summer and winter time', async () => {
    await insertBooking(db, roomId, userId, '2030-07-01T09:15:00+02:00', '2030-07-01T09:45:00+02:00');
    await insertBooking(db, roomId, userId, '2030-12-02T23:45:00+01:00', '2030-12-03T00:15:00+01:00');
  });

  it('refuses an end that is not after the start', async () => {
    const same = await insertBooking(db, roomId, userId, '2030-03-01T09:00:00Z', '2030-03-01T09:00:00Z').catch(
      (e: unknown) => e
    );
    expect((same as { constraint?: string }).constraint).toBe('bookings_end_after_start');
    const before = await insertBooking(db, roomId, userId, '2030-03-01T09:00:00Z', '2030-03-01T08:00:00Z').catch(
      (e: unknown) => e
    );
    expect((before as { constraint?: string }).constraint).toBe('bookings_end_after_start');
  });

  it('enforces the room limits, the discount range, the roles and case-insensitive unique emails', async () => {
    const location = await db
      .knex('rooms')
      .select('location_id')
      .where({ id: roomId })
      .first<{ location_id: number }>();
    const room = (values: Record<string, unknown>) =>
      db
        .knex('rooms')
        .insert({ name: 'X', location_id: location.location_id, code: `c-${Math.random()}`, ...values })
        .catch((e: unknown) => e);
    expect(((await room({ daily_limit: 25, weekly_limit: 30 })) as { constraint?: string }).constraint).toBe(
      'rooms_daily_limit_check'
    );
    expect(((await room({ daily_limit: 5, weekly_limit: 4 })) as { constraint?: string }).constraint).toBe(
      'rooms_weekly_limit_check'
    );
    expect(((await room({ seats_number: -1 })) as { constraint?: string }).constraint).toBe('rooms_seats_check');
    const company = await db
      .knex('companies')
      .insert({ name: 'C', discount_percent: 101 })
      .catch((e: unknown) => e);
    expect((company as { constraint?: string }).constraint).toBe('companies_discount_range');
    const role = await db
      .knex('users')
      .insert({ role: 'Root', first_name: 'a', last_name: 'b', email: 'r@b.test' })
      .catch((e: unknown) => e);
    expect((role as { constraint?: string }).constraint).toBe('users_role_check');
    const email = await db
      .knex('users')
      .insert({ role: 'User', first_name: 'a', last_name: 'b', email: 'A@B.test' })
      .catch((e: unknown) => e);
    expect(sqlState(email)).toBe('23505');
    expect(toErrorAnswer(email)).toEqual({ statusCode: 409, message: 'A user with this email already exists' });
  });

  it('returns the same JavaScript types on both drivers', async () => {
    const row = await db.knex.raw<{ rows: Array<Record<string, unknown>> }>(
      "select count(*) as n, 5::bigint as big, date '2030-01-02' as d, now() as t, 1.50::numeric as money"
    );
    expect(row.rows[0]).toEqual({ n: 1, big: 5, d: '2030-01-02', t: expect.any(Date), money: '1.50' });
  });

  it('rolls every migration back and forward again', async () => {
    await migrateRollbackAll(db.knex);
    const left = await db
      .knex('information_schema.tables')
      .where({ table_schema: 'public' })
      .whereIn('table_name', TABLES)
      .pluck('table_name');
    expect(left).toEqual([]);
    expect(await migrateLatest(db.knex)).toEqual(MIGRATION_NAMES);
  });
});

describe.each(availableBackends())('demo seed on %s', (backend) => {
  let db: Database;
  const now = new Date('2026-03-29T10:20:00Z'); // the DST Sunday of March 2026, in Copenhagen

  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });
  afterAll(() => db?.close());

  it('seeds an empty database once', async () => {
    expect(await seedDemoIfEmpty(db.knex, now)).toBe(true);
    expect(await seedDemoIfEmpty(db.knex, now)).toBe(false);
    const users = await db.knex('users').select('email', 'role', 'first_login as firstLogin').orderBy('id');
    expect(users).toEqual(DEMO_LOGINS.map(({ email, role, firstLogin }) => ({ email, role, firstLogin })));
    expect(new Set(users.map((u: { role: string }) => u.role))).toEqual(new Set(ROLES));
  });

  it('has the demo data the issue lists', async () => {
    const count = async (table: string, where: Record<string, unknown> = {}) =>
      Number((await db.knex(table).where(where).count<Array<{ n: number }>>({ n: '*' }))[0]?.n);
    expect(await count('locations')).toBeGreaterThanOrEqual(2);
    expect(await count('rooms')).toBe(6);
    expect(await count('room_features')).toBeGreaterThan(0);
    const rooms = await db.knex('rooms').select('rules', 'daily_limit', 'weekly_limit', 'hourly_rate_ore');
    expect(rooms.every((r: { rules: string }) => r.rules.length > 0)).toBe(true);
    expect(rooms.some((r: { hourly_rate_ore: number | null }) => r.hourly_rate_ore !== null)).toBe(true);
    const companies = await db.knex('companies').select('discount_percent');
    expect(companies).toHaveLength(3);
    expect(companies.every((c: { discount_percent: number }) => c.discount_percent > 0)).toBe(true);
    expect(await count('canteens')).toBe(2);
    expect(await count('canteen_items')).toBeGreaterThan(0);
    expect(await count('canteen_orders')).toBeGreaterThan(0);
    expect(await count('canteen_order_items')).toBeGreaterThan(0);
    expect(await count('receptions')).toBe(1);
    expect(await count('company_applications', { status: 'pending' })).toBe(1);
  });

  it('books this month in Copenhagen, on the 15-minute grid', async () => {
    const bookings = await db
      .knex('bookings')
      .select<Array<{ booking_start: Date; booking_end: Date }>>('booking_start', 'booking_end');
    expect(bookings.length).toBeGreaterThan(10);
    const month = Temporal.Instant.from(now.toISOString())
      .toZonedDateTimeISO(TIME_ZONE)
      .toPlainDate()
      .toPlainYearMonth();
    for (const booking of bookings) {
      for (const instant of [booking.booking_start, booking.booking_end]) {
        const local = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(TIME_ZONE);
        expect(local.toPlainDate().toPlainYearMonth().equals(month)).toBe(true);
        expect([0, 15, 30, 45]).toContain(local.minute);
        expect(local.second).toBe(0);
      }
    }
    // Local wall-clock times survive the DST change: a 09:00 booking is 08:00Z before it and 07:00Z after.
    const nineOclock = bookings
      .map((b) => Temporal.Instant.fromEpochMilliseconds(b.booking_start.getTime()).toZonedDateTimeISO(TIME_ZONE))
      .filter((z) => z.hour === 9 && z.minute === 0);
    expect(nineOclock.length).toBeGreaterThan(0);
  });

  it('seeds only an empty database', async () => {
    await expect(seedDemo(db.knex, now)).rejects.toMatchObject({ code: '23505' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('booking race on PostgreSQL', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase('pg');
  });
  afterAll(() => db?.close());

  it('lets exactly one of 10 parallel overlapping bookings through; the others map to 409', async () => {
    const [location] = await db.knex('locations').insert({ name: 'L' }).returning<Array<{ id: number }>>('id');
    const [room] = await db
      .knex('rooms')
      .insert({ name: 'R', location_id: location?.id, code: 'race' })
      .returning<Array<{ id: number }>>('id');
    const users = await db
      .knex('users')
      .insert(
        Array.from({ length: 10 }, (_, i) => ({
          role: 'User',
          first_name: 'U',
          last_name: String(i),
          email: `u${i}@race.test`,
        }))
      )
      .returning<Array<{ id: number }>>('id');
    const attempts = users.map((user, i) =>
      db.knex.transaction(async (trx) => {
        await trx('bookings').insert({
          name: `Race ${i}`,
          room_id: room?.id,
          user_id: user.id,
          booking_start: `2031-05-05T09:${String((i % 4) * 15).padStart(2, '0')}:00Z`,
          booking_end: '2031-05-05T11:00:00Z',
        });
      })
    );
    const results = await Promise.allSettled(attempts);
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(9);
    for (const r of rejected) {
      expect(['23P01', '40P01']).toContain(sqlState(r.reason));
      expect(toErrorAnswer(r.reason).statusCode).toBe(409);
    }
    expect(Number((await db.knex('bookings').count<Array<{ n: number }>>({ n: '*' }))[0]?.n)).toBe(1);
  });
});
