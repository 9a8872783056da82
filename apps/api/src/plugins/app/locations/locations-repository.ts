import type { Knex } from 'knex';
import type { TargetRoom } from '@roombook/domain/bookings/rules/booking-refusal';
import type { RoomBooking } from '@roombook/domain/bookings/rules/counted-bookings';
import type { BookedInterval } from '@roombook/domain/time/usage';
import type { Location } from '@roombook/domain/locations/schemas';
import type { CalendarRoom } from '@roombook/domain/rooms/schemas';
import type { Executor } from '../../../db/executor';

/** A room row of the calendar query; `features` is JSON (text or parsed, depending on the driver). */
type RoomRow = Omit<CalendarRoom, 'location' | 'features'> & { locationName: string; features: CalendarRoom['features'] | string };

export interface LocationName {
  id: number;
  name: string;
}

/** Reads of `locations` (and of their rooms for the calendar) needed by the calls so far (the Locations screen comes with its own issue). */
export class LocationsRepository {
  constructor(private readonly db: Knex) {}

  /** The locations among `ids` that exist, by name. */
  async findNames(ids: readonly number[], trx: Executor = this.db): Promise<LocationName[]> {
    if (ids.length === 0) return [];
    return trx('locations')
      .select<LocationName[]>('id', 'name')
      .whereIn('id', [...new Set(ids)])
      .orderBy([{ column: 'name' }, { column: 'id' }]);
  }

  async exists(id: number, trx: Executor = this.db): Promise<boolean> {
    return (await trx('locations').select('id').where({ id }).first()) !== undefined;
  }

  /**
   * The calendar's raw material, for `visibleLocations` to choose from: the locations (every one, or the
   * one asked for) by name, and their rooms by name with features, limits and rate. Active or not: which of
   * them a user sees is the domain's rule. Never the rooms' tablet codes.
   */
  async calendar(only?: { locationId: number }, trx: Executor = this.db): Promise<{ locations: Array<Omit<Location, 'rooms'>>; rooms: CalendarRoom[] }> {
    const locationQuery = trx('locations')
      .select<Array<Omit<Location, 'rooms'>>>('id', 'name', 'description', 'image', 'is_active as isActive')
      .modify((query) => {
        if (only) void query.where('id', only.locationId);
      })
      .orderBy([{ column: 'name' }, { column: 'id' }]);
    const roomQuery = trx('rooms as r')
      .join('locations as l', 'l.id', 'r.location_id')
      .select<RoomRow[]>(
        'r.id',
        'r.name',
        'r.rules',
        'r.image',
        'r.seats_number as seatsNumber',
        'r.daily_limit as dailyLimit',
        'r.weekly_limit as weeklyLimit',
        'r.hourly_rate_ore as hourlyRate',
        'r.location_id as locationId',
        'l.name as locationName',
        'r.is_active as isActive',
        trx.raw(
          `coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'isActive', f.is_active) order by f.name, f.id)
             from room_features rf join features f on f.id = rf.feature_id where rf.room_id = r.id), '[]'::json) as features`,
        ),
      )
      .modify((query) => {
        if (only) void query.where('r.location_id', only.locationId);
      })
      .orderBy([{ column: 'r.name' }, { column: 'r.id' }]);
    // One after the other: PGlite is one connection, and a transaction runs its queries in turn.
    const locations = await locationQuery;
    const rooms = (await roomQuery).map(({ locationName, features, ...room }: RoomRow) => ({
      ...room,
      location: { id: room.locationId, name: locationName },
      features: typeof features === 'string' ? (JSON.parse(features) as CalendarRoom['features']) : features,
    }));
    return { locations, rooms };
  }

