import fc from 'fast-check';
import type { Knex } from 'knex';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withVisibleCost } from '@roombook/domain/bookings/rules/visible-cost';
import { Booking } from '@roombook/domain/bookings/schemas';
import { ROLES, type Role } from '@roombook/domain/roles';
import type { Database } from '../src/db/index';
import { HttpError } from '../src/errors';
import { BookingsRepository } from '../src/plugins/app/bookings/bookings-repository';
import { BookingsService } from '../src/plugins/app/bookings/bookings-service';
import { LocationsRepository } from '../src/plugins/app/locations/locations-repository';
import { UsersRepository, type SessionUserRecord } from '../src/plugins/app/users/users-repository';
import { compileWriter } from '../src/serializer';
import { availableBackends, createTestDatabase } from '../src/testing';

/**
 * The booking lists' JSON is written by PostgreSQL (`locationList`, `listWritten`, docs/decisions/066), and must be the
 * contract's Booking exactly as the API wrote it before: each booking read as the contract's Booking
 * (`listIn`), given the cost the viewer may see (`withVisibleCost`), and written by the route's compiled
 * writer. For generated locations, rooms, companies, bookers and bookings (names with quotes, backslashes,
 * emoji and control characters; bookings counted against a company or none; a deleted company or booker),
 * and for each generated user as the viewer, both lists answer the same bytes, and every item is a Booking.
 */

const NOW = Temporal.Instant.from('2030-01-07T12:00:00Z');
/** The listed range: two days. Bookings are generated from two hours before it to two hours after it. */
const RANGE = { from: '2030-03-01T00:00:00.000Z', to: '2030-03-03T00:00:00.000Z' };
const QUARTERS = (2 * 24 + 4) * 4;
const quarter = (n: number): string => Temporal.Instant.from(RANGE.from).add({ minutes: 15 * (n - 8) }).toString();

const TRICKY = ['"', '\\', '\\"quoted\\"', '😀 emoji', '\u0001\u0008\u000c\u001f', '\t\n\r', '\u007f', '\u2028\u2029', "O'Brien", 'Ærø Ø Å', '', '</script>'];
/** Any text PostgreSQL stores (no NUL), the tricky cases more often. */
const textArb = fc.oneof(
  fc.constantFrom(...TRICKY),
  fc.string({ unit: 'binary', maxLength: 12 }).map((text) => text.replaceAll('\u0000', '')),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);

interface World {
  location: string;
  rooms: string[];
  companies: Array<{ name: string; atLocation: boolean }>;
  users: Array<{ firstName: string; lastName: string; role: Role; company: number | null }>;
  bookings: Array<{ name: string; room: number; user: number; company: number | null; start: number; quarters: number; total: number; series: string | null }>;
  deleteCompany: number | null;
  deleteUser: number | null;
}

