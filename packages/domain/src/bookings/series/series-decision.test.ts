import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_REASONS, ERRORS, VALIDATION } from '../../messages';
import type { Role } from '../../roles';
import { at } from '../../time/test-helpers';
import { hoursUsed, type BookedInterval } from '../../time/usage';
import { dayWindow, isoWeekWindow } from '../../time/windows';
import { copenhagenDate, copenhagenInstant, epochMillisecondsOf } from '../../time/zone';
import { bookingDecision, type BookingDecision, type TargetFacts } from '../rules/booking-decision';
import type { RoomBooking } from '../rules/counted-bookings';
import { WEEKDAY_CODES } from './page';
import { seriesDecision } from './series-decision';
import { expandSeries, type Repeat } from './series-rule';

const HARBOUR = 1;
const ROOM_ID = 3;
const OTHER_ROOM_ID = 4;
const OUR_COMPANY = 1;
const OTHER_COMPANY = 2;
/** The booker: a user of company 1. */
const BOOKER = { userId: 5, role: 'User' as Role, companyId: OUR_COMPANY };
/** Another user of the booker's company, a user of another company, and a user without one. */
const COLLEAGUE = 6;
const STRANGER = 7;
const NO_COMPANY_USER = 8;

const facts = (room: { dailyLimit: number; weeklyLimit: number; hourlyRate: number | null }, discountPercent: number): TargetFacts => ({
  room: { id: ROOM_ID, name: 'Birk', isActive: true, locationId: HARBOUR, ...room },
  location: { id: HARBOUR, isActive: true },
  discountPercent,
});

const interval = (bookingStart: string, bookingEnd: string): BookedInterval => ({ bookingStart, bookingEnd });
const startMs = (booking: BookedInterval) => epochMillisecondsOf(booking.bookingStart);
const endMs = (booking: BookedInterval) => epochMillisecondsOf(booking.bookingEnd);
const overlap = (a: BookedInterval, b: BookedInterval) => startMs(a) < endMs(b) && startMs(b) < endMs(a);

/** The series, or the test fails with the issue it got. */
const occurrencesOf = (repeat: Repeat, first: BookedInterval): BookedInterval[] => {
  const result = expandSeries(repeat, first);
  if ('issue' in result) throw new Error(`expected a series, got the issue ${JSON.stringify(result.issue)}`);
  return result.occurrences;
};

/* ------------------------------------------------------------------------------------------------------
 * Generators. Days from Monday 22 March 2027 (the week of the change to summer time, Sunday 28 March), times
 * on the 15-minute grid of Copenhagen's wall clock; lengths in whole quarters of real time, so every start and
 * end stays on the grid (the offsets differ by whole hours).
 * ---------------------------------------------------------------------------------------------------- */

const FIRST_DAY = Temporal.PlainDate.from('2027-03-22');
/** Before every booking the generators make. */
const NOW = at('2027-03-01T00:00:00Z');

/** A quarter of the day: mostly office hours, where bookings meet, sometimes any time (over midnight too). */
const quarterOfDay = fc.oneof(fc.integer({ min: 28, max: 72 }), fc.integer({ min: 0, max: 95 }));
const gridStart = (day: number, quarter: number): Temporal.Instant =>
  copenhagenInstant(FIRST_DAY.add({ days: day }), new Temporal.PlainTime(Math.floor(quarter / 4), (quarter % 4) * 15));
const gridInterval = fc
  .record({ day: fc.integer({ min: 0, max: 27 }), quarter: quarterOfDay, quarters: fc.integer({ min: 1, max: 16 }) })
  .map(({ day, quarter, quarters }) => {
    const start = gridStart(day, quarter);
    return interval(start.toString(), start.add({ minutes: quarters * 15 }).toString());
  });

