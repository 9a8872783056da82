import type { Knex } from 'knex';
import type { Location, LocationBody, PublicLocation } from '@roombook/domain/locations/schemas';
import { LOCATION_MESSAGES } from '@roombook/domain/locations/page';
import { notFound } from '../../../errors';
import { allOrNothing } from '../all-or-nothing';
import { bookingsRepository, type BookingsRepository } from '../bookings/bookings-repository';
import { imagesService, type ImagesService } from '../images/images-service';
import { locationsRepository, type LocationsRepository } from './locations-repository';
import type { Deps } from '../../../deps';

/**
 * Locations (§7 "Locations"; SuperAdmin changes them, and SuperAdmin and Admin read the list: the route
 * checks the contract's roles). A location belongs to no company, so there is no scope beyond the role.
 *
 * - A name is unique whatever its case (`locationNameRefusal`): the unique index of migration 0008 decides
 *   it, also between parallel requests, and answers 409 (docs/decisions/028).
 * - Check-in (docs/decisions/102) is asked from the moment it is turned on by the injected clock (`now`),
 *   never the database's: on create when asked, on an edit that turns it on; an edit that keeps it on keeps
 *   that moment, one that turns it off clears it. Written with the rest of the location, in one statement.
 * - A new or edited location may come with an image (the multipart file `image`; on an edit it replaces
 *   the old one, and without one the image stays): judged and re-encoded before anything is written,
 *   stored in the same transaction as the location, so a refused file stores nothing.
 * - Bulk changes are all or nothing (`bulkRefusal`), on rows locked before the check.
 * - A delete keeps history (docs/decisions/027): in one transaction it locks the locations and their rooms,
 *   refuses an unknown id (404, nothing changed), cancels the bookings that have not ended by the injected
 *   clock (`now`), then deletes; the rooms go by the cascade, and the bookings that have ended keep their
 *   room and location names (the triggers of migration 0007).
 */
export class LocationsService {
  constructor(
    private readonly db: Knex,
    private readonly locations: LocationsRepository,
    private readonly bookings: BookingsRepository,
    private readonly images: ImagesService,
    private readonly now: () => Date,
  ) {}

  list(): Promise<Location[]> {
    return this.locations.list();
  }

  /** `GET /api/location/public/`: what an applicant may choose from. */
  listPublic(): Promise<PublicLocation[]> {
    return this.locations.listActiveNames();
  }

  async create(body: LocationBody, upload?: Uint8Array): Promise<Location> {
    const image = upload === undefined ? undefined : await this.images.prepare(upload);
    return this.db.transaction(async (trx) =>
      this.locations.insert(
        { name: body.name, description: body.description, image: image ? await this.images.save(image, trx) : null, checkInRequiredSince: body.checkInRequired ? this.now() : null },
        trx,
      ),
    );
  }

  async update(id: number, body: LocationBody, upload?: Uint8Array): Promise<Location> {
    const image = upload === undefined ? undefined : await this.images.prepare(upload);
    // An unknown location throws inside the transaction, so that the picture saved with it goes too.
    return this.db.transaction(async (trx) => {
      const location = await this.locations.update(id, { ...body, image: image ? await this.images.save(image, trx) : undefined, now: this.now() }, trx);
      if (!location) throw notFound();
      return location;
    });
  }

  async delete(id: number): Promise<{ message: string }> {
    await this.deleteAll([id]);
    return { message: LOCATION_MESSAGES.deleted };
  }

  async deleteMany(ids: readonly number[]): Promise<{ message: string }> {
    await this.deleteAll(ids);
    return { message: LOCATION_MESSAGES.manyDeleted };
  }

  async setActive(ids: readonly number[], isActive: boolean): Promise<{ message: string }> {
    await allOrNothing(this.db, ids, (wanted, trx) => this.locations.lockExisting(wanted, trx), (trx) => this.locations.setActive(ids, isActive, trx));
    return { message: LOCATION_MESSAGES.manyUpdated };
  }

  /** Deletes the locations with their rooms, then cancels their unfinished bookings; the ended ones stay (docs/decisions/045). */
  private deleteAll(ids: readonly number[]): Promise<void> {
    return allOrNothing(this.db, ids, (wanted, trx) => this.locations.lockExisting(wanted, trx), async (trx) => {
      await this.locations.delete(ids, trx);
      await this.bookings.cancelOrphaned(this.now(), trx);
    });
  }

}

export const locationsService = (deps: Deps) =>
  new LocationsService(deps.knex, deps.get(locationsRepository), deps.get(bookingsRepository), deps.get(imagesService), deps.now);
