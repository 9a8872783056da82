import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@roombook/domain/contract/client';
import { contract } from '@roombook/domain/contract/index';
import { TABLET_MESSAGES } from '@roombook/domain/tablet/page';
import { newTabletCode } from '../src/plugins/app/rooms/rooms-service';
import { CHECK_IN_QUEUE } from '../src/plugins/app/check-ins/check-in-queue';
import { CheckInSweeps } from '../src/plugins/app/check-ins/check-in-sweeps';
import { BookingMailer } from '../src/plugins/app/booking-mails/booking-mailer';
import { BookingNoticesRepository } from '../src/plugins/app/booking-mails/booking-notices-repository';
import { testStart } from '../src/test-clock';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { startApiProcess } from './api-process';
import { call, daysAhead, expectError, insertId, login } from './helpers';

const MINUTE = 60_000;

/**
 * Check-in and no-show release (issue 29 §1, docs/decisions/102): where a location asks for it, the booker is
 * reminded once, a booking checked in at the tablet stays, and one that is not is released 10 minutes after its
 * start: kept for the report, the room free again, the booker e-mailed.
 */
describe.each(availableBackends())('check-in and no-show release on %s', (backend) => {
  let t: TestApp;
  /** The clock of the app and of its sweeps, moved by the tests. */
  let clock = testStart().getTime();
  let sweeps: CheckInSweeps;
  let mailer: BookingMailer;
  let token = '';
  let user: { companyId: number; pinCode: string; email: string };
  beforeAll(async () => {
    t = await createTestApp({ backend, config: { now: () => new Date(clock) } });
    sweeps = new CheckInSweeps(t.db.knex, t.app.outbox, () => new Date(clock));
    mailer = new BookingMailer(t.db.knex, new BookingNoticesRepository(t.db.knex), t.app.outbox, () => new Date(clock), { from: 'roombook <no-reply@roombook.test>', webUrl: 'http://localhost:3000' });
    token = (await login(t.app)).token;
    const row = await t.db.knex('users').where({ email: 'user@roombook.test' }).first<{ companyId: number; pinCode: string }>('company_id as companyId', 'pin_code as pinCode');
    user = { ...row!, email: 'user@roombook.test' };
  });
  afterAll(() => t?.close());

  let day = 20;
  /**
   * A location of the demo User's company that asks for check-in (since `since`), a room there with its tablet
   * code, and a booking of the User's at 10:00–11:00 on a day of its own. The clock is set to the day before.
   */
  async function booked(since = testStart()) {
    const knex = t.db.knex;
    day += 1;
    const start = daysAhead(day, '10:00');
    clock = Date.parse(start) - 24 * 60 * MINUTE;
    // Signed in at that moment: an access token lasts minutes.
    token = (await login(t.app)).token;
    const locationId = await insertId(knex, 'locations', { name: `Check-in house ${day}`, check_in_required_since: since });
    await knex('company_locations').insert({ company_id: user.companyId, location_id: locationId });
    const code = newTabletCode();
    const roomId = await insertId(knex, 'rooms', { name: `Door ${day}`, location_id: locationId, daily_limit: 24, weekly_limit: 168, code });
    const res = await call(t.app, contract.booking.create, { token, body: { name: `Planning ${day}`, roomId, bookingStart: start, bookingEnd: daysAhead(day, '11:00') } });
    expect(res.statusCode, res.body).toBe(201);
    const bookingId = (res.json() as { id: number }).id;
    return { roomId, bookingId, start: Date.parse(start), tablet: `tablet_${code}` };
  }
  const mailsAbout = (name: string) => t.db.knex('outgoing_emails').where({ to: user.email }).andWhere('subject', 'like', `%${name}%`).select<Array<{ subject: string; text: string }>>('subject', 'text');
  const state = async (tablet: string) => (await call(t.app, contract.tablet.state, { token: tablet })).json() as { current: { id: number; checkedIn: boolean } | null; room: { checkInRequired: boolean } };
  const checkIn = (tablet: string, bookingId: number) => call(t.app, contract.tablet.checkIn, { token: tablet, body: { bookingId, person: { companyId: user.companyId, pinCode: user.pinCode } } });

  it('reminds the booker once, 15 minutes before the start', async () => {
    const { start } = await booked();
    clock = start - 16 * MINUTE;
    expect(await sweeps.remindCheckIns()).toBe(0);
    clock = start - 15 * MINUTE;
    expect(await sweeps.remindCheckIns()).toBe(1);
    expect(await sweeps.remindCheckIns()).toBe(0);
    const [mail, ...more] = await mailsAbout(`Planning ${day}`);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Check in for Planning ${day} · roombook`);
    expect(mail!.text).toContain('until 10:10');
  });

  it('releases a booking not checked in 10 minutes after its start: kept for the report, the room free, the booker told', async () => {
    const { roomId, bookingId, start, tablet } = await booked();
    clock = start + 10 * MINUTE - 1;
    expect(await sweeps.releaseNoShows()).toBe(0);
    expect((await state(tablet)).current?.id).toBe(bookingId);
    clock = start + 10 * MINUTE;
    expect(await sweeps.releaseNoShows()).toBe(1);
    expect(await sweeps.releaseNoShows()).toBe(0);

    expect((await state(tablet)).current).toBeNull();
    token = (await login(t.app)).token;
    const listed = await call(t.app, contract.booking.byRoom, { token, params: { id: roomId }, query: { from: new Date(start).toISOString(), to: new Date(start + 60 * MINUTE).toISOString() } });
    expect(listed.json()).toEqual([]);
    // The booking mailer tells the booker (docs/decisions/104): it was booked (before the release), and released.
    await mailer.runOnce();
    expect((await mailsAbout(`Planning ${day}`)).map((mail) => mail.subject)).toEqual([`Planning ${day} was released · roombook`]);
    // The room is free: the rest of the hour can be booked again.
    const again = await call(t.app, contract.booking.create, { token, body: { name: 'Walk-in', roomId, bookingStart: new Date(start + 15 * MINUTE).toISOString(), bookingEnd: new Date(start + 60 * MINUTE).toISOString() } });
    expect(again.statusCode, again.body).toBe(201);
    // The released booking stays in the booking report, as booked.
    const admin = (await login(t.app, 'admin@roombook.test')).token;
    const report = await call(t.app, contract.report.booking, {
      token: admin,
      body: { startDate: new Date(start).toISOString(), endDate: new Date(start + 60 * MINUTE).toISOString(), roomId, companyId: user.companyId, bookingStatus: 'ALL' },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(JSON.stringify(report.json())).toContain(`Planning ${day}`);
    // Released: too late for a check-in.
    expectError(await checkIn(tablet, bookingId), 409, TABLET_MESSAGES.released);
  });

  it('keeps a booking checked in at the tablet from 5 minutes before its start', async () => {
    const { bookingId, start, tablet } = await booked();
    clock = start - 6 * MINUTE;
    expectError(await checkIn(tablet, bookingId), 409, TABLET_MESSAGES.checkInClosed);
    clock = start - 5 * MINUTE;
    expect((await checkIn(tablet, bookingId)).statusCode).toBe(200);
    clock = start + 10 * MINUTE;
    // (The sweep may release the walk-in booking of the test before, which no one checked in.)
    await sweeps.releaseNoShows();
    expect((await state(tablet)).current).toMatchObject({ id: bookingId, checkedIn: true });
  });

  it('releases nothing whose check-in closed before its location began to ask for it, and nothing where none is asked', async () => {
    const { start } = await booked(new Date(Date.parse(daysAhead(day + 1, '10:00')) + 11 * MINUTE));
    clock = start + 11 * MINUTE;
    await t.db.knex('locations').where({ name: `Check-in house ${day}` }).update({ check_in_required_since: new Date(clock) });
    expect(await sweeps.releaseNoShows()).toBe(0);
    const other = await booked();
    await t.db.knex('locations').where({ name: `Check-in house ${day}` }).update({ check_in_required_since: null });
    clock = other.start + 30 * MINUTE;
    expect(await sweeps.releaseNoShows()).toBe(0);
    expectError(await checkIn(other.tablet, other.bookingId), 409, TABLET_MESSAGES.noCheckInHere);
  });
});

describe.runIf(availableBackends().includes('pg'))('a check-in and the release at the same moment, on two processes', () => {
  let t: TestApp;
  let process: Awaited<ReturnType<typeof startApiProcess>> | undefined;
  afterAll(async () => {
    await process?.stop();
    await t?.close();
  });

  it('exactly one of them wins for each booking: checked in and kept, or released and the check-in refused', async () => {
    t = await createTestApp({ backend: 'pg' });
    const knex = t.db.knex;
    const token = (await login(t.app)).token;
    const user = (await knex('users').where({ email: 'user@roombook.test' }).first<{ companyId: number; pinCode: string }>('company_id as companyId', 'pin_code as pinCode'))!;
    const locationId = await insertId(knex, 'locations', { name: 'Race house', check_in_required_since: testStart() });
    await knex('company_locations').insert({ company_id: user.companyId, location_id: locationId });
    const start = Date.parse(daysAhead(3, '10:00'));
    const rooms: Array<{ bookingId: number; tablet: string }> = [];
    for (let n = 0; n < 12; n += 1) {
      const code = newTabletCode();
      const roomId = await insertId(knex, 'rooms', { name: `Race door ${n}`, location_id: locationId, daily_limit: 24, weekly_limit: 168, code });
      const res = await call(t.app, contract.booking.create, { token, body: { name: `Race ${n}`, roomId, bookingStart: new Date(start).toISOString(), bookingEnd: new Date(start + 60 * MINUTE).toISOString() } });
      expect(res.statusCode, res.body).toBe(201);
      rooms.push({ bookingId: (res.json() as { id: number }).id, tablet: `tablet_${code}` });
    }
    // The tablet's process sees 10:09 (check-in open); the job's sweep sees 10:10 (check-in closed).
    const { connectionString } = knex.client.config.connection as { connectionString: string };
    process = await startApiProcess(connectionString, new Date(start + 9 * MINUTE));
    const tablet = createApiClient({ baseUrl: process.baseUrl });
    const sweeps = new CheckInSweeps(knex, t.app.outbox, () => new Date(start + 10 * MINUTE));
    const person = { companyId: user.companyId, pinCode: user.pinCode };
    const [released, ...checkIns] = await Promise.all([
      sweeps.releaseNoShows(),
      ...rooms.map(({ bookingId, tablet: code }) => tablet.send(contract.tablet.checkIn, { token: code, body: { bookingId, person } })),
    ]);
    const rows = await knex('bookings').whereIn('id', rooms.map((room) => room.bookingId)).orderBy('id').select<Array<{ id: number; checkedIn: Date | null; releasedAt: Date | null }>>('id', 'checked_in_at as checkedIn', 'released_at as releasedAt');
    rooms.forEach(({ bookingId }, n) => {
      const row = rows.find((r) => r.id === bookingId)!;
      const answer = checkIns[n]!;
      // Never both, never neither.
      expect((row.checkedIn === null) !== (row.releasedAt === null)).toBe(true);
      if (row.releasedAt === null) expect(answer.ok).toBe(true);
      else expect(answer.ok ? 'checked in' : [answer.status, answer.error.message]).toEqual([409, TABLET_MESSAGES.released]);
    });
    expect(released).toBe(rows.filter((row) => row.releasedAt !== null).length);
  });
});

describe.runIf(availableBackends().includes('pg'))('the check-in job of two API processes, on the job queue', () => {
  let t: TestApp;
  let processes: Array<Awaited<ReturnType<typeof startApiProcess>>> = [];
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await t?.close();
  });

  it('releases a missed booking and reminds a coming one exactly once, though both processes run it', async () => {
    t = await createTestApp({ backend: 'pg' });
    const knex = t.db.knex;
    const token = (await login(t.app)).token;
    const user = (await knex('users').where({ email: 'user@roombook.test' }).first<{ companyId: number }>('company_id as companyId'))!;
    const locationId = await insertId(knex, 'locations', { name: 'Job house', check_in_required_since: testStart() });
    await knex('company_locations').insert({ company_id: user.companyId, location_id: locationId });
    const roomId = await insertId(knex, 'rooms', { name: 'Job door', location_id: locationId, daily_limit: 24, weekly_limit: 168, code: newTabletCode() });
    const book = async (name: string, from: string, to: string) => {
      const res = await call(t.app, contract.booking.create, { token, body: { name, roomId, bookingStart: daysAhead(2, from), bookingEnd: daysAhead(2, to) } });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    const missed = await book('Missed meeting', '10:00', '11:00');
    const coming = await book('Coming meeting', '11:15', '12:00');
    // Both processes start at 11:01 that day and run the job at once: 10:00's check-in closed at 10:10, 11:15's reminder is due.
    const { connectionString } = knex.client.config.connection as { connectionString: string };
    const at = new Date(Date.parse(daysAhead(2, '11:01')));
    processes = await Promise.all([startApiProcess(connectionString, at), startApiProcess(connectionString, at)]);
    const subjects = async () => (await knex('outgoing_emails').where({ to: 'user@roombook.test' }).select<Array<{ subject: string }>>('subject')).map((m) => m.subject).sort();
    const deadline = Date.now() + 20_000;
    while ((await subjects()).length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    // A little longer, so that a second release or reminder would have been written too.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // With the booking mailer's (docs/decisions/104): the coming meeting's booking; the missed one had ended, so only its release.
    expect(await subjects()).toEqual(['Booked: Coming meeting · roombook', 'Check in for Coming meeting · roombook', 'Missed meeting was released · roombook']);
    const rows = await knex('bookings').whereIn('id', [missed, coming]).orderBy('id').select<Array<{ releasedAt: Date | null; remindedAt: Date | null }>>('released_at as releasedAt', 'check_in_reminded_at as remindedAt');
    expect(rows.map((row) => [row.releasedAt !== null, row.remindedAt !== null])).toEqual([
      [true, false],
      [false, true],
    ]);
    // They ran it as jobs of the job queue (pg-boss, in the schema pgboss of the same database).
    const { rows: jobs } = (await knex.raw(`select count(*)::int as done from pgboss.job where name = ? and state = 'completed'`, [CHECK_IN_QUEUE])) as { rows: Array<{ done: number }> };
    expect(jobs[0]!.done).toBeGreaterThanOrEqual(1);
  });
});
