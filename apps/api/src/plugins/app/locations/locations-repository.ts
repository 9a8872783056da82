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

const LOCATION_COLUMNS = ['id', 'name', 'description', 'image', 'is_active as isActive'];

/** What a new location is made of: the body's fields and the stored image's URL (or none). */
export interface NewLocation {
  name: string;
  description: string;
  image: string | null;
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
    return this.withRooms(await trx('locations').select<LocationRow[]>(LOCATION_COLUMNS).orderBy([{ column: 'name' }, { column: 'id' }]), trx);
  }

  /** A new location, active, without rooms (the unique index on `lower(name)` refuses a repeated name: 23505). */
  async insert(location: NewLocation, trx: Executor = this.db): Promise<Location> {
    const [row] = await trx('locations').insert(location).returning<LocationRow[]>(LOCATION_COLUMNS);
    if (!row) throw new Error('insert into locations returned no row');
    return { ...row, rooms: [] };
  }

  /**
   * The location with its new name and description (and image, when one is given), with its rooms;
   * undefined when there is none with that id.
   */
  async update(
    id: number,
    fields: Pick<Location, 'name' | 'description'> & { image?: string },
    trx: Executor = this.db,
  ): Promise<Location | undefined> {
    const [row] = await trx('locations')
      .where({ id })
      .update({ name: fields.name, description: fields.description, ...(fields.image === undefined ? {} : { image: fields.image }), updated_at: trx.fn.now() })
      .returning<LocationRow[]>(LOCATION_COLUMNS);
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
      .select<LocationRow[]>(LOCATION_COLUMNS)
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
