import type { Booking } from '@roombook/domain/bookings/schemas';

/**
 * The two bookers of the large-list fixtures: every other booking is Ulla's (user 6), the rest Emil's (7).
 * @public imported by the page that tests/bench/ui.ts writes and builds
 */
export const FIXTURE_BOOKERS = [
  { userId: 6, user: { firstName: 'Ulla', lastName: 'User', company: { id: 1, name: 'Nordlys ApS' } } },
  { userId: 7, user: { firstName: 'Emil', lastName: 'Dahl', company: { id: 1, name: 'Nordlys ApS' } } },
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `count` bookings in the week that starts on `monday` ('2026-11-16', a Monday of a month with at least
 * seven days left), for the large-list story, tests and benchmark (not part of the package's exports):
 * ten rooms of Copenhagen Harbour ('Room 1'…'Room 10'), 45 minutes each from 07:00 on, ten at once in
 * different rooms and never two at once in one room, named 'Booking 1'…; every other one is Ulla's.
 * Plain TypeScript without dependencies, so that the benchmark page can import it too.
 */
export function bookingsInWeek(count: number, monday: string): Booking[] {
  const [month, firstDay] = [monday.slice(0, 8), Number(monday.slice(8, 10))];
  return Array.from({ length: count }, (_, i) =>
    fixtureBooking(i, `${month}${pad(firstDay + (Math.floor(i / 10) % 7))}`, 7 + Math.floor(i / 70), i % 10),
  );
}

/** The i-th booking of a fixture: 45 minutes from `hour`:00 on `day` in the room of `roomIndex` (0–9); every other one is Ulla's. */
function fixtureBooking(i: number, day: string, hour: number, roomIndex: number): Booking {
  const roomId = 100 + roomIndex;
  const booker = FIXTURE_BOOKERS[i % 2]!;
  return {
    id: 10_000 + i,
    name: `Booking ${i + 1}`,
    bookingStart: `${day}T${pad(hour)}:00:00+01:00`,
    bookingEnd: `${day}T${pad(hour)}:45:00+01:00`,
    room: { id: roomId, name: `Room ${roomIndex + 1}`, location: { id: 1, name: 'Copenhagen Harbour' } },
    roomId,
    userId: booker.userId,
    user: { ...booker.user, company: { ...booker.user.company } },
    series: null,
    bookingCost: { total: 0 },
  };
}

/**
 * `count` bookings spread evenly over the days of `month` ('2026-11', a month of Copenhagen winter time,
 * November to March: the times are written +01:00), for the month-view benchmark: the first booking of
 * each day, then the second of each day, and so on; a day's bookings go round the ten rooms of
 * bookingsInWeek, an hour later each round (45 minutes each from 07:00), so never two at once in a room.
 * At most 170 a day (ten rooms, 07:00 to 23:45).
 * @public imported by the page that tests/bench/ui.ts writes and builds
 */
export function bookingsInMonth(count: number, month: string): Booking[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  if (count > days * 170) throw new Error(`At most ${days * 170} bookings fit in ${month}`);
  return Array.from({ length: count }, (_, i) => {
    const round = Math.floor(i / days);
    return fixtureBooking(i, `${month}-${pad((i % days) + 1)}`, 7 + Math.floor(round / 10), round % 10);
  });
}