  /**
   * A room as a new or changed booking needs it (`bookingRefusal`): active or not, its location and limits,
   * with its hourly rate and its location's state (for `visibleLocations`); undefined when there is none.
   *
   * A booking reads it in the same round trip as what else it needs before it is checked:
   * - `discountOf`: the company's discount in percent now (0 without a company): the price is fixed with it;
   * - `lockFor`: the bookings of the room that already overlap the interval (`overlapping`, leaving out the
   *   booking being changed), and, only when there are none, the transaction-scoped lock of the room and the
   *   company (see `BookingsRepository.bookingsToCheck`), so that the next statement of the transaction,
   *   with a snapshot taken after the lock is held, sees every booking that the company's earlier writes
   *   committed. A taken slot is refused at once, without waiting in line for the lock behind the company's
   *   other requests (200 parallel requests for one slot would otherwise hold every pooled connection
   *   while they wait).
   */
  async bookingTarget(
    roomId: number,
    trx: Executor = this.db,
    { discountOf = null, lockFor }: { discountOf?: number | null; lockFor?: { companyId: number; interval: BookedInterval; exceptId?: number } } = {},
  ): Promise<BookingTarget | undefined> {
    const row = await trx('rooms as r')
      .join('locations as l', 'l.id', 'r.location_id')
      .select<TargetRow[]>(
        'r.id',
        'r.name',
        'r.is_active as isActive',
        'r.location_id as locationId',
        'r.daily_limit as dailyLimit',
        'r.weekly_limit as weeklyLimit',
        'r.hourly_rate_ore as hourlyRate',
        'l.is_active as locationActive',
        trx.raw('(select c.discount_percent from companies c where c.id = ?::integer) as "discountPercent"', [discountOf]),
      )
      .modify((query) => {
        if (lockFor === undefined) return;
        void query
          .joinRaw(
            `left join lateral (
               select json_agg(json_build_object('id', b.id, 'roomId', b.room_id, 'userId', b.user_id, 'companyId', b.company_id,
                                                 'bookingStart', b.booking_start, 'bookingEnd', b.booking_end)) as overlapping
                 from bookings b
                where b.room_id = r.id and b.id <> ?::integer
                  and tstzrange(b.booking_start, b.booking_end) && tstzrange(?::timestamptz, ?::timestamptz)
             ) taken on true`,
            [lockFor.exceptId ?? 0, lockFor.interval.bookingStart.toString(), lockFor.interval.bookingEnd.toString()],
          )
          .select(
            'taken.overlapping',
            trx.raw('case when taken.overlapping is null then pg_advisory_xact_lock(r.id, ?::integer)::text end as "locked"', [lockFor.companyId]),
          );
      })
      .where('r.id', roomId)
      .first();
    if (!row) return undefined;
    const { locationActive, discountPercent, locked: _locked, overlapping, ...room } = row;
    const taken: OverlappingRow[] = (typeof overlapping === 'string' ? (JSON.parse(overlapping) as OverlappingRow[]) : overlapping) ?? [];
    return {
      room,
      location: { id: room.locationId, isActive: locationActive },
      discountPercent: Number(discountPercent ?? 0),
      overlapping: taken.map((booking) => ({
        ...booking,
        bookingStart: new Date(booking.bookingStart).toISOString(),
        bookingEnd: new Date(booking.bookingEnd).toISOString(),
      })),
    };
  }
}

/** What a booking is checked and priced against (`LocationsRepository.bookingTarget`). */
export interface BookingTarget {
  room: TargetRoom & { hourlyRate: number | null };
  location: { id: number; isActive: boolean };
  discountPercent: number;
  /** With `lockFor`: the room's bookings that overlap the interval (none also means the lock is held). */
  overlapping: RoomBooking[];
}

/** A booking as json_build_object writes it (the instants as PostgreSQL's text). */
type OverlappingRow = Omit<RoomBooking, 'bookingStart' | 'bookingEnd'> & { bookingStart: string; bookingEnd: string };

type TargetRow = TargetRoom & {
  hourlyRate: number | null;
  locationActive: boolean;
  discountPercent: string | number | null;
  locked?: string | null;
  overlapping?: OverlappingRow[] | string | null;
};
