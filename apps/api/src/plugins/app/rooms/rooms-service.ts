import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { newRoomCode } from '@roombook/domain/rooms/rules/room-code';
import { roomReferencesRefusal } from '@roombook/domain/rooms/rules/room-references';
import { listedRooms } from '@roombook/domain/rooms/rules/visible-rooms';
import type { ListedRoom, Room, RoomBody } from '@roombook/domain/rooms/schemas';
import type { Role } from '@roombook/domain/roles';
import { ROOM_MESSAGES } from '@roombook/domain/rooms/page';
import { notFound, refuseWith } from '../../../errors';
import { allOrNothing } from '../all-or-nothing';
import { bookingsRepository, type BookingsRepository } from '../bookings/bookings-repository';
import { featuresRepository, type FeaturesRepository } from '../features/features-repository';
import { imagesService, type ImagesService } from '../images/images-service';
import { locationsRepository, type LocationsRepository } from '../locations/locations-repository';
import { roomsRepository, type RoomsRepository } from './rooms-repository';
import type { Deps } from '../../../deps';

/** A new tablet code from Node's cryptographic source (`newRoomCode`: 128 bits, base64url); the demo seed's too. */
export const newTabletCode = (): string => newRoomCode(randomBytes);

/**
 * Rooms (§7 "Rooms"; the list for everyone, the rest for SuperAdmin and Admin, checked by the route from
 * the contract's roles). A room's rules are the body schema's (§5) and the domain's `roomReferencesRefusal`
 * (its location and features); the list is `listedRooms` (the tablet code only for those who manage rooms).
 * A new room gets a new tablet code (`newRoomCode`, 128 random bits), and so does a reset. A new or edited
 * room may come with an image (the multipart file `image`; on an edit it replaces the old one, and without
 * one the image stays): judged and re-encoded before the transaction opens, stored in it, so that a refused
 * file or a refused room (400, 404) stores nothing (docs/decisions/019, 036). Bulk changes are
 * all or nothing (`bulkRefusal`); a delete cancels the room's unfinished bookings in its transaction, with
 * the injected clock, and the bookings that have ended keep the room's name (docs/decisions/027).
 */
export class RoomsService {
  constructor(
    private readonly db: Knex,
    private readonly rooms: RoomsRepository,
    private readonly repositories: { locations: LocationsRepository; features: FeaturesRepository; bookings: BookingsRepository },
    private readonly images: ImagesService,
    private readonly now: () => Date,
  ) {}

  async list(viewer: { role: Role }): Promise<ListedRoom[]> {
    const { rooms, locations } = await this.rooms.listWithLocations();
    return listedRooms(viewer, rooms, locations);
  }

  async create(body: RoomBody, upload?: Uint8Array): Promise<Room> {
    const image = upload === undefined ? undefined : await this.images.prepare(upload);
    return this.db.transaction(async (trx) => {
      await this.checkReferences(body, [], trx);
      const id = await this.rooms.insert({ ...fieldsOf(body), image: image ? await this.images.save(image, trx) : null }, newTabletCode(), trx);
      await this.rooms.replaceFeatures(id, body.features, trx);
      return this.found(id, trx);
    });
  }

  /** Replaces the room's fields and features, and its image when a new one comes (its state and code stay). */
  async update(id: number, body: RoomBody, upload?: Uint8Array): Promise<Room> {
    const image = upload === undefined ? undefined : await this.images.prepare(upload);
    return this.db.transaction(async (trx) => {
      if ((await this.rooms.lockExisting([id], trx)).length === 0) throw notFound();
      await this.checkReferences(body, await this.rooms.featureIds(id, trx), trx);
      await this.rooms.update(id, { ...fieldsOf(body), image: image ? await this.images.save(image, trx) : undefined }, trx);
      await this.rooms.replaceFeatures(id, body.features, trx);
      return this.found(id, trx);
    });
  }

  /** A new tablet code for the room; the old one names no room from the commit on. Answers the room with the new code. */
  resetCode(id: number): Promise<Room> {
    return this.db.transaction(async (trx) => {
      if (!(await this.rooms.setCode(id, newTabletCode(), trx))) throw notFound();
      return this.found(id, trx);
    });
  }

  async setActive(ids: readonly number[], isActive: boolean): Promise<{ message: string }> {
    await allOrNothing(this.db, ids, (wanted, trx) => this.rooms.lockExisting(wanted, trx), (trx) => this.rooms.setActive(ids, isActive, trx));
    return { message: ROOM_MESSAGES.manyUpdated };
  }

  async delete(id: number): Promise<{ message: string }> {
    await this.deleteRooms([id]);
    return { message: ROOM_MESSAGES.deleted };
  }

  async deleteMany(ids: readonly number[]): Promise<{ message: string }> {
    await this.deleteRooms(ids);
    return { message: ROOM_MESSAGES.manyDeleted };
  }

  /** Deletes the rooms, then cancels their unfinished bookings (the ended bookings stay, with the names: docs/decisions/045). */
  private deleteRooms(ids: readonly number[]): Promise<void> {
    return allOrNothing(this.db, ids, (wanted, trx) => this.rooms.lockExisting(wanted, trx), async (trx) => {
      await this.rooms.delete(ids, trx);
      await this.repositories.bookings.cancelOrphaned(this.now(), trx);
    });
  }


  /** Refuses an unknown location, or a feature that is unknown or inactive and not among `currentFeatureIds`. */
  private async checkReferences(body: RoomBody, currentFeatureIds: readonly number[], trx: Knex.Transaction): Promise<void> {
    const locationExists = await this.repositories.locations.exists(body.locationId, trx);
    const features = await this.repositories.features.findByIds(body.features, trx);
    refuseWith(roomReferencesRefusal(body, { locationExists, features, currentFeatureIds }));
  }

  private async found(id: number, trx: Knex.Transaction): Promise<Room> {
    const room = await this.rooms.find(id, trx);
    if (!room) throw notFound();
    return room;
  }
}

const fieldsOf = (body: RoomBody) => ({
  name: body.name,
  rules: body.rules,
  seatsNumber: body.seatsNumber,
  dailyLimit: body.dailyLimit,
  weeklyLimit: body.weeklyLimit,
  hourlyRate: body.hourlyRate ?? null,
  locationId: body.locationId,
});

export const roomsService = (deps: Deps) =>
  new RoomsService(
    deps.knex,
    deps.get(roomsRepository),
    { locations: deps.get(locationsRepository), features: deps.get(featuresRepository), bookings: deps.get(bookingsRepository) },
    deps.get(imagesService),
    deps.now,
  );
