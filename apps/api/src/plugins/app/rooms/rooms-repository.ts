import type { Knex } from 'knex';
import { jsonColumn } from '../../../db/json-column';
import type { Location } from '@roombook/domain/locations/schemas';
import type { CalendarRoom, Room } from '@roombook/domain/rooms/schemas';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

/** What a create or a PUT writes of a room (§3), besides its features and its code. */
export interface RoomFields {
  name: string;
  rules: string;
  seatsNumber: number;
  dailyLimit: number;
  weeklyLimit: number;
  hourlyRate: number | null;
  locationId: number;
  /** The URL of the room's stored image (`null`: none); on an update, absent keeps the image it has. */
  image?: string | null;
}

/** Which rooms `selectRooms` reads: every room, those of one location, or those with the ids. */
export interface RoomFilter {
  locationId?: number;
  ids?: readonly number[];
}

/** A room row; `features` is JSON (text or parsed, depending on the driver). */
type RoomRow = Omit<Room, 'location' | 'features'> & { locationName: string; features: Room['features'] | string };

/**
 * Rooms by name with their location's name and their features (by name) in one query, with the tablet
 * code only for `withCode` (Manage Rooms); the calendar (`LocationsRepository.calendar`) reads them without.
 */
export function selectRooms(trx: Executor, filter: RoomFilter, options: { withCode: true }): Promise<Room[]>;
export function selectRooms(trx: Executor, filter?: RoomFilter): Promise<CalendarRoom[]>;
export async function selectRooms(trx: Executor, filter: RoomFilter = {}, { withCode = false } = {}): Promise<CalendarRoom[]> {
  const rows = await trx('rooms as r')
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
      ...(withCode ? ['r.code'] : []),
      trx.raw(
        `coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'isActive', f.is_active) order by f.name, f.id)
           from room_features rf join features f on f.id = rf.feature_id where rf.room_id = r.id), '[]'::json) as features`,
      ),
    )
    .modify((query) => {
      if (filter.locationId !== undefined) void query.where('r.location_id', filter.locationId);
      if (filter.ids !== undefined) void query.whereIn('r.id', [...new Set(filter.ids)]);
    })
    .orderBy([{ column: 'r.name' }, { column: 'r.id' }]);
  return rows.map(({ locationName, features, ...room }: RoomRow) => ({
    ...room,
    location: { id: room.locationId, name: locationName },
    features: jsonColumn<Room['features']>(features),
  }));
}

const columnsOf = (fields: RoomFields) => ({
  name: fields.name,
  rules: fields.rules,
  seats_number: fields.seatsNumber,
  daily_limit: fields.dailyLimit,
  weekly_limit: fields.weeklyLimit,
  hourly_rate_ore: fields.hourlyRate,
  location_id: fields.locationId,
  ...(fields.image === undefined ? {} : { image: fields.image }),
});

/**
 * The only code that writes `rooms` and `room_features` (conventions §5); the calendar reads rooms through
 * `selectRooms`. Bookings follow a deleted room by the triggers of migration 0007.
 */
export class RoomsRepository {
  constructor(private readonly db: Knex) {}

  /** Every room, with its code, and every location's state (what `listedRooms` needs). */
  async listWithLocations(trx: Executor = this.db): Promise<{ rooms: Room[]; locations: Array<Pick<Location, 'id' | 'isActive'>> }> {
    // One after the other: PGlite is one connection.
    const rooms = await selectRooms(trx, {}, { withCode: true });
    const locations = await trx('locations').select<Array<Pick<Location, 'id' | 'isActive'>>>('id', 'is_active as isActive');
    return { rooms, locations };
  }

  /** The room with its code; undefined when there is none with that id. */
  async find(id: number, trx: Executor = this.db): Promise<Room | undefined> {
    const [room] = await selectRooms(trx, { ids: [id] }, { withCode: true });
    return room;
  }

  /** A new room, active, with the tablet code; answers its id (the unique index refuses a repeated code: 23505). */
  async insert(fields: RoomFields, code: string, trx: Executor = this.db): Promise<number> {
    const [row] = await trx('rooms')
      .insert({ ...columnsOf(fields), code })
      .returning<Array<{ id: number }>>('id');
    if (!row) throw new Error('insert into rooms returned no row');
    return row.id;
  }

  /** Replaces the room's fields (the image only when `fields.image` is given); false when there is no room with that id. */
  async update(id: number, fields: RoomFields, trx: Executor = this.db): Promise<boolean> {
    const rows = await trx('rooms')
      .where({ id })
      .update({ ...columnsOf(fields), updated_at: trx.fn.now() })
      .returning<Array<{ id: number }>>('id');
    return rows.length > 0;
  }

  /** The ids of the room's features now. */
  async featureIds(roomId: number, trx: Executor = this.db): Promise<number[]> {
    const rows = await trx('room_features').select<Array<{ featureId: number }>>('feature_id as featureId').where({ room_id: roomId });
    return rows.map((row) => row.featureId);
  }

  /** The room's features become exactly `featureIds`. */
  async replaceFeatures(roomId: number, featureIds: readonly number[], trx: Knex.Transaction): Promise<void> {
    await trx('room_features').where({ room_id: roomId }).delete();
    const unique = [...new Set(featureIds)];
    if (unique.length > 0) await trx('room_features').insert(unique.map((featureId) => ({ room_id: roomId, feature_id: featureId })));
  }

  /** Gives the room a new tablet code (the old one names no room from then on); false when there is no room with that id. */
  async setCode(id: number, code: string, trx: Executor = this.db): Promise<boolean> {
    const rows = await trx('rooms').where({ id }).update({ code, updated_at: trx.fn.now() }).returning<Array<{ id: number }>>('id');
    return rows.length > 0;
  }

  /**
   * The ids among `ids` that exist, locked until the transaction ends: a change checks them all, then
   * changes them, and no parallel delete can come in between.
   */
  async lockExisting(ids: readonly number[], trx: Knex.Transaction): Promise<number[]> {
    const rows = await trx('rooms')
      .select<Array<{ id: number }>>('id')
      .whereIn('id', [...new Set(ids)])
      .forUpdate();
    return rows.map((row) => row.id);
  }

  async setActive(ids: readonly number[], isActive: boolean, trx: Executor = this.db): Promise<void> {
    await trx('rooms')
      .whereIn('id', [...new Set(ids)])
      .update({ is_active: isActive, updated_at: trx.fn.now() });
  }

  /**
   * Deletes the rooms (their features by the cascade; the bookings that remain keep the room's and its
   * location's names, by the trigger). Cancel their unfinished bookings first, in the same transaction.
   */
  async delete(ids: readonly number[], trx: Knex.Transaction): Promise<void> {
    await trx('rooms')
      .whereIn('id', [...new Set(ids)])
      .delete();
  }
}

export const roomsRepository = (deps: Deps) => new RoomsRepository(deps.knex);
