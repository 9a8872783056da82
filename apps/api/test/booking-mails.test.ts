import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { PERSONAL_DATA_KEPT_DAYS } from '@roombook/domain/constants';
import { readCalendarFile } from '@roombook/domain/calendar-files/read-calendar-file';
import { BookingMailer } from '../src/plugins/app/booking-mails/booking-mailer';
import { BookingNoticesRepository } from '../src/plugins/app/booking-mails/booking-notices-repository';
import { CheckInSweeps } from '../src/plugins/app/check-ins/check-in-sweeps';
import { OutboxSeal, OutgoingEmailsRepository } from '../src/plugins/app/emails/outgoing-emails-repository';
import { testStart } from '../src/test-clock';
import { availableBackends, createTestApp, TEST_JWT_SECRET, type TestApp } from '../src/testing';
import { onPostgresWithTwoProcesses } from './api-process';
import { newTabletCode } from '../src/plugins/app/rooms/rooms-service';
import { call, daysAhead, insertId, login } from './helpers';

const MINUTE = 60_000;
const FROM = 'roombook <no-reply@roombook.test>';

interface Mail {
  to: string;
  subject: string;
  text: string;
  calendarMethod: string | null;
  calendar: string | null;
}

/** The event of a mail's calendar file, and the file's method. */
function eventOf(mail: Mail) {
  const { method, events } = readCalendarFile(mail.calendar!);
  const { uid, sequence, summary, location, start, end, status, attendee } = events[0]!;
  return { method, uid, sequence, summary, location, start, end, status, attendee };
}

const mailerOn = (knex: Knex, now: () => Date) =>
  new BookingMailer(knex, new BookingNoticesRepository(knex), new OutgoingEmailsRepository(knex, new OutboxSeal(TEST_JWT_SECRET), now), now, {
    from: FROM,
    webUrl: 'http://localhost:3000',
  });

/**
 * Booking e-mails with calendar files (issue 30 §1, docs/decisions/104): whoever makes, changes, releases or deletes a
 * booking, its booker is e-mailed once (with their Email notifications on), with a calendar file that adds, moves or
 * removes the event.
 */
