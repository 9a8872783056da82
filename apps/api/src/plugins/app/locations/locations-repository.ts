import type { Knex } from 'knex';
import type { Location } from '@roombook/domain/locations/schemas';
import type { CalendarRoom } from '@roombook/domain/rooms/schemas';
import type { Executor } from '../../../db/executor';
import { selectRooms } from '../rooms/rooms-repository';
import type { Deps } from '../../../deps';

export interface LocationName {
  id: number;
  name: string;
}

/** A location row without its rooms. */
type LocationRow = Omit<Location, 'rooms'>;

/** A location's columns as its answers name them: check-in is asked while `check_in_required_since` is set (migration 0020). */
const locationColumns = (trx: Executor) => ['id', 'name', 'description', 'image', 'is_active as isActive', trx.raw('(check_in_required_since is not null) as "checkInRequired"')];

/** What a new location is made of: the body's fields, the stored image's URL (or none), and since when check-in is asked (or never). */
export interface NewLocation {
  name: string;
  description: string;
  image: string | null;
  checkInRequiredSince: Date | null;
}

/** An edit: the body's fields, the new image's URL (none keeps the old), and the moment check-in would be turned on. */
export interface LocationChanges extends Pick<Location, 'name' | 'description' | 'checkInRequired'> {
  image?: string;
  now: Date;
}

/**
 * The only code that reads or writes `locations` (conventions §5), and reads rooms for the calendar and
 * for the rooms a location names. A delete cascades to the location's rooms (and its canteens, receptions
 * and company links); the triggers of migration 0007 keep the names on the bookings that outlive them.
 */
export class LocationsRepository {
  constructor(private readonly db: Knex) {}

  /** Every location, active or not, by name, each with its rooms (active or not) by name. */
  async list(trx: Executor = this.db): Promise<Location[]> {
    return this.withRooms(await trx('locations').select<LocationRow[]>(locationColumns(trx)).orderBy([{ column: 'name' }, { column: 'id' }]), trx);
  }

  /** A new location, active, without rooms (the unique index on `lower(name)` refuses a repeated name: 23505). */
  async insert({ checkInRequiredSince, ...location }: NewLocation, trx: Executor = this.db): Promise<Location> {
    const [row] = await trx('locations')
      .insert({ ...location, check_in_required_since: checkInRequiredSince })
      .returning<LocationRow[]>(locationColumns(trx));
    if (!row) throw new Error('insert into locations returned no row');
    return { ...row, rooms: [] };
  }

  /**
   * The location with its new name, description and check-in (and image, when one is given), with its
   * rooms; undefined when there is none with that id. In the one statement: check-in turned on is asked
   * from `now`, kept on keeps the moment it was turned on (so no booking whose check-in closed before is
   * released), turned off is null.
   */
  async update(id: number, { name, description, image, checkInRequired, now }: LocationChanges, trx: Executor = this.db): Promise<Location | undefined> {
    const [row] = await trx('locations')
      .where({ id })
      .update({
        name,
        description,
        ...(image === undefined ? {} : { image }),
        check_in_required_since: checkInRequired ? trx.raw('coalesce(check_in_required_since, ?::timestamptz)', [now.toISOString()]) : null,
        updated_at: trx.fn.now(),
      })
      .returning<LocationRow[]>(locationColumns(trx));
    return row && (await this.withRooms([row], trx))[0];
  }

  /**
   * The ids among `ids` that exist, locked until the transaction ends (in id order, so that two bulk changes
   * never wait for each other in a circle): a bulk change checks them all, then changes them, and no
   * parallel delete can come in between.
   */
  async lockExisting(ids: readonly number[], trx: Knex.Transaction): Promise<number[]> {
    const rows = await trx('locations')
      .select<Array<{ id: number }>>('id')
      .whereIn('id', [...new Set(ids)])
      .orderBy('id')
      .forUpdate();
    return rows.map((row) => row.id);
  }

