import type { Booking } from '@roombook/domain/bookings/schemas';

/** The two bookers of the large-list fixtures: every other booking is Ulla's (user 6), the rest Emil's (7). */
const FIXTURE_BOOKERS = [
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
  return Array.from({ length: count }, (_, i) => {
    const roomId = 100 + (i % 10);
    const day = `${month}${pad(firstDay + (Math.floor(i / 10) % 7))}`;
    const hour = pad(7 + Math.floor(i / 70));
    const booker = FIXTURE_BOOKERS[i % 2]!;
    return {
      id: 10_000 + i,
      name: `Booking ${i + 1}`,
      bookingStart: `${day}T${hour}:00:00+01:00`,
      bookingEnd: `${day}T${hour}:45:00+01:00`,
      room: { id: roomId, name: `Room ${(i % 10) + 1}`, location: { id: 1, name: 'Copenhagen Harbour' } },
      roomId,
      userId: booker.userId,
      user: { ...booker.user, company: { ...booker.user.company } },
      bookingCost: { total: 0 },
    };
  });
}