describe.each(availableBackends())('booking e-mails on %s', (backend) => {
  let t: TestApp;
  let clock = testStart().getTime();
  let mailer: BookingMailer;
  let user: { id: number; companyId: number };
  let token = '';
  let superAdmin = '';
  beforeAll(async () => {
    t = await createTestApp({ backend, config: { now: () => new Date(clock) } });
    mailer = mailerOn(t.db.knex, () => new Date(clock));
    user = (await t.db.knex('users').where({ email: 'user@roombook.test' }).first<typeof user>('id', 'company_id as companyId'))!;
    token = (await login(t.app)).token;
    superAdmin = (await login(t.app, 'superadmin@roombook.test')).token;
  });
  afterAll(() => t?.close());

  let day = 60;
  /** Two rooms of a location of the User's company, and the day's number. */
  async function place() {
    day += 1;
    const knex = t.db.knex;
    const locationId = await insertId(knex, 'locations', { name: `Mail house ${day}` });
    await knex('company_locations').insert({ company_id: user.companyId, location_id: locationId });
    const room = (name: string) => insertId(knex, 'rooms', { name, location_id: locationId, daily_limit: 24, weekly_limit: 168, code: newTabletCode() });
    return { locationId, roomA: await room(`Ørsted; ${day}`), roomB: await room(`Bohr ${day}`) };
  }
  const book = async (roomId: number, name: string, from: string, to: string, as = token) => {
    const res = await call(t.app, contract.booking.create, { token: as, body: { name, roomId, bookingStart: daysAhead(day, from), bookingEnd: daysAhead(day, to) } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const mailsAbout = (name: string): Promise<Mail[]> =>
    t.db.knex('outgoing_emails').where('subject', 'like', `%${name}%`).orderBy('id').select<Mail[]>('to', 'subject', 'text', 'calendar_method as calendarMethod', 'calendar');

  it('tells the booker of a new booking, with a calendar file that adds it at its Copenhagen hours', async () => {
    const { roomA } = await place();
    const id = await book(roomA, `Budget, Q3 ${day}`, '10:00', '11:30');
    expect(await mailsAbout(`Q3 ${day}`)).toEqual([]);
    expect(await mailer.runOnce()).toBe(1);
    const [mail, ...more] = await mailsAbout(`Q3 ${day}`);
    expect(more).toEqual([]);
    expect(mail!.to).toBe('user@roombook.test');
    expect(mail!.subject).toBe(`Booked: Budget, Q3 ${day} · roombook`);
    const date = new Intl.DateTimeFormat('da-DK', { timeZone: 'Europe/Copenhagen', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(daysAhead(day, '10:00')));
    expect(mail!.text).toContain(`Your booking Budget, Q3 ${day} of Ørsted; ${day} (Mail house ${day}) is made: on ${date} from 10:00 to 11:30 (Copenhagen time).`);
    expect(mail!.calendarMethod).toBe('REQUEST');
    expect(eventOf(mail!)).toEqual({
      method: 'REQUEST',
      uid: `booking-${id}@roombook.test`,
      sequence: 0,
      summary: `Budget, Q3 ${day}`,
      location: `Ørsted; ${day}, Mail house ${day}`,
      start: new Date(daysAhead(day, '10:00')).toISOString(),
      end: new Date(daysAhead(day, '11:30')).toISOString(),
      status: 'CONFIRMED',
      attendee: 'mailto:user@roombook.test',
    });
    // Once: the notice is mailed.
    expect(await mailer.runOnce()).toBe(0);
  });

  it('tells the booker of a series once, with one repeating event; a moved or deleted occurrence is that date of it', async () => {
    const { roomA } = await place();
    const name = `Weekly sync ${day}`;
    // Four weeks from the day; the third is taken.
    await call(t.app, contract.booking.create, {
      token: superAdmin,
      body: { name: `Taken ${day}`, roomId: roomA, bookingStart: daysAhead(day + 14, '09:00'), bookingEnd: daysAhead(day + 14, '10:00') },
    });
    await mailer.runOnce();
    const weekday = (['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const)[new Date(daysAhead(day, '12:00')).getUTCDay() === 0 ? 6 : new Date(daysAhead(day, '12:00')).getUTCDay() - 1]!;
    const body = { booking: { name, roomId: roomA, bookingStart: daysAhead(day, '09:00'), bookingEnd: daysAhead(day, '10:00') }, repeat: { frequency: 'weekly', weekdays: [weekday], count: 4 } };
    const starts = [0, 7, 21].map((plus) => daysAhead(day + plus, '09:00'));
    const created = await call(t.app, contract.booking.createSeries, { token, body: { ...body, occurrences: starts } });
    expect(created.statusCode, created.body).toBe(201);
    const series = contract.booking.createSeries.response.parse(created.json());

    expect(await mailer.runOnce()).toBe(1);
    const [mail, ...more] = await mailsAbout(name);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Booked: ${name} · roombook`);
    expect(mail!.text).toContain(`is made: it repeats weekly on`);
    expect(mail!.text).toContain('3 bookings from');
    const file = readCalendarFile(mail!.calendar!);
    expect(file.events).toHaveLength(1);
    expect(file.events[0]).toMatchObject({ uid: `series-${series.id}@roombook.test`, rrule: `FREQ=WEEKLY;COUNT=4;BYDAY=${weekday}`, summary: name });
    // The user's calendar shows exactly the weeks that were booked.
    expect(file.events[0]!.occurrences).toEqual(starts.map((start) => new Date(start).toISOString()));

    // An administrator moves the second one an hour later: that date of the series moves.
    const second = series.bookings[1]!;
    const moved = await call(t.app, contract.booking.update, {
      token: superAdmin,
      params: { id: second.id },
      body: { name, roomId: roomA, bookingStart: daysAhead(day + 7, '10:00'), bookingEnd: daysAhead(day + 7, '11:00') },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await mailer.runOnce()).toBe(1);
    const changed = readCalendarFile((await mailsAbout(name))[1]!.calendar!);
    expect(changed.events).toEqual([
      expect.objectContaining({ uid: `series-${series.id}@roombook.test`, recurrenceId: new Date(starts[1]!).toISOString(), start: new Date(daysAhead(day + 7, '10:00')).toISOString(), sequence: 1 }),
    ]);

    // Deleting the last one cancels that date only.
    expect((await call(t.app, contract.booking.delete, { token, params: { id: series.bookings[2]!.id } })).statusCode).toBe(200);
    expect(await mailer.runOnce()).toBe(1);
    const cancelled = (await mailsAbout(name))[2]!;
    expect(cancelled.calendarMethod).toBe('CANCEL');
    expect(readCalendarFile(cancelled.calendar!).events).toEqual([
      expect.objectContaining({ uid: `series-${series.id}@roombook.test`, recurrenceId: new Date(starts[2]!).toISOString(), status: 'CANCELLED' }),
    ]);
  });

  it('tells a change or a delete of all of a series once, moving or removing each of its dates', async () => {
    const { roomA } = await place();
    const name = `Retro ${day}`;
    const weekday = (['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const)[new Date(daysAhead(day, '12:00')).getUTCDay()]!;
    const body = { booking: { name, roomId: roomA, bookingStart: daysAhead(day, '14:00'), bookingEnd: daysAhead(day, '15:00') }, repeat: { frequency: 'weekly', weekdays: [weekday], count: 3 } };
    const starts = [0, 7, 14].map((plus) => daysAhead(day + plus, '14:00'));
    const created = contract.booking.createSeries.response.parse((await call(t.app, contract.booking.createSeries, { token, body: { ...body, occurrences: starts } })).json());
    await mailer.runOnce();

    const all = await call(t.app, contract.booking.update, {
      token,
      params: { id: created.bookings[0]!.id },
      query: { scope: 'all' },
      body: { name, roomId: roomA, bookingStart: daysAhead(day, '16:00'), bookingEnd: daysAhead(day, '17:00') },
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(await mailer.runOnce()).toBe(1);
    const changed = (await mailsAbout(name))[1]!;
    expect(changed.subject).toBe(`Changed: ${name} · roombook`);
    expect(changed.text).toContain(`3 bookings of your recurring booking ${name}`);
    expect(readCalendarFile(changed.calendar!).events.map((event) => [event.uid, event.recurrenceId, event.start])).toEqual(
      [0, 7, 14].map((plus, i) => [`series-${created.id}@roombook.test`, new Date(starts[i]!).toISOString(), new Date(daysAhead(day + plus, '16:00')).toISOString()]),
    );

    expect((await call(t.app, contract.booking.delete, { token, params: { id: created.bookings[0]!.id }, query: { scope: 'all' } })).json()).toEqual({ message: '3 bookings deleted' });
    expect(await mailer.runOnce()).toBe(1);
    const cancelled = (await mailsAbout(name))[2]!;
    expect(cancelled.calendarMethod).toBe('CANCEL');
    expect(readCalendarFile(cancelled.calendar!).events.map((event) => [event.recurrenceId, event.status])).toEqual(starts.map((start) => [new Date(start).toISOString(), 'CANCELLED']));
  });

  it('tells the booker when an administrator moves it (what it was, the same UID, a higher SEQUENCE) and when one deletes it', async () => {
    const { roomA, roomB } = await place();
    const id = await book(roomA, `Standup ${day}`, '09:00', '09:30');
    await mailer.runOnce();
    const moved = await call(t.app, contract.booking.update, {
      token: superAdmin,
      params: { id },
      body: { name: `Standup ${day}`, roomId: roomB, bookingStart: daysAhead(day, '13:00'), bookingEnd: daysAhead(day, '13:45') },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await mailer.runOnce()).toBe(1);
    const changed = (await mailsAbout(`Standup ${day}`))[1]!;
    expect(changed.to).toBe('user@roombook.test');
    expect(changed.subject).toBe(`Changed: Standup ${day} · roombook`);
    expect(changed.text).toMatch(new RegExp(`It is now on [\\d.]+ from 13:00 to 13:45 \\(Copenhagen time\\)\\.`));
    expect(changed.text).toMatch(new RegExp(`Before, it was on [\\d.]+ from 09:00 to 09:30 in Ørsted; ${day}\\.`));
    expect(eventOf(changed)).toMatchObject({ method: 'REQUEST', uid: `booking-${id}@roombook.test`, sequence: 1, location: `Bohr ${day}, Mail house ${day}`, start: new Date(daysAhead(day, '13:00')).toISOString() });

    expect((await call(t.app, contract.booking.delete, { token: superAdmin, params: { id } })).statusCode).toBe(200);
    expect(await mailer.runOnce()).toBe(1);
    const cancelled = (await mailsAbout(`Standup ${day}`))[2]!;
    expect(cancelled.subject).toBe(`Cancelled: Standup ${day} · roombook`);
    expect(cancelled.calendarMethod).toBe('CANCEL');
    expect(eventOf(cancelled)).toMatchObject({ method: 'CANCEL', uid: `booking-${id}@roombook.test`, sequence: 2, status: 'CANCELLED', location: `Bohr ${day}, Mail house ${day}` });
  });

  it('tells of a change written by anything (a tablet ending it early is a write to the row), once per batch with the newest state', async () => {
    const { roomA } = await place();
    const id = await book(roomA, `Review ${day}`, '14:00', '16:00');
    await mailer.runOnce();
    await t.db.knex('bookings').where({ id }).update({ booking_end: new Date(daysAhead(day, '15:00')) });
    await t.db.knex('bookings').where({ id }).update({ booking_end: new Date(daysAhead(day, '14:30')) });
    // Written without a change the calendar shows: no notice.
    await t.db.knex('bookings').where({ id }).update({ checked_in_at: new Date(clock) });
    expect(await mailer.runOnce()).toBe(1);
    const changed = (await mailsAbout(`Review ${day}`)).at(-1)!;
    expect(changed.subject).toBe(`Changed: Review ${day} · roombook`);
    expect(changed.text).toMatch(/It is now on [\d.]+ from 14:00 to 14:30 \(Copenhagen time\)\./);
    expect(changed.text).toMatch(/Before, it was on [\d.]+ from 14:00 to 16:00\./);
    expect(eventOf(changed)).toMatchObject({ sequence: 2, end: new Date(daysAhead(day, '14:30')).toISOString() });
  });

  it('says nothing of a booking made and deleted before anyone was told, nor to a booker whose Email notifications are off', async () => {
    const { roomA } = await place();
    const id = await book(roomA, `Fleeting ${day}`, '08:00', '08:30');
    expect((await call(t.app, contract.booking.delete, { token, params: { id } })).statusCode).toBe(200);
    await t.db.knex('users').where({ id: user.id }).update({ notify_email: false });
    try {
      await book(roomA, `Quiet ${day}`, '12:00', '12:30');
      expect(await mailer.runOnce()).toBe(0);
    } finally {
      await t.db.knex('users').where({ id: user.id }).update({ notify_email: true });
    }
    expect(await mailsAbout(`Fleeting ${day}`)).toEqual([]);
    expect(await mailsAbout(`Quiet ${day}`)).toEqual([]);
  });

  it('cancels the future bookings of a deleted room in their bookers’ calendars, naming the room', async () => {
    const { roomA } = await place();
    const id = await book(roomA, `Doomed ${day}`, '10:00', '11:00');
    await mailer.runOnce();
    expect((await call(t.app, contract.room.delete, { token: superAdmin, params: { id: roomA } })).statusCode).toBe(200);
    expect(await mailer.runOnce()).toBe(1);
    const cancelled = (await mailsAbout(`Doomed ${day}`)).at(-1)!;
    expect(cancelled.subject).toBe(`Cancelled: Doomed ${day} · roombook`);
    expect(cancelled.text).toContain(`Your booking Doomed ${day} of Ørsted; ${day} (Mail house ${day})`);
    expect(eventOf(cancelled)).toMatchObject({ method: 'CANCEL', uid: `booking-${id}@roombook.test`, sequence: 2 });
  });

  it('tells the booker of a no-show release, with the file that removes it, also with Email notifications off', async () => {
    const { locationId, roomA } = await place();
    await t.db.knex('locations').where({ id: locationId }).update({ check_in_required_since: testStart() });
    const id = await book(roomA, `No-show ${day}`, '10:00', '11:00');
    await mailer.runOnce();
    await t.db.knex('users').where({ id: user.id }).update({ notify_email: false });
    try {
      const before = clock;
      clock = Date.parse(daysAhead(day, '10:10'));
      try {
        expect(await new CheckInSweeps(t.db.knex, t.app.outbox, () => new Date(clock)).releaseNoShows()).toBe(1);
        expect(await mailer.runOnce()).toBe(1);
      } finally {
        clock = before;
      }
    } finally {
      await t.db.knex('users').where({ id: user.id }).update({ notify_email: true });
    }
    const released = (await mailsAbout(`No-show ${day}`)).at(-1)!;
    expect(released.subject).toBe(`No-show ${day} was released · roombook`);
    expect(released.text).toContain('The attached calendar file removes the booking from your calendar.');
    expect(eventOf(released)).toMatchObject({ method: 'CANCEL', uid: `booking-${id}@roombook.test`, sequence: 1, status: 'CANCELLED' });
  });

  it(`forgets mailed notices ${PERSONAL_DATA_KEPT_DAYS} days later, and keeps them until then`, async () => {
    const { roomA } = await place();
    const knex = t.db.knex;
    const count = async (where: (query: Knex.QueryBuilder) => Knex.QueryBuilder) => Number((await where(knex('booking_notices')).count<Array<{ n: number | string }>>({ n: '*' }))[0]!.n);
    await book(roomA, `Forgotten ${day}`, '10:00', '11:00');
    await mailer.runOnce();
    const mailedAt = new Date(clock);
    const mailedThen = await count((q) => q.where('mailed_at', '=', mailedAt));
    const mailedLater = await count((q) => q.where('mailed_at', '>', mailedAt));
    expect(mailedThen).toBeGreaterThanOrEqual(1);
    await book(roomA, `Waiting ${day}`, '12:00', '13:00');
    const notices = new BookingNoticesRepository(knex);
    const keptMs = PERSONAL_DATA_KEPT_DAYS * 86_400_000;
    // The job a minute before the notices are ${PERSONAL_DATA_KEPT_DAYS} days old forgets none of them; a minute after, all.
    const keptSinceForJobAt = (ms: number) => new Date(ms - keptMs);
    expect(await notices.forgetMailedBefore(keptSinceForJobAt(mailedAt.getTime() + keptMs - MINUTE))).toBe(0);
    expect(await notices.forgetMailedBefore(keptSinceForJobAt(mailedAt.getTime() + keptMs + MINUTE))).toBe(mailedThen);
    expect(await count((q) => q.where('mailed_at', '<=', mailedAt))).toBe(0);
    // Those mailed later, and the one not yet mailed, are kept.
    expect(await count((q) => q.where('mailed_at', '>', mailedAt))).toBe(mailedLater);
    expect(await count((q) => q.whereNull('mailed_at'))).toBe(1);
    await mailer.runOnce();
  });
});

describe.runIf(availableBackends().includes('pg'))('booking e-mails with two API processes on PostgreSQL', () => {
  const suite = onPostgresWithTwoProcesses();

  it('mails each booking once, though both processes and two mailers here take notices at the same time', async () => {
    const { t, processes } = suite;
    const knex = t.db.knex;
    const user = (await knex('users').where({ email: 'user@roombook.test' }).first<{ companyId: number }>('company_id as companyId'))!;
    const locationId = await insertId(knex, 'locations', { name: 'Race mail house' });
    await knex('company_locations').insert({ company_id: user.companyId, location_id: locationId });
    const roomId = await insertId(knex, 'rooms', { name: 'Race mail room', location_id: locationId, daily_limit: 24, weekly_limit: 168, code: newTabletCode() });
    const { token: accessToken } = await login(t.app);
    const count = 40;
    // Booked half through each process, each its own quarter hour over a few days.
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) => {
        const start = daysAhead(3 + Math.floor(i / 20), `${String(8 + Math.floor((i % 20) / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`);
        const end = new Date(Date.parse(start) + 15 * MINUTE).toISOString();
        return fetch(`${processes[i % 2]!.baseUrl}/api/booking/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Race mail ${i}`, roomId, bookingStart: start, bookingEnd: end }),
        }).then((res) => res.status);
      }),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(count);
    // Two mailers on connections of their own here, while both processes run theirs.
    const mailers = [mailerOn(knex, t.now), mailerOn(knex, t.now)];
    await Promise.all([...mailers, ...mailers].map((mailer) => mailer.runOnce()));
    const mails = async () => knex('outgoing_emails').where('subject', 'like', 'Booked: Race mail %').select<Array<{ subject: string }>>('subject');
    const deadline = Date.now() + 20_000;
    while ((await mails()).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const subjects = (await mails()).map((mail) => mail.subject).sort();
    expect(subjects).toEqual(Array.from({ length: count }, (_, i) => `Booked: Race mail ${i} · roombook`).sort());
  });
});