/** Bookings of the rooms: in the series' room never overlapping one another; in another room, anywhere. */
const existingBookings = fc
  .record({
    inRoom: fc.array(fc.record({ at: gridInterval, who: fc.constantFrom('colleague', 'booker', 'stranger', 'stranger', 'noCompany') }), { maxLength: 30 }),
    elsewhere: fc.array(gridInterval, { maxLength: 4 }),
  })
  .map(({ inRoom, elsewhere }) => {
    const kept: { at: BookedInterval; who: string }[] = [];
    for (const candidate of [...inRoom].sort((a, b) => startMs(a.at) - startMs(b.at))) {
      if (kept.every((booking) => !overlap(booking.at, candidate.at))) kept.push(candidate);
    }
    const owner = (who: string) =>
      who === 'booker'
        ? { userId: BOOKER.userId, companyId: OUR_COMPANY }
        : who === 'colleague'
          ? { userId: COLLEAGUE, companyId: OUR_COMPANY }
          : who === 'stranger'
            ? { userId: STRANGER, companyId: OTHER_COMPANY }
            : { userId: NO_COMPANY_USER, companyId: null };
    const bookings: RoomBooking[] = [
      ...kept.map(({ at: booked, who }, index) => ({ id: index + 1, roomId: ROOM_ID, ...owner(who), ...booked })),
      ...elsewhere.map((booked, index) => ({ id: 100 + index, roomId: OTHER_ROOM_ID, userId: BOOKER.userId, companyId: OUR_COMPANY, ...booked })),
    ];
    return bookings;
  });

/** A repeat the dialog makes (daily, weekdays, weekly on some days every 1 or 2 weeks), up to 15 times. */
const repeat: fc.Arbitrary<Repeat> = fc.oneof(
  fc.record({ frequency: fc.constant('daily' as const), count: fc.integer({ min: 1, max: 15 }) }),
  fc.record({ frequency: fc.constant('weekdays' as const), count: fc.integer({ min: 1, max: 15 }) }),
  fc.record({
    frequency: fc.constant('weekly' as const),
    weeksApart: fc.integer({ min: 1, max: 2 }),
    weekdays: fc.subarray([...WEEKDAY_CODES], { minLength: 1 }),
    count: fc.integer({ min: 1, max: 15 }),
  }),
);

/** A series' intervals: a repeat of a first booking 15 to 240 minutes long, or any grid intervals in order (which may overlap). */
const occurrences = fc.oneof(
  fc
    .record({ repeat, day: fc.integer({ min: 0, max: 13 }), quarter: quarterOfDay, quarters: fc.integer({ min: 1, max: 16 }) })
    .map(({ repeat: rule, day, quarter, quarters }) => {
      const start = gridStart(day, quarter);
      return occurrencesOf(rule, interval(start.toString(), start.add({ minutes: quarters * 15 }).toString()));
    }),
  fc.array(gridInterval, { minLength: 1, maxLength: 15 }).map((intervals) => [...intervals].sort((a, b) => startMs(a) - startMs(b))),
);

const target = fc
  .record({
    dailyLimit: fc.integer({ min: 0, max: 6 }),
    weeklyLimit: fc.integer({ min: 1, max: 16 }),
    hourlyRate: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    discountPercent: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ discountPercent, ...room }) => facts(room, discountPercent));

/** The Copenhagen days an interval touches (half-open: an end at midnight does not touch the next day). */
const daysTouched = (booked: BookedInterval): Temporal.PlainDate[] => {
  const days: Temporal.PlainDate[] = [];
  const last = copenhagenDate(Temporal.Instant.fromEpochMilliseconds(endMs(booked) - 1));
  for (let day = copenhagenDate(booked.bookingStart); Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) days.push(day);
  return days;
};

