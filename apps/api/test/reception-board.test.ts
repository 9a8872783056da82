import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@roombook/domain/contract/client';
import { contract } from '@roombook/domain/contract/index';
import { PERSONAL_DATA_KEPT_DAYS, GUESTS_PER_BOOKING_MAX } from '@roombook/domain/constants';
import { GUEST_MESSAGES } from '@roombook/domain/guests/page';
import { gridFloor } from '@roombook/domain/time/grid';
import { testStart } from '../src/test-clock';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { GuestsRepository } from '../src/plugins/app/guests/guests-repository';
import { newTabletCode } from '../src/plugins/app/rooms/rooms-service';
import { onPostgresWithTwoProcesses } from './api-process';
import { call, daysAhead, insertId, login } from './helpers';

const DAY = 86_400_000;

/**
 * The reception board and the guests of a booking (issue 29 §2, docs/decisions/103): the host's e-mail when a
 * guest arrives (once), and the guests forgotten PERSONAL_DATA_KEPT_DAYS after their meeting.
 */
describe.each(availableBackends())('the reception board and guests on %s', (backend) => {
  let t: TestApp;
  let clock = testStart().getTime();
  let user: { id: number; companyId: number; email: string; firstName: string };
  beforeAll(async () => {
    t = await createTestApp({ backend, config: { now: () => new Date(clock) } });
    const row = await t.db.knex('users').where({ email: 'user@roombook.test' }).first<typeof user>('id', 'company_id as companyId', 'email', 'first_name as firstName');
    user = row!;
  });
  afterAll(() => t?.close());

  let day = 40;
  /**
   * A location of the User's company with a reception (signed in) and a room, and a meeting of the User's there at
   * 10:00–11:00 on a day of its own, with the guest Ada; the clock is set to 09:00 that day.
   */
  async function meetingWithGuest() {
    const knex = t.db.knex;
    day += 1;
    clock = Date.parse(daysAhead(day, '10:00')) - 25 * 60 * 60_000;
    const token = (await login(t.app)).token;
    const locationId = await insertId(knex, 'locations', { name: `Reception house ${day}` });
    await knex('company_locations').insert({ company_id: user.companyId, location_id: locationId });
    const roomId = await insertId(knex, 'rooms', { name: `Meeting room ${day}`, location_id: locationId, daily_limit: 24, weekly_limit: 168, code: newTabletCode() });
    const res = await call(t.app, contract.booking.create, { token, body: { name: `Visit ${day}`, roomId, bookingStart: daysAhead(day, '10:00'), bookingEnd: daysAhead(day, '11:00') } });
    expect(res.statusCode, res.body).toBe(201);
    const bookingId = (res.json() as { id: number }).id;
    const guests = await call(t.app, contract.guest.add, { token, params: { id: bookingId }, body: { name: `Ada ${day}`, email: 'ada@example.com' } });
    expect(guests.statusCode, guests.body).toBe(201);
    const guestId = (guests.json() as Array<{ id: number }>)[0]!.id;
    await insertId(knex, 'receptions', { name: 'Desk', password: 'desk-pass', location_id: locationId });
    clock = Date.parse(daysAhead(day, '09:00'));
    const signIn = await call(t.app, contract.receptionBoard.signIn, { body: { locationId, password: 'desk-pass' } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    return { bookingId, guestId, board: (signIn.json() as { token: string }).token };
  }
  const arrivalMails = () => t.db.knex('outgoing_emails').where({ to: user.email }).andWhere('subject', 'like', `Ada ${day} has arrived%`).select<Array<{ subject: string; text: string }>>('subject', 'text');

  it('e-mails the host once when their guest arrives, naming the guest, the meeting, the room and the location', async () => {
    const { guestId, board } = await meetingWithGuest();
    expect(await arrivalMails()).toEqual([]);
    for (let i = 0; i < 2; i += 1) expect((await call(t.app, contract.receptionBoard.arrive, { token: board, body: { guestId } })).statusCode).toBe(200);
    const mails = await arrivalMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Ada ${day} has arrived · roombook`);
    expect(mails[0]!.text).toContain(`Hello ${user.firstName},`);
    expect(mails[0]!.text).toContain(`Ada ${day} has arrived at the reception of Reception house ${day} for your meeting Visit ${day} in Meeting room ${day} at 10:00.`);
  });

  it("refuses a guest of another day: the board only knows today's meetings", async () => {
    const { guestId, board } = await meetingWithGuest();
    clock += DAY;
    const res = await call(t.app, contract.receptionBoard.arrive, { token: board, body: { guestId } });
    expect(res.statusCode).toBe(404);
    expect(await arrivalMails()).toEqual([]);
  });

  it(`forgets a meeting's guests ${PERSONAL_DATA_KEPT_DAYS} days after it ends, and keeps them until then`, async () => {
    const { bookingId } = await meetingWithGuest();
    const guests = new GuestsRepository(t.db.knex);
    const end = Date.parse(daysAhead(day, '11:00'));
    const forget = (at: number) => guests.forgetEndedBefore(new Date(at - PERSONAL_DATA_KEPT_DAYS * DAY));
    await forget(end + PERSONAL_DATA_KEPT_DAYS * DAY);
    expect(await guests.list(bookingId)).toHaveLength(1);
    expect(await forget(end + PERSONAL_DATA_KEPT_DAYS * DAY + 1)).toBeGreaterThanOrEqual(1);
    expect(await guests.list(bookingId)).toEqual([]);
    // The booking stays: only the personal data goes.
    expect(await t.db.knex('bookings').where({ id: bookingId }).first('id')).toBeDefined();
  });

  it(`forgets the e-mails delivered or given up ${PERSONAL_DATA_KEPT_DAYS} days ago, and keeps the ones still waiting`, async () => {
    const knex = t.db.knex;
    const sentAt = new Date(testStart().getTime() - 40 * DAY);
    const tag = Math.random().toString(36).slice(2, 8);
    const row = (subject: string, fields: Record<string, unknown>) => insertId(knex, 'outgoing_emails', { to: 'someone@example.com', subject: `${subject} ${tag}`, text: 'x', ...fields });
    const old = await row('Old sent', { status: 'sent', sent_at: sentAt, created_at: sentAt });
    const failed = await row('Old failed', { status: 'failed', created_at: sentAt });
    const recent = await row('Recent sent', { status: 'sent', sent_at: new Date(sentAt.getTime() + 20 * DAY), created_at: sentAt });
    const waiting = await row('Old pending', { status: 'pending', created_at: sentAt });
    expect(await t.app.outbox.forgetDoneBefore(new Date(testStart().getTime() - PERSONAL_DATA_KEPT_DAYS * DAY))).toBeGreaterThanOrEqual(2);
    const left = await knex('outgoing_emails').whereIn('id', [old, failed, recent, waiting]).orderBy('id').pluck('id');
    expect(left).toEqual([recent, waiting]);
  });

  it('deletes the guests with their booking', async () => {
    const { bookingId } = await meetingWithGuest();
    const { token } = await login(t.app);
    expect((await call(t.app, contract.booking.delete, { token, params: { id: bookingId } })).statusCode).toBe(200);
    expect(await t.db.knex('booking_guests').where({ booking_id: bookingId }).first('id')).toBeUndefined();
  });
});

/**
 * Guests in parallel on PostgreSQL across two API processes (issue 29 §3): one arrival pressed on many boards at
 * once e-mails the host once; adds past GUESTS_PER_BOOKING_MAX at once never make more.
 */
describe.runIf(availableBackends().includes('pg'))('guests in parallel on two API processes', () => {
  const suite = onPostgresWithTwoProcesses();

  async function setUp() {
    const knex = suite.t.db.knex;
    const user = await knex('users').where({ email: 'user@roombook.test' }).first<{ id: number; companyId: number }>('id', 'company_id as companyId');
    const { location_id } = await knex('company_locations').where({ company_id: user!.companyId }).first<{ location_id: number }>('location_id');
    const tag = Math.random().toString(36).slice(2, 8);
    const roomId = await insertId(knex, 'rooms', { name: `Guest race ${tag}`, location_id, daily_limit: 24, weekly_limit: 168, code: newTabletCode() });
    const now = suite.t.now().getTime();
    // A meeting going on now (written directly: a booking cannot be made in the past), today at the location.
    const bookingId = await insertId(knex, 'bookings', {
      name: `Race visit ${tag}`,
      room_id: roomId,
      user_id: user!.id,
      company_id: user!.companyId,
      booking_start: new Date(gridFloor(now)),
      booking_end: new Date(gridFloor(now) + 30 * 60_000),
      hourly_rate_ore: 0,
      discount_percent: 0,
    });
    const clients = suite.processes.map((p) => createApiClient({ baseUrl: p.baseUrl }));
    const race = async <R>(count: number, send: (client: (typeof clients)[number], i: number) => Promise<R>) =>
      Promise.all(Array.from({ length: count }, (_, i) => send(clients[i % 2]!, i)));
    return { knex, location_id, bookingId, tag, race, clients };
  }

  it('of 12 "I have arrived" of one guest from two boards at once, all answer, and the host gets one e-mail', async () => {
    const { knex, location_id, bookingId, tag, race, clients } = await setUp();
    const guestId = await insertId(knex, 'booking_guests', { booking_id: bookingId, name: `Grace ${tag}` });
    await insertId(knex, 'receptions', { name: `Race desk ${tag}`, password: 'race-desk', location_id });
    const tokens = await Promise.all(clients.map(async (client) => (await client.call(contract.receptionBoard.signIn, { body: { locationId: location_id, password: 'race-desk' } })).token));
    const results = await race(12, (client, i) => client.send(contract.receptionBoard.arrive, { token: tokens[i % 2]!, body: { guestId } }));
    expect(results.map((r) => r.status)).toEqual(Array<number>(12).fill(200));
    const mails = await knex('outgoing_emails').where('subject', 'like', `Grace ${tag} has arrived%`).select('id');
    expect(mails).toHaveLength(1);
    const arrivals = results.map((r) => (r.ok ? r.data.meetings.find((m) => m.id === bookingId)!.guests[0]!.arrivedAt : null));
    expect(new Set(arrivals).size).toBe(1);
  });

  it(`of ${GUESTS_PER_BOOKING_MAX + 10} guests added to one booking at once, exactly ${GUESTS_PER_BOOKING_MAX} are kept`, async () => {
    const { knex, bookingId, race } = await setUp();
    // The booking starts in the future for the booker to change it: move it an hour ahead.
    const now = suite.t.now().getTime();
    await knex('bookings').where({ id: bookingId }).update({ booking_start: new Date(gridFloor(now) + 60 * 60_000), booking_end: new Date(gridFloor(now) + 75 * 60_000) });
    const { token } = await createApiClient({ baseUrl: suite.processes[0]!.baseUrl }).call(contract.auth.login, { body: { email: 'user@roombook.test', password: 'roombook' } });
    const results = await race(GUESTS_PER_BOOKING_MAX + 10, (client, i) => client.send(contract.guest.add, { token, params: { id: bookingId }, body: { name: `Guest ${i}` } }));
    expect(results.filter((r) => r.ok)).toHaveLength(GUESTS_PER_BOOKING_MAX);
    for (const refused of results.filter((r) => !r.ok)) expect(refused.ok ? null : [refused.status, refused.error.message]).toEqual([400, GUEST_MESSAGES.tooMany(GUESTS_PER_BOOKING_MAX)]);
    const counted = await knex('booking_guests').where({ booking_id: bookingId }).count<Array<{ count: string | number }>>('* as count');
    expect(Number(counted[0]!.count)).toBe(GUESTS_PER_BOOKING_MAX);
  });
});