const worldArb: fc.Arbitrary<World> = fc
  .record({
    location: textArb,
    rooms: fc.array(textArb, { minLength: 1, maxLength: 3 }),
    companies: fc.array(fc.record({ name: textArb, atLocation: fc.boolean() }), { minLength: 1, maxLength: 2 }),
  })
  .chain((shape) =>
    fc
      .record({
        users: fc.array(
          fc.record({
            firstName: textArb,
            lastName: textArb,
            role: fc.constantFrom(...ROLES),
            company: fc.option(fc.nat(shape.companies.length - 1), { nil: null }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        deleteCompany: fc.option(fc.nat(shape.companies.length - 1), { nil: null, freq: 3 }),
      })
      .chain((people) =>
        fc
          .record({
            bookings: fc.array(
              fc.record({
                name: textArb,
                room: fc.nat(shape.rooms.length - 1),
                user: fc.nat(people.users.length - 1),
                company: fc.option(fc.nat(shape.companies.length - 1), { nil: null }),
                start: fc.nat(QUARTERS - 1),
                quarters: fc.integer({ min: 1, max: 24 }),
                total: fc.nat({ max: 2 ** 40 }),
                // An occurrence of a series (issue 30 §3), whose rule the list says in words.
                series: fc.option(fc.constantFrom('FREQ=WEEKLY;BYDAY=TU;COUNT=4', 'FREQ=DAILY;COUNT=2', 'FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20301231T225959Z'), { nil: null }),
              }),
              { maxLength: 12 },
            ),
            deleteUser: fc.option(fc.nat(people.users.length - 1), { nil: null, freq: 3 }),
          })
          .map((rest): World => ({ ...shape, ...people, ...rest })),
      ),
  );

describe.each(availableBackends())('the booking lists written by PostgreSQL, on %s', (backend) => {
  let db: Database;
  let knex: Knex;
  let run = 0;
  const writeList = compileWriter(z.array(Booking));

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    knex = db.knex;
  });
  afterAll(() => db?.close());

  /** The database as `world` says, then the deletions; answers the location, its rooms and the users that remain. */
  async function arrange(world: World): Promise<{ locationId: number; roomIds: number[]; userIds: number[] }> {
    run += 1;
    // Location names are unique (migration 0008): each run's location is new.
    const [location] = await knex('locations').insert({ name: `${world.location} ${run}` }).returning<Array<{ id: number }>>('id');
    const locationId = location!.id;
    const rooms = await knex('rooms')
      .insert(world.rooms.map((name, n) => ({ name, location_id: locationId, code: `written-${run}-${n}`, is_active: n % 2 === 0 })))
      .returning<Array<{ id: number }>>('id');
    const companies = await knex('companies')
      .insert(world.companies.map(({ name }) => ({ name })))
      .returning<Array<{ id: number }>>('id');
    const atLocation = companies.filter((_, n) => world.companies[n]!.atLocation).map((company) => ({ company_id: company.id, location_id: locationId }));
    if (atLocation.length > 0) await knex('company_locations').insert(atLocation);
    const users = await knex('users')
      .insert(
        world.users.map((user, n) => ({
          first_name: user.firstName,
          last_name: user.lastName,
          role: user.role,
          company_id: user.company === null ? null : companies[user.company]!.id,
          email: `written-${run}-${n}@roombook.test`,
        })),
      )
      .returning<Array<{ id: number }>>('id');
    const taken: Array<{ room: number; start: number; end: number }> = [];
    for (const booking of world.bookings) {
      const end = booking.start + booking.quarters;
      if (taken.some((other) => other.room === booking.room && other.start < end && booking.start < other.end)) continue;
      taken.push({ room: booking.room, start: booking.start, end });
      const series =
        booking.series === null
          ? null
          : (await knex('booking_series').insert({ rule: booking.series, starts_local: '2030-03-01T09:00:00', minutes: 60 }).returning<Array<{ id: number }>>('id'))[0]!.id;
      await knex('bookings').insert({
        series_id: series,
        occurrence_start: series === null ? null : quarter(booking.start),
        name: booking.name,
        room_id: rooms[booking.room]!.id,
        user_id: users[booking.user]!.id,
        company_id: booking.company === null ? null : companies[booking.company]!.id,
        booking_start: quarter(booking.start),
        booking_end: quarter(end),
        hourly_rate_ore: 0,
        discount_percent: 0,
        total_ore: booking.total,
        discount_ore: 0,
        total_with_discount_ore: booking.total,
        total_with_tax_ore: booking.total,
      });
    }
    // A deleted company takes its users with it; its bookings and the deleted booker's stay as history.
    if (world.deleteCompany !== null) await knex('companies').where({ id: companies[world.deleteCompany]!.id }).delete();
    if (world.deleteUser !== null) await knex('users').where({ id: users[world.deleteUser]!.id }).delete();
    const remaining = await knex('users')
      .whereIn(
        'id',
        users.map((user) => user.id),
      )
      .orderBy('id')
      .pluck<number[]>('id');
    return { locationId, roomIds: rooms.map((room) => room.id), userIds: remaining };
  }

  /** What the list answers, as text; 404 for a viewer who may not see it. */
  const answerOf = async (list: () => Promise<{ bytes: Buffer }>): Promise<string | 404> => {
    try {
      return (await list()).bytes.toString('utf8');
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return 404;
      throw error;
    }
  };

  it('answers the same bytes as the contract’s writer on the plain list, for every viewer, and every item is a Booking', async () => {
    const bookings = new BookingsRepository(knex);
    const service = new BookingsService(bookings, new LocationsRepository(knex), () => NOW);
    const users = new UsersRepository(knex);
    const window = { start: Temporal.Instant.from(RANGE.from), end: Temporal.Instant.from(RANGE.to) };
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(worldArb, async (world) => {
        const { locationId, roomIds, userIds } = await arrange(world);
        // The location's statement reads its own rooms' bookings only (every earlier run's location has bookings too).
        const read = await bookings.locationList(locationId, window);
        expect(read?.bookings.filter((booking) => !roomIds.includes(booking.roomId))).toEqual([]);
        const lists: Array<[roomIds: number[], list: (viewer: SessionUserRecord) => Promise<{ bytes: Buffer }>]> = [
          [roomIds, (viewer) => service.byLocation(viewer, locationId, RANGE)],
          [[roomIds[0]!], (viewer) => service.byRoom(viewer, roomIds[0]!, RANGE)],
        ];
        for (const userId of userIds) {
          const viewer = (await users.findSessionById(userId))!;
          const actor = { id: viewer.id, role: viewer.role, companyId: viewer.companyId };
          for (const [listed, list] of lists) {
            const answer = await answerOf(() => list(viewer));
            if (answer === 404) continue;
            const plain = (await bookings.listIn(listed, window)).map((booking) => withVisibleCost(actor, booking));
            expect(answer).toBe(writeList(plain));
            const items = JSON.parse(answer) as unknown[];
            expect(items).toEqual(plain);
            for (const item of items) Booking.parse(item);
            compared += plain.length;
          }
        }
      }),
      { numRuns: backend === 'pg' ? 40 : 30 },
    );
    // The lists compared held bookings, not only empty answers.
    expect(compared).toBeGreaterThan(0);
  });
});
