import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import type { Knex } from 'knex';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingDecision, type TargetFacts } from '@roombook/domain/bookings/rules/booking-decision';
import { bookingRefusal } from '@roombook/domain/bookings/rules/booking-refusal';
import type { Booker, RoomBooking } from '@roombook/domain/bookings/rules/counted-bookings';
import { visibleLocations } from '@roombook/domain/locations/rules/visible-locations';
import { SERVER_MESSAGES } from '@roombook/domain/messages';
import { BookingsRepository, type DecideBooking, type WantedBooking, type Written, type WriteWay } from '../src/plugins/app/bookings/bookings-repository';
import { KnownTargets } from '../src/plugins/app/bookings/known-targets';
import { availableBackends, createTestApp, type TestApp } from '../src/testing';

/**
 * The guarded insert re-checks the facts that the booking's decision read (docs/decisions/067), and the
 * repository's ways of writing a booking agree. For generated rooms (limits, rate, activity, location),
 * company discounts, known facts (as this process read them, now stale or not) and existing bookings:
 * - the guarded insert writes exactly when `bookingRefusal` on the facts the database holds says yes and the
 *   known facts are those;
 * - `book` under the lock, on the known target, and read-then-write answer the same: the same refusal, or the
 *   same booking.
 */

/** The clock of every decision here: Monday 7 January 2030, 13:00 in Copenhagen. */
const NOW = Temporal.Instant.from('2030-01-07T12:00:00Z');
/** Quarter hours from the start of that Monday (UTC): the first day's are partly past, the second's all ahead. */
const quarter = (n: number): string => Temporal.Instant.from('2030-01-07T00:00:00Z').add({ minutes: 15 * n }).toString();

/** Each way one fact of a target can have changed since a process read it: `was` holds the fact as it was. */
const STALE: ReadonlyArray<(now: TargetFacts, was: TargetFacts) => TargetFacts> = [
  ...(['name', 'isActive', 'dailyLimit', 'weeklyLimit', 'hourlyRate'] as const).map((fact) => (now: TargetFacts, was: TargetFacts) => ({ ...now, room: { ...now.room, [fact]: was.room[fact] } })),
  (now, was) => ({ ...now, room: { ...now.room, locationId: was.room.locationId }, location: was.location }),
  (now, was) => ({ ...now, location: { ...now.location, isActive: was.location.isActive } }),
  (now, was) => ({ ...now, discountPercent: was.discountPercent }),
];

interface State {
  facts: TargetFacts;
  known: TargetFacts;
  booker: Booker;
  existing: Array<{ start: number; quarters: number; companyId: number | null }>;
  wanted: { start: number; quarters: number };
}