  async setActive(ids: readonly number[], isActive: boolean, trx: Executor = this.db): Promise<void> {
    await trx('locations')
      .whereIn('id', [...new Set(ids)])
      .update({ is_active: isActive, updated_at: trx.fn.now() });
  }

  /** Deletes the locations (and, by the cascades, their rooms); answers how many there were. */
  async delete(ids: readonly number[], trx: Executor = this.db): Promise<number> {
    const deleted = await trx('locations')
      .whereIn('id', [...new Set(ids)])
      .delete()
      .returning<Array<{ id: number }>>('id');
    return deleted.length;
  }

  /** The locations of the canteens `userId` manages (a CanteenManager's calendar, read-only). */
  async managedCanteenLocationIds(userId: number, trx: Executor = this.db): Promise<number[]> {
    const rows = await trx('canteens').select<Array<{ locationId: number }>>('location_id as locationId').where({ manager_user_id: userId });
    return rows.map((row) => row.locationId);
  }

  /** The active locations' ids and names, by name (the public application form, §3). */
  async listActiveNames(trx: Executor = this.db): Promise<LocationName[]> {
    return trx('locations')
      .select<LocationName[]>('id', 'name')
      .where({ is_active: true })
      .orderBy([{ column: 'name' }, { column: 'id' }]);
  }

  /** The locations among `ids` that exist, by name. */
  async findNames(ids: readonly number[], trx: Executor = this.db): Promise<LocationName[]> {
    if (ids.length === 0) return [];
    return trx('locations')
      .select<LocationName[]>('id', 'name')
      .whereIn('id', [...new Set(ids)])
      .orderBy([{ column: 'name' }, { column: 'id' }]);
  }

  /**
   * The locations among `ids` that exist, with their state, share-locked until the transaction ends: a record
   * that links them (a company) checks them, then writes the links, and no parallel change of their state or
   * delete comes in between.
   */
  async lockStates(ids: readonly number[], trx: Knex.Transaction): Promise<Array<Pick<Location, 'id' | 'isActive'>>> {
    if (ids.length === 0) return [];
    return trx('locations')
      .select<Array<Pick<Location, 'id' | 'isActive'>>>('id', 'is_active as isActive')
      .whereIn('id', [...new Set(ids)])
      .orderBy('id')
      .forShare();
  }

  async exists(id: number, trx: Executor = this.db): Promise<boolean> {
    return (await trx('locations').select('id').where({ id }).first()) !== undefined;
  }

  /**
   * The calendar's raw material, for `visibleLocations` to choose from: the locations (every one, or the
   * one asked for) by name, and their rooms by name with features, limits and rate. Active or not: which of
   * them a user sees is the domain's rule. Never the rooms' tablet codes.
   */
  async calendar(only?: { locationId: number }, trx: Executor = this.db): Promise<{ locations: LocationRow[]; rooms: CalendarRoom[] }> {
    const locationQuery = trx('locations')
      .select<LocationRow[]>(locationColumns(trx))
      .modify((query) => {
        if (only) void query.where('id', only.locationId);
      })
      .orderBy([{ column: 'name' }, { column: 'id' }]);
    // One after the other: PGlite is one connection, and a transaction runs its queries in turn.
    const locations = await locationQuery;
    const rooms = await selectRooms(trx, only ? { locationId: only.locationId } : {});
    return { locations, rooms };
  }

  /** The locations with their rooms named, every room active or not, by name. */
  private async withRooms(locations: LocationRow[], trx: Executor): Promise<Location[]> {
    if (locations.length === 0) return [];
    const rooms = await trx('rooms')
      .select<Array<{ id: number; name: string; locationId: number }>>('id', 'name', 'location_id as locationId')
      .whereIn(
        'location_id',
        locations.map((location) => location.id),
      )
      .orderBy([{ column: 'name' }, { column: 'id' }]);
    return locations.map((location) => ({
      ...location,
      rooms: rooms.filter((room) => room.locationId === location.id).map(({ id, name }) => ({ id, name })),
    }));
  }
}

export const locationsRepository = (deps: Deps) => new LocationsRepository(deps.knex);
