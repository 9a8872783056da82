/**
 * Booking data for `npm run bench`: a distinct free quarter hour for every booking request, and a calendar
 * of many bookings written in one statement.
 */
import type pg from 'pg';
import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '@roombook/domain/constants';

export interface BenchRoom {
  id: number;
  /** The room's hourly rate without tax, in øre (null: no rate). */
  hourlyRate: number | null;
}

export interface Slot {
  room: BenchRoom;
  bookingStart: string;
  bookingEnd: string;
}

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * Hands out quarter hours that no other call of `next` gets, round robin over the rooms, from the first
 * whole hour a day after `after` and after now (future, on the grid in every zone; pass the end of the
 * last booking in the database, so that every quarter hour is free). At most `limit` of them, all ending
 * by `end`.
 */
export const quarterHours = (rooms: readonly BenchRoom[], limit: number, after: Date | null) => {
  if (rooms.length === 0) throw new Error('no rooms to book');
  const from = Math.max(Date.now(), after?.getTime() ?? 0);
  const first = Temporal.Instant.fromEpochMilliseconds(from).round({ smallestUnit: 'hour', roundingMode: 'ceil' }).add({ hours: 24 }).epochMilliseconds;
  let taken = 0;
  return {
    end: new Date(first + Math.ceil(limit / rooms.length) * QUARTER_HOUR_MS),
    next(): Slot {
      if (taken >= limit) throw new Error(`more than ${limit} quarter hours asked for`);
      const n = taken++;
      const start = first + Math.floor(n / rooms.length) * QUARTER_HOUR_MS;
      return {
        room: rooms[n % rooms.length]!,
        bookingStart: new Date(start).toISOString(),
        bookingEnd: new Date(start + QUARTER_HOUR_MS).toISOString(),
      };
    },
  };
};

/** A room with the limits a company's staff are held to (hours per company and day, and per ISO week). */
export interface LimitedRoom extends BenchRoom {
  dailyLimit: number;
  weeklyLimit: number;
}

/**
 * Quarter hours for the staff of one company that keep within every room's limits, so that each booking
 * is checked against them and taken (none refused): per room and Copenhagen day at most
 * min(4 × daily limit, ⌊4 × weekly limit / 7⌋) quarter hours, one after the other from 08:00, every day of
 * the week, the rooms taking turns within a day. From the Monday after `after` and after today (pass the
 * end of the last booking any bench run may have written, so that every quarter hour is free and no
 * earlier booking of the company counts in its week). At most `limit` of them.
 */
export const limitedQuarterHours = (rooms: readonly LimitedRoom[], limit: number, after: Date | null) => {
  const perDay = rooms.map((room) => Math.min(4 * room.dailyLimit, Math.floor((4 * room.weeklyLimit) / 7)));
  const day: Array<{ room: LimitedRoom; quarter: number }> = [];
  for (let quarter = 0; quarter < Math.max(0, ...perDay); quarter += 1) {
    rooms.forEach((room, i) => {
      if (quarter < perDay[i]!) day.push({ room, quarter });
    });
  }
  if (day.length === 0) throw new Error('no room whose limits leave a quarter hour a day');
  const from = Temporal.Instant.fromEpochMilliseconds(Math.max(Date.now(), after?.getTime() ?? 0)).toZonedDateTimeISO(TIME_ZONE).toPlainDate().add({ days: 1 });
  const monday = from.add({ days: (8 - from.dayOfWeek) % 7 });
  let taken = 0;
  return {
    next(): Slot {
      if (taken >= limit) throw new Error(`more than ${limit} quarter hours asked for`);
      const n = taken++;
      const { room, quarter } = day[n % day.length]!;
      const start = monday
        .add({ days: Math.floor(n / day.length) })
        .toZonedDateTime({ timeZone: TIME_ZONE, plainTime: Temporal.PlainTime.from('08:00') })
        .add({ minutes: 15 * quarter });
      return { room, bookingStart: start.toInstant().toString(), bookingEnd: start.add({ minutes: 15 }).toInstant().toString() };
    },
  };
};

/** The calendar month after this one in Copenhagen, as `[from, to)`: what the month view asks for. */
export const nextMonth = (): { from: string; to: string } => {
  const first = Temporal.Now.plainDateISO(TIME_ZONE).with({ day: 1 }).add({ months: 1 });
  const instant = (date: Temporal.PlainDate) => date.toZonedDateTime({ timeZone: TIME_ZONE }).toInstant().toString();
  return { from: instant(first), to: instant(first.add({ months: 1 })) };
};

/** The end of the last booking in the database (null for none). */
export async function lastBookingEnd(client: pg.Client): Promise<Date | null> {
  const { rows } = await client.query<{ end: Date | null }>('select max(booking_end) as "end" from bookings');
  return rows[0]?.end ?? null;
}

/**
 * Replaces every booking with `count` one-hour bookings at the location's rooms, round robin over the
 * rooms and over the users who belong to a company (counted against that company, priced at the room's
 * rate less the company's discount, with 25 % tax), one every four hours per room, centred on today (about
 * 7½ years either side for 100,000 bookings at three rooms). One statement, in a transaction that holds
 * the table against writes: a booking request of an earlier run that the API still finishes (one waiting
 * for a limit lock when its client went away) waits, and is then refused or lands beside them. Answers the
 * rows written.
 */
export async function fillBookings(client: pg.Client, locationId: number, count: number): Promise<number> {
  await client.query('begin');
  await client.query('lock table bookings in exclusive mode');
  await client.query('delete from bookings');
  const { rowCount } = await client.query(
    `with room_ids as (select array_agg(id order by id) as ids from rooms where location_id = $1),
          booker_ids as (select array_agg(id order by id) as ids from users where company_id is not null),
          slots as (
            select g.i,
                   room_ids.ids[g.i % cardinality(room_ids.ids) + 1] as room_id,
                   booker_ids.ids[g.i % cardinality(booker_ids.ids) + 1] as user_id,
                   date_trunc('hour', now())
                     + (g.i / cardinality(room_ids.ids) - $2::integer / cardinality(room_ids.ids) / 2) * interval '4 hours' as start
              from room_ids, booker_ids, generate_series(0, $2::integer - 1) as g (i)
          )
     insert into bookings (name, room_id, user_id, company_id, booking_start, booking_end, hourly_rate_ore, discount_percent,
                           total_ore, discount_ore, total_with_discount_ore, total_with_tax_ore)
     select 'Bench booking ' || s.i, s.room_id, s.user_id, u.company_id, s.start, s.start + interval '1 hour',
            r.hourly_rate_ore, c.discount_percent, p.total, p.discount, p.total - p.discount, round((p.total - p.discount) * 1.25)
       from slots s
       join rooms r on r.id = s.room_id
       join users u on u.id = s.user_id
       join companies c on c.id = u.company_id
       cross join lateral (
         select coalesce(r.hourly_rate_ore, 0)::bigint as total,
                round(coalesce(r.hourly_rate_ore, 0) * c.discount_percent / 100.0)::bigint as discount
       ) p`,
    [locationId, count],
  );
  await client.query('commit');
  // Vacuumed as well as analysed, as a table in use is: not left to autovacuum, which would go through the
  // deleted and written rows while the list is measured.
  await client.query('vacuum analyze bookings');
  return rowCount ?? 0;
}
