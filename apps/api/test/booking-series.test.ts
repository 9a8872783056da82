import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { createApiClient } from '@roombook/domain/contract/client';
import { contract } from '@roombook/domain/contract/index';
import { SERIES_MESSAGES } from '@roombook/domain/bookings/series/page';
import { AVAILABILITY_REASONS, ERRORS, VALIDATION } from '@roombook/domain/messages';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { startApiProcess } from './api-process';
import { testClock } from '../src/test-clock';
import { call, daysAhead, insertId, login, raceRoom } from './helpers';

/**
 * The day these tests count from, fixed (not the instant under test): the series they book cross the change to winter
 * time on 25 October 2026, and their weekdays are this Wednesday's. The API's clock runs from it.
 */
const START = new Date('2026-06-10T08:00:00Z');
const ahead = (days: number, time: string): string => daysAhead(days, time, START);

/** The Copenhagen wall time of an instant, 'YYYY-MM-DD HH:mm'. */
const wall = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO('Europe/Copenhagen').toString().slice(0, 16).replace('T', ' ');

/** A weekly series on Wednesdays at 09:00–10:00 from the Wednesday `days` after the test's day (2026-06-10, a Wednesday). */
const weekly = (roomId: number, days: number, count: number, name = 'Team meeting') => ({
  booking: { name, roomId, bookingStart: ahead(days, '09:00'), bookingEnd: ahead(days, '10:00') },
  repeat: { frequency: 'weekly', weekdays: ['WE'], count },
});

/**
 * Recurring bookings (issue 30 §3, docs/decisions/106): a repeat previewed with each booking decided as a single one
 * would be, then the chosen ones booked all or none.
 */
