import type { Knex } from 'knex';
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
}