describe('seriesDecision: each occurrence decided as booking them one after the other would', () => {
  it('the same refusal or price as bookingDecision, one occurrence at a time, each accepted one saved with a new id', () => {
    const seen = { accepted: 0, taken: 0, limit: 0 };
    fc.assert(
      fc.property(target, existingBookings, occurrences, (room, bookings, series) => {
        const question = { booker: BOOKER, target: room, bookableLocationIds: [HARBOUR], now: NOW };

        // Booking them one by one, as a user would: each accepted one becomes a booking with a real id.
        const saved: RoomBooking[] = [...bookings];
        let nextId = 1_000;
        const expected: BookingDecision[] = series.map((occurrence) => {
          const decision = bookingDecision({ ...question, interval: occurrence, bookings: saved });
          if (!decision.refused) {
            saved.push({ id: nextId, roomId: ROOM_ID, userId: BOOKER.userId, companyId: BOOKER.companyId, ...occurrence });
            nextId += 1;
          }
          return decision;
        });

        const decided = seriesDecision({ ...question, occurrences: series, bookings });
        expect(decided.map((each) => each.interval)).toEqual(series);
        expect(decided.map((each) => each.decision)).toEqual(expected);

        for (const { decision } of decided) {
          if (!decision.refused) seen.accepted += 1;
          else if (decision.refused.message === VALIDATION.selectAvailableRoom) seen.taken += 1;
          else if (decision.refused.statusCode === 409) seen.limit += 1;
        }
      }),
      { numRuns: 200 },
    );
    // The generators reach every kind of answer.
    expect(seen.accepted).toBeGreaterThan(0);
    expect(seen.taken).toBeGreaterThan(0);
    expect(seen.limit).toBeGreaterThan(0);
  });

  it('the accepted occurrences overlap nothing, and keep the company within the daily and weekly limits where it was', () => {
    fc.assert(
      fc.property(target, existingBookings, occurrences, (room, bookings, series) => {
        const decided = seriesDecision({ booker: BOOKER, target: room, bookableLocationIds: [HARBOUR], now: NOW, occurrences: series, bookings });
        const accepted = decided.filter(({ decision }) => !decision.refused).map((each) => each.interval);
        const inRoom = bookings.filter((booking) => booking.roomId === ROOM_ID);

        accepted.forEach((occurrence, index) => {
          for (const other of accepted.slice(index + 1)) expect(overlap(occurrence, other), `${JSON.stringify(occurrence)} and ${JSON.stringify(other)}`).toBe(false);
          for (const booking of inRoom) expect(overlap(occurrence, booking), `${JSON.stringify(occurrence)} and booking ${booking.id}`).toBe(false);
        });

        const company = inRoom.filter((booking) => booking.companyId === OUR_COMPANY);
        const days = new Map([...company, ...accepted].flatMap(daysTouched).map((day) => [day.toString(), day]));
        for (const day of days.values()) {
          const window = dayWindow(copenhagenInstant(day, new Temporal.PlainTime(12)));
          if (hoursUsed(company, window) <= room.room.dailyLimit) {
            expect(hoursUsed([...company, ...accepted], window), `hours on ${day.toString()}`).toBeLessThanOrEqual(room.room.dailyLimit);
          }
          const week = isoWeekWindow(copenhagenInstant(day, new Temporal.PlainTime(12)));
          if (hoursUsed(company, week) <= room.room.weeklyLimit) {
            expect(hoursUsed([...company, ...accepted], week), `hours in the week of ${day.toString()}`).toBeLessThanOrEqual(room.room.weeklyLimit);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('seriesDecision: examples', () => {
  const ROOMY = facts({ dailyLimit: 8, weeklyLimit: 40, hourlyRate: 25_000 }, 10);
  /** One hour at 250 kr with 10 % off. */
  const ONE_HOUR = { price: { hourlyRate: 25_000, discountPercent: 10, total: 25_000, discount: 2_500, totalWithDiscount: 22_500, totalWithTax: 28_125 } };
  const ask = { booker: BOOKER, bookableLocationIds: [HARBOUR], now: NOW };
  /** Tuesday 6 April 2027, 09:00–10:00 in Copenhagen (summer time, +02:00). */
  const TUESDAY_NINE = interval('2027-04-06T07:00:00Z', '2027-04-06T08:00:00Z');

  it('weekly on Tuesday, the third Tuesday taken by another company: only that one refused', () => {
    const series = occurrencesOf({ frequency: 'weekly', weekdays: ['TU'], count: 5 }, TUESDAY_NINE);
    const taken: RoomBooking = { id: 40, roomId: ROOM_ID, userId: STRANGER, companyId: OTHER_COMPANY, ...interval('2027-04-20T07:30:00Z', '2027-04-20T08:30:00Z') };
    const decided = seriesDecision({ ...ask, target: ROOMY, occurrences: series, bookings: [taken] });
    expect(decided.map((each) => Temporal.Instant.from(String(each.interval.bookingStart)).toString())).toEqual([
      '2027-04-06T07:00:00Z',
      '2027-04-13T07:00:00Z',
      '2027-04-20T07:00:00Z',
      '2027-04-27T07:00:00Z',
      '2027-05-04T07:00:00Z',
    ]);
    expect(decided.map((each) => each.decision)).toEqual([
      ONE_HOUR,
      ONE_HOUR,
      { refused: { statusCode: 409, message: VALIDATION.selectAvailableRoom } },
      ONE_HOUR,
      ONE_HOUR,
    ]);
  });

  it('every day, an hour a day allowed but 3 a week: from Monday, Thursday to Sunday refused with the weekly limit, next Monday booked', () => {
    const room = facts({ dailyLimit: 1, weeklyLimit: 3, hourlyRate: 25_000 }, 10);
    const monday = interval('2027-04-05T07:00:00Z', '2027-04-05T08:00:00Z');
    const decided = seriesDecision({ ...ask, target: room, occurrences: occurrencesOf({ frequency: 'daily', count: 8 }, monday), bookings: [] });
    const weekly = { refused: { statusCode: 409, message: AVAILABILITY_REASONS.weeklyLimit(3, 0) } };
    expect(decided.map((each) => each.decision)).toEqual([ONE_HOUR, ONE_HOUR, ONE_HOUR, weekly, weekly, weekly, weekly, ONE_HOUR]);
  });

  it('the company’s own bookings count with the series’ hours: a colleague’s Wednesday hour fills that day and the week', () => {
    const room = facts({ dailyLimit: 1, weeklyLimit: 3, hourlyRate: 25_000 }, 10);
    const monday = interval('2027-04-05T07:00:00Z', '2027-04-05T08:00:00Z');
    const colleagues: RoomBooking = { id: 41, roomId: ROOM_ID, userId: COLLEAGUE, companyId: OUR_COMPANY, ...interval('2027-04-07T11:00:00Z', '2027-04-07T12:00:00Z') };
    const decided = seriesDecision({ ...ask, target: room, occurrences: occurrencesOf({ frequency: 'daily', count: 4 }, monday), bookings: [colleagues] });
    expect(decided.map((each) => each.decision)).toEqual([
      ONE_HOUR,
      ONE_HOUR,
      { refused: { statusCode: 409, message: AVAILABILITY_REASONS.dailyLimit(1, 0) } },
      { refused: { statusCode: 409, message: AVAILABILITY_REASONS.weeklyLimit(3, 0) } },
    ]);
  });

  it('an occurrence before now is refused as a past booking (400); one starting exactly now is booked', () => {
    const series = occurrencesOf({ frequency: 'daily', count: 3 }, TUESDAY_NINE);
    const decided = seriesDecision({ ...ask, now: at('2027-04-07T07:00:00Z'), target: ROOMY, occurrences: series, bookings: [] });
    expect(decided.map((each) => each.decision)).toEqual([{ refused: { statusCode: 400, message: VALIDATION.pastBooking } }, ONE_HOUR, ONE_HOUR]);
  });

  it('two occurrences on one slot: the later one is refused as taken', () => {
    const series = [interval('2027-04-06T07:00:00Z', '2027-04-06T09:00:00Z'), interval('2027-04-06T08:00:00Z', '2027-04-06T09:00:00Z')];
    const decided = seriesDecision({ ...ask, target: ROOMY, occurrences: series, bookings: [] });
    expect(decided.map((each) => each.decision)).toEqual([
      { price: { ...ONE_HOUR.price, total: 50_000, discount: 5_000, totalWithDiscount: 45_000, totalWithTax: 56_250 } },
      { refused: { statusCode: 409, message: VALIDATION.selectAvailableRoom } },
    ]);
  });

  it('no such room: every occurrence refused with 404', () => {
    const series = occurrencesOf({ frequency: 'daily', count: 2 }, TUESDAY_NINE);
    const decided = seriesDecision({ ...ask, target: undefined, occurrences: series, bookings: [] });
    expect(decided.map((each) => each.decision)).toEqual([
      { refused: { statusCode: 404, message: ERRORS.notFound } },
      { refused: { statusCode: 404, message: ERRORS.notFound } },
    ]);
  });
});