describe.each(availableBackends())('booking series on %s', (backend) => {
  let t: TestApp;
  let user = '';
  let owner = '';
  let roomId = 0;
  let companyId = 0;
  beforeAll(async () => {
    t = await createTestApp({ backend, config: { now: testClock(START) } });
    user = (await login(t.app)).token;
    owner = (await login(t.app, 'owner@roombook.test')).token;
    companyId = (await t.db.knex('users').where({ email: 'user@roombook.test' }).first<{ companyId: number }>('company_id as companyId'))!.companyId;
    roomId = await raceRoom(t.db.knex, companyId, 'Series room');
  });
  afterAll(() => t?.close());

  const bookingsOf = (name: string) =>
    t.db.knex('bookings').where({ name }).orderBy('booking_start').select<{ booking_start: Date; series_id: number | null; occurrence_start: Date | null }[]>('booking_start', 'series_id', 'occurrence_start');

  it('a weekly 09:00 meeting for three months stays at 09:00 across the DST change, a taken week refused and the rest booked', async () => {
    // Week 3 (2026-10-28) is taken by another company's booking.
    const other = await login(t.app, 'owner@roombook.test');
    const taken = await call(t.app, contract.booking.create, {
      token: other.token,
      body: { name: 'Taken', roomId, bookingStart: ahead(140, '09:30'), bookingEnd: ahead(140, '10:30') },
    });
    expect(taken.statusCode, taken.body).toBe(201);

    const body = weekly(roomId, 126, 13);
    const preview = await call(t.app, contract.booking.seriesPreview, { token: user, body });
    expect(preview.statusCode, preview.body).toBe(200);
    const { rule, description, occurrences } = contract.booking.seriesPreview.response.parse(preview.json());
    expect(rule).toBe('FREQ=WEEKLY;BYDAY=WE;COUNT=13');
    expect(description).toBe('Repeats weekly on Wednesday');
    expect(occurrences.map((o) => wall(o.bookingStart))).toEqual([
      '2026-10-14 09:00', '2026-10-21 09:00', '2026-10-28 09:00', '2026-11-04 09:00', '2026-11-11 09:00', '2026-11-18 09:00', '2026-11-25 09:00',
      '2026-12-02 09:00', '2026-12-09 09:00', '2026-12-16 09:00', '2026-12-23 09:00', '2026-12-30 09:00', '2027-01-06 09:00',
    ]);
    // The same wall time is another UTC hour after the change on 2026-10-25.
    expect([occurrences[1]!.bookingStart, occurrences[2]!.bookingStart]).toEqual(["2026-10-21T07:00:00.000Z", "2026-10-28T08:00:00.000Z"]);
    expect(occurrences.map((o) => o.refusal)).toEqual([null, null, VALIDATION.selectAvailableRoom, ...Array(10).fill(null)]);

    // Saving every week is refused as a whole, naming the taken one; nothing is booked.
    const all = await call(t.app, contract.booking.createSeries, { token: user, body: { ...body, occurrences: occurrences.map((o) => o.bookingStart) } });
    expect(all.statusCode).toBe(409);
    expect(all.json()).toEqual({ statusCode: 409, message: SERIES_MESSAGES.occurrenceRefused('28.10.2026 09:00', VALIDATION.selectAvailableRoom) });
    expect(await bookingsOf('Team meeting')).toEqual([]);
    expect(Number((await t.db.knex('booking_series').count<{ count: string | number }[]>('* as count'))[0]!.count)).toBe(0);

    // The rest, as the preview offers them, are booked: each a booking of the series, at its start.
    const chosen = occurrences.filter((o) => o.refusal === null).map((o) => o.bookingStart);
    const created = await call(t.app, contract.booking.createSeries, { token: user, body: { ...body, occurrences: chosen } });
    expect(created.statusCode, created.body).toBe(201);
    const series = contract.booking.createSeries.response.parse(created.json());
    expect(series.bookings.map((booking) => booking.bookingStart)).toEqual(chosen);
    expect(series.bookings.every((booking) => booking.name === 'Team meeting' && booking.roomId === roomId && booking.bookingCost !== null)).toBe(true);
    const rows = await bookingsOf('Team meeting');
    expect(rows.map((row) => row.series_id)).toEqual(Array(12).fill(series.id));
    expect(rows.map((row) => row.occurrence_start!.toISOString())).toEqual(rows.map((row) => row.booking_start.toISOString()));
    const stored = await t.db.knex('booking_series').where({ id: series.id }).first<{ rule: string; minutes: number }>('rule', 'minutes');
    expect(stored).toEqual({ rule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=13', minutes: 60 });

    // The booking report lists each of them as a booking, at its own price.
    const admin = (await login(t.app, 'admin@roombook.test')).token;
    const report = await call(t.app, contract.report.booking, {
      token: admin,
      body: { roomId, companyId: null, bookingStatus: 'ALL', startDate: ahead(120, '00:00'), endDate: ahead(220, '00:00') },
    });
    expect(report.statusCode, report.body).toBe(200);
    const { entries } = contract.report.booking.response.parse(report.json());
    expect(entries.filter((entry) => entry.booking.name === 'Team meeting').map((entry) => entry.booking.id).sort()).toEqual(series.bookings.map((booking) => booking.id).sort());
  });

  it("the company's weekly limit counts the series' own hours: the 4th daily hour of a week over a 3-hour limit is refused", async () => {
    const limited = await insertId(t.db.knex, 'rooms', {
      name: 'Limited series room',
      location_id: (await t.db.knex('rooms').where({ id: roomId }).first<{ location_id: number }>('location_id'))!.location_id,
      daily_limit: 2,
      weekly_limit: 3,
      code: `limited-${Math.random()}`,
    });
    // Monday 2026-11-16 to Friday: five daily hours in one ISO week.
    const body = {
      booking: { name: 'Daily stand-up', roomId: limited, bookingStart: ahead(159, '08:00'), bookingEnd: ahead(159, '09:00') },
      repeat: { frequency: 'weekdays', count: 5 },
    };
    const preview = contract.booking.seriesPreview.response.parse((await call(t.app, contract.booking.seriesPreview, { token: user, body })).json());
    expect(preview.occurrences.map((o) => wall(o.bookingStart).slice(0, 10))).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(preview.occurrences.map((o) => o.refusal)).toEqual([null, null, null, AVAILABILITY_REASONS.weeklyLimit(3, 0), AVAILABILITY_REASONS.weeklyLimit(3, 0)]);
    const created = await call(t.app, contract.booking.createSeries, { token: owner, body: { ...body, occurrences: preview.occurrences.slice(0, 3).map((o) => o.bookingStart) } });
    expect(created.statusCode, created.body).toBe(201);
    // A colleague's series that week now finds the hours used.
    const again = contract.booking.seriesPreview.response.parse((await call(t.app, contract.booking.seriesPreview, { token: user, body })).json());
    expect(again.occurrences.map((o) => o.refusal)).toEqual([VALIDATION.selectAvailableRoom, VALIDATION.selectAvailableRoom, VALIDATION.selectAvailableRoom, AVAILABILITY_REASONS.weeklyLimit(3, 0), AVAILABILITY_REASONS.weeklyLimit(3, 0)]);
  });

  it('changes one occurrence alone, then all: the single change is kept; then the following ones; all or none', async () => {
    const body = weekly(roomId, 245, 4, 'Scoped');
    const preview = contract.booking.seriesPreview.response.parse((await call(t.app, contract.booking.seriesPreview, { token: user, body })).json());
    const created = await call(t.app, contract.booking.createSeries, { token: user, body: { ...body, occurrences: preview.occurrences.map((o) => o.bookingStart) } });
    const [first, second, third, fourth] = contract.booking.createSeries.response.parse(created.json()).bookings;
    const change = (id: number, scope: string | undefined, name: string, days: number, from: string, to: string, room = roomId) =>
      call(t.app, contract.booking.update, { token: user, params: { id }, ...(scope ? { query: { scope } } : {}), body: { name, roomId: room, bookingStart: ahead(days, from), bookingEnd: ahead(days, to) } });
    const rows = () =>
      t.db.knex('bookings').where({ series_id: first!.series!.id }).orderBy('occurrence_start').select<Array<{ name: string; booking_start: Date; booking_end: Date; room_id: number; detached: boolean }>>('name', 'booking_start', 'booking_end', 'room_id', 'detached');
    const shown = async () => (await rows()).map((row) => `${row.name} ${wall(row.booking_start.toISOString())}–${wall(row.booking_end.toISOString()).slice(11)}`);

    // The second one alone, to 11:00.
    expect((await change(second!.id, undefined, 'Scoped', 252, '11:00', '12:00')).statusCode).toBe(200);
    // All, from the first: an hour later and renamed; the second keeps its own change.
    const all = await change(first!.id, 'all', 'Renamed', 245, '10:00', '11:30');
    expect(all.statusCode, all.body).toBe(200);
    expect(await shown()).toEqual([
      `Renamed ${wall(ahead(245, '10:00'))}–11:30`,
      `Scoped ${wall(ahead(252, '11:00'))}–12:00`,
      `Renamed ${wall(ahead(259, '10:00'))}–11:30`,
      `Renamed ${wall(ahead(266, '10:00'))}–11:30`,
    ]);

    // The following ones from the third, to the next day: the first stays.
    const following = await change(third!.id, 'following', 'Moved on', 260, '08:00', '09:00');
    expect(following.statusCode, following.body).toBe(200);
    expect(await shown()).toEqual([
      `Renamed ${wall(ahead(245, '10:00'))}–11:30`,
      `Scoped ${wall(ahead(252, '11:00'))}–12:00`,
      `Moved on ${wall(ahead(260, '08:00'))}–09:00`,
      `Moved on ${wall(ahead(267, '08:00'))}–09:00`,
    ]);

    // A change that one of them cannot take changes none of them.
    const owner2 = await call(t.app, contract.booking.create, { token: owner, body: { name: 'In the way', roomId, bookingStart: ahead(267, '12:00'), bookingEnd: ahead(267, '13:00') } });
    expect(owner2.statusCode, owner2.body).toBe(201);
    const before = await shown();
    const refused = await change(third!.id, 'following', 'Refused', 260, '12:00', '13:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/: Please select an available room$/);
    expect(await shown()).toEqual(before);

    // Deleting the following ones from the third deletes two.
    const deleted = await call(t.app, contract.booking.delete, { token: user, params: { id: third!.id }, query: { scope: 'following' } });
    expect(deleted.json()).toEqual({ message: '2 bookings deleted' });
    expect((await rows()).map((row) => row.name)).toEqual(['Renamed', 'Scoped']);
    expect(fourth).toBeDefined();
  });

  it('refuses what is not a series of the repeat, and a room the user does not book in', async () => {
    const body = weekly(roomId, 200, 4, 'Refused');
    const notOne = await call(t.app, contract.booking.createSeries, { token: user, body: { ...body, occurrences: [ahead(201, '09:00')] } });
    expect(notOne.json()).toMatchObject({ statusCode: 400, message: SERIES_MESSAGES.notAnOccurrence });
    const none = await call(t.app, contract.booking.createSeries, { token: user, body: { ...body, occurrences: [] } });
    expect(none.json()).toMatchObject({ statusCode: 400, message: SERIES_MESSAGES.chooseOccurrences });
    const tooLong = await call(t.app, contract.booking.seriesPreview, { token: user, body: { ...body, repeat: { frequency: 'daily', count: 53 } } });
    expect(tooLong.statusCode).toBe(400);
    const past = await call(t.app, contract.booking.seriesPreview, { token: user, body: { ...body, repeat: { frequency: 'weekly', weekdays: ['WE'], until: ahead(100, '09:00').slice(0, 10) } } });
    expect(past.json()).toMatchObject({ statusCode: 400, message: SERIES_MESSAGES.untilBeforeStart });
    const outside = await call(t.app, contract.booking.seriesPreview, { token: user, body: { ...body, booking: { ...body.booking, roomId: 2_000_000_000 } } });
    expect(outside.json()).toEqual({ statusCode: 404, message: ERRORS.notFound });
    expect(await bookingsOf('Refused')).toEqual([]);
  });
});

/**
 * Series racing on PostgreSQL across two API processes: the save decides under the lock of the room and the company,
 * so of many parallel series over the same weeks exactly one is booked, whole, and no other leaves a booking behind.
 */
describe.runIf(availableBackends().includes('pg'))('parallel series on PostgreSQL, two API processes', () => {
  const suite = {} as { t: TestApp; processes: Array<Awaited<ReturnType<typeof startApiProcess>>> };
  beforeAll(async () => {
    suite.t = await createTestApp({ backend: 'pg', config: { now: testClock(START) } });
    const { connectionString } = suite.t.db.knex.client.config.connection as { connectionString: string };
    suite.processes = await Promise.all([startApiProcess(connectionString, START), startApiProcess(connectionString, START)]);
  });
  afterAll(async () => {
    await Promise.all(suite.processes.map((p) => p.stop()));
    await suite.t?.close();
  });

  it('12 parallel weekly series of one company over the same weeks: one booked whole, 11 refused with nothing left', async () => {
    const { t, processes } = suite;
    const token = (await login(t.app)).token;
    const companyId = (await t.db.knex('users').where({ email: 'user@roombook.test' }).first<{ companyId: number }>('company_id as companyId'))!.companyId;
    const roomId = await raceRoom(t.db.knex, companyId, 'Series race room');
    const clients = processes.map((p) => createApiClient({ baseUrl: p.baseUrl }));
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        // Each starts 15 minutes later: they overlap one another in every week.
        const body = {
          booking: { name: `Race series ${i}`, roomId, bookingStart: ahead(210, `09:${String(i % 4 * 15).padStart(2, '0')}`), bookingEnd: ahead(210, '11:00') },
          repeat: { frequency: 'weekly', weekdays: ['WE'], count: 8 },
        };
        const preview = await clients[i % 2]!.send(contract.booking.seriesPreview, { token, body });
        if (!preview.ok) throw new Error(JSON.stringify(preview.error));
        const { occurrences } = contract.booking.seriesPreview.response.parse(preview.data);
        return clients[i % 2]!.send(contract.booking.createSeries, { token, body: { ...body, occurrences: occurrences.map((o) => o.bookingStart) } });
      }),
    );
    const booked = outcomes.filter((o) => o.ok);
    expect(booked).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => (o.ok ? 0 : o.status))).toEqual(Array(11).fill(409));
    const rows = await t.db.knex('bookings').where({ room_id: roomId }).select<{ name: string; series_id: number }[]>('name', 'series_id');
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((row) => `${row.name}/${row.series_id}`)).size).toBe(1);
    expect(Number((await t.db.knex('booking_series').count<{ count: string }[]>('* as count'))[0]!.count)).toBe(1);
  });

  it("12 parallel series of one company in free slots of a room with a 2-hour weekly limit: exactly two booked, each whole", async () => {
    const { t, processes } = suite;
    const token = (await login(t.app)).token;
    const companyId = (await t.db.knex('users').where({ email: 'user@roombook.test' }).first<{ companyId: number }>('company_id as companyId'))!.companyId;
    const { location_id } = await t.db.knex('company_locations').where({ company_id: companyId }).first<{ location_id: number }>('location_id');
    const roomId = await insertId(t.db.knex, 'rooms', { name: 'Series limit room', location_id, daily_limit: 2, weekly_limit: 2, code: `series-limit-${Math.random()}` });
    const clients = processes.map((p) => createApiClient({ baseUrl: p.baseUrl }));
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        // An hour each, none overlapping another: only the limit can refuse them.
        const hour = String(7 + i).padStart(2, '0');
        const end = String(8 + i).padStart(2, '0');
        const body = {
          booking: { name: `Limit series ${i}`, roomId, bookingStart: ahead(217, `${hour}:00`), bookingEnd: ahead(217, `${end}:00`) },
          repeat: { frequency: 'weekly', weekdays: ['WE'], count: 4 },
        };
        const occurrences = Array.from({ length: 4 }, (_, week) => ahead(217 + week * 7, `${hour}:00`));
        return clients[i % 2]!.send(contract.booking.createSeries, { token, body: { ...body, occurrences } });
      }),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
    expect(outcomes.filter((o) => !o.ok).map((o) => (o.ok ? 0 : o.status))).toEqual(Array(10).fill(409));
    const rows = await t.db.knex('bookings').where({ room_id: roomId }).select<{ name: string }[]>('name');
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((row) => row.name)).size).toBe(2);
  });
});
