import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@roombook/domain/contract/index';
import { readCalendarFile } from '@roombook/domain/calendar-files/read-calendar-file';
import { newTabletCode } from '../src/plugins/app/rooms/rooms-service';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';
import { call, daysAhead, insertId, login } from './helpers';

const tokenOf = (url: string): string => /\/api\/feed\/([^/]+)/.exec(url)![1]!;

/**
 * Calendar feeds (issue 30 §2, docs/decisions/105) as a calendar program polls them: an ETag and a Last-Modified, 304
 * while nothing changed, and a new version as soon as a booking is made, changed or deleted.
 */
describe.each(availableBackends())('calendar feeds on %s', (backend) => {
  let t: TestApp;
  let token = '';
  let roomId = 0;
  let feedToken = '';
  beforeAll(async () => {
    t = await createTestApp({ backend });
    token = (await login(t.app)).token;
    const knex = t.db.knex;
    const user = (await knex('users').where({ email: 'user@roombook.test' }).first<{ companyId: number }>('company_id as companyId'))!;
    const locationId = await insertId(knex, 'locations', { name: 'Feed house' });
    await knex('company_locations').insert({ company_id: user.companyId, location_id: locationId });
    roomId = await insertId(knex, 'rooms', { name: 'Feed room', location_id: locationId, daily_limit: 24, weekly_limit: 168, code: newTabletCode() });
    const links = await call(t.app, contract.calendarFeed.links, { token });
    expect(links.statusCode, links.body).toBe(200);
    feedToken = tokenOf((links.json() as { bookings: string }).bookings);
  });
  afterAll(() => t?.close());

  const feed = (headers: Record<string, string> = {}) => call(t.app, contract.calendarFeed.room, { params: { token: feedToken, id: roomId }, headers });
  const book = async (name: string, day: number) => {
    const res = await call(t.app, contract.booking.create, { token, body: { name, roomId, bookingStart: daysAhead(day, '10:00'), bookingEnd: daysAhead(day, '11:00') } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };

  it('answers the same ETag while nothing changes, 304 to a client that has it, and a new one after a booking', async () => {
    await book('Feed first', 5);
    const first = await feed();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-disposition']).toMatch(/^inline; filename="room-\d+\.ics"/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect((await feed()).headers.etag).toBe(etag);
    const unchanged = await feed({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect((await feed({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

    await book('Feed second', 6);
    const changed = await feed({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(readCalendarFile(changed.body).events.map((e) => e.summary)).toEqual(['Feed first', 'Feed second']);
  });

  it('moves Last-Modified on when a booking is deleted, so that a client asking If-Modified-Since sees it go', async () => {
    const id = await book('Feed doomed', 7);
    const before = await feed();
    const lastModified = before.headers['last-modified'] as string;
    expect(Date.parse(lastModified)).not.toBeNaN();
    expect((await feed({ 'if-modified-since': lastModified })).statusCode).toBe(304);
    // HTTP dates have whole seconds: the delete is a second later than the last change.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await call(t.app, contract.booking.delete, { token, params: { id } })).statusCode).toBe(200);
    const after = await feed({ 'if-modified-since': lastModified });
    expect(after.statusCode).toBe(200);
    expect(Date.parse(after.headers['last-modified'] as string)).toBeGreaterThan(Date.parse(lastModified));
    expect(readCalendarFile(after.body).events.map((e) => e.summary)).not.toContain('Feed doomed');
  });

  it('keeps nothing in the database that gives an address away, and ends the address of a deleted user', async () => {
    const knex = t.db.knex;
    const secret = feedToken.slice(feedToken.indexOf('-') + 1);
    const { rows } = (await knex.raw(`select row_to_json(u)::text as row from users u`)) as { rows: Array<{ row: string }> };
    expect(rows.some((row) => row.row.includes(secret))).toBe(false);

    const manager = (await knex('users').where({ email: 'manager@roombook.test' }).first<{ id: number }>('id'))!;
    const managerLinks = await call(t.app, contract.calendarFeed.links, { token: (await login(t.app, 'manager@roombook.test')).token });
    const theirs = tokenOf((managerLinks.json() as { bookings: string }).bookings);
    expect((await call(t.app, contract.calendarFeed.bookings, { params: { token: theirs } })).statusCode).toBe(200);
    const admin = (await login(t.app, 'superadmin@roombook.test')).token;
    expect((await call(t.app, contract.user.delete, { token: admin, params: { id: manager.id } })).statusCode).toBe(200);
    expect((await call(t.app, contract.calendarFeed.bookings, { params: { token: theirs } })).statusCode).toBe(404);
  });
});