describe.each(availableBackends())('a booking target’s facts, the guarded insert and the ways of writing, on %s', (backend) => {
  let t: TestApp;
  let knex: Knex;
  let roomId: number;
  let locationIds: number[];
  let companyId: number;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp({ backend });
    knex = t.db.knex;
    const idOf = async (table: string, where: Record<string, string>) => (await knex(table).where(where).first<{ id: number }>('id'))!.id;
    locationIds = [await idOf('locations', { name: 'Copenhagen Harbour House' }), await idOf('locations', { name: 'Aarhus Dokk Offices' })];
    companyId = await idOf('companies', { name: 'Nordlys ApS' });
    adminId = await idOf('users', { email: 'admin@roombook.test' });
    const [room] = await knex('rooms')
      .insert({ name: 'Generated A', location_id: locationIds[0], code: 'generated-facts-room' })
      .returning<Array<{ id: number }>>('id');
    roomId = room!.id;
  });
  afterAll(() => t?.close());

  const factsArb = (companyOf: number | null) =>
    fc
      .record({
        name: fc.constantFrom('Generated A', 'Generated B'),
        isActive: fc.constantFrom(true, true, true, false),
        locationId: fc.constantFrom(...locationIds),
        locationIsActive: fc.constantFrom(true, true, true, false),
        dailyLimit: fc.integer({ min: 0, max: 24 }),
        moreWeekly: fc.integer({ min: 0, max: 40 }),
        hourlyRate: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
        discountPercent: fc.integer({ min: 0, max: 100 }),
      })
      .map(
        (f): TargetFacts => ({
          room: { id: roomId, name: f.name, isActive: f.isActive, locationId: f.locationId, dailyLimit: f.dailyLimit, weeklyLimit: f.dailyLimit + f.moreWeekly, hourlyRate: f.hourlyRate },
          location: { id: f.locationId, isActive: f.locationIsActive },
          // Without a company there is no discount: the database answers 0.
          discountPercent: companyOf === null ? 0 : f.discountPercent,
        }),
      );

  const stateArb: fc.Arbitrary<State> = fc.constantFrom<number | null>(null, 0).chain((company) => {
    const companyOf = company === null ? null : companyId;
    return fc
      .record({
        facts: factsArb(companyOf),
        other: factsArb(companyOf),
        // The facts as the process read them: as they are now, or with one of them as it was.
        stale: fc.constantFrom(undefined, undefined, ...STALE),
        booker: fc.constant<Booker>({ userId: adminId, role: 'Admin', companyId: companyOf }),
        existing: fc.array(fc.record({ start: fc.integer({ min: 0, max: 190 }), quarters: fc.integer({ min: 1, max: 8 }), companyId: fc.constantFrom(null, companyId) }), {
          maxLength: 3,
        }),
        wanted: fc.record({ start: fc.integer({ min: 0, max: 190 }), quarters: fc.integer({ min: 1, max: 8 }) }),
      })
      .map(({ other, stale, ...s }) => ({ ...s, known: stale ? stale(s.facts, other) : s.facts }));
  });

  /** The database as `state` says: the room, its location, the discount, and the room's bookings (those that fit). */
  async function arrange(state: State): Promise<RoomBooking[]> {
    const { room, location, discountPercent } = state.facts;
    await knex('bookings').where({ room_id: roomId }).delete();
    await knex('rooms').where({ id: roomId }).update({
      name: room.name,
      is_active: room.isActive,
      location_id: room.locationId,
      daily_limit: room.dailyLimit,
      weekly_limit: room.weeklyLimit,
      hourly_rate_ore: room.hourlyRate,
    });
    await knex('locations').where({ id: location.id }).update({ is_active: location.isActive });
    if (state.booker.companyId !== null) await knex('companies').where({ id: companyId }).update({ discount_percent: discountPercent });
    const held: RoomBooking[] = [];
    for (const booking of state.existing) {
      const interval = { bookingStart: quarter(booking.start), bookingEnd: quarter(booking.start + booking.quarters) };
      if (held.some((other) => other.bookingStart < interval.bookingEnd && interval.bookingStart < other.bookingEnd)) continue;
      const [row] = await knex('bookings')
        .insert({
          name: 'Held',
          room_id: roomId,
          user_id: adminId,
          company_id: booking.companyId,
          booking_start: interval.bookingStart,
          booking_end: interval.bookingEnd,
          hourly_rate_ore: 0,
          discount_percent: 0,
          total_ore: 0,
          discount_ore: 0,
          total_with_discount_ore: 0,
          total_with_tax_ore: 0,
        })
        .returning<Array<{ id: number }>>('id');
      held.push({ id: row!.id, roomId, userId: adminId, companyId: booking.companyId, ...interval });
    }
    return held;
  }

  const wantedOf = (state: State): WantedBooking => ({
    name: 'Generated',
    roomId,
    bookingStart: quarter(state.wanted.start),
    bookingEnd: quarter(state.wanted.start + state.wanted.quarters),
  });

  /** The service's decision, for an Admin (who books at every active location). */
  const decide =
    (wanted: WantedBooking): DecideBooking =>
    ({ booker, target, deciding }) =>
      bookingDecision({
        booker,
        target,
        bookableLocationIds: target ? visibleLocations({ role: 'Admin', companyLocationIds: [] }, [target.location], []).map((l) => l.id) : [],
        interval: wanted,
        bookings: deciding,
        now: NOW,
      });

  /** A write's answer as the API gives it: a taken slot refused by the exclusion constraint is the 409 of an overlap. */
  const answered = async (write: Promise<Written>) => {
    try {
      const written = await write;
      return written.refused ? { refused: written.refused } : { booking: { ...written.booking!, id: 0 } };
    } catch (error) {
      if (['23P01', '40P01'].includes((error as { code?: string }).code ?? '')) return { refused: { statusCode: 409, message: SERVER_MESSAGES.bookingConflict } };
      throw error;
    }
  };

  it('the guarded insert writes exactly when bookingRefusal on the facts now says yes and the known facts are those', async () => {
    const repository = new BookingsRepository(knex);
    await fc.assert(
      fc.asyncProperty(stateArb, async (state) => {
        const held = await arrange(state);
        const wanted = wantedOf(state);
        const { booker } = state;
        const bookable = visibleLocations({ role: 'Admin', companyLocationIds: [] }, [state.facts.location], []).map((l) => l.id);
        const mayNow = bookingRefusal({ booker, room: state.facts.room, bookableLocationIds: bookable, interval: wanted, bookings: held, now: NOW }) === null;
        // As the repository tries it: only when the decision on the known facts is a price.
        const decision = decide(wanted)({ booker, target: state.known, deciding: [] });
        let written = false;
        if (decision.price) {
          const booking = { ...wanted, price: decision.price, userId: booker.userId, companyId: booker.companyId };
          const written_ = await answered(repository.insertWhileTargetHolds(booking, state.known).then((row) => (row ? { booking: row } : { refused: { statusCode: 0, message: 'not written' } })));
          written = written_.booking !== undefined;
        }
        expect(written).toBe(mayNow && isDeepStrictEqual(state.known, state.facts));
      }),
      { numRuns: 60 },
    );
  });

  it('books the same under the lock, on the known target, and read then written', async () => {
    await fc.assert(
      fc.asyncProperty(stateArb, async (state) => {
        const answers: Record<WriteWay, unknown> = { locked: undefined, known: undefined, plain: undefined };
        for (const way of ['locked', 'known', 'plain'] as const) {
          await arrange(state);
          const known = new KnownTargets();
          known.remember(roomId, state.booker.companyId, state.known);
          const wanted = wantedOf(state);
          answers[way] = await answered(new BookingsRepository(knex, known).bookVia(way, state.booker, wanted, decide(wanted)));
        }
        expect(answers.known).toEqual(answers.locked);
        expect(answers.plain).toEqual(answers.locked);
      }),
      { numRuns: 40 },
    );
  });
});
