import type { Booking } from '@roombook/domain/bookings/schemas';
import { bulkRefusal } from '@roombook/domain/common/rules/bulk-refusal';
import type { Company } from '@roombook/domain/companies/schemas';
import { locationNameRefusal } from '@roombook/domain/locations/rules/name-refusal';
import type { Location, LocationBody, LocationRef } from '@roombook/domain/locations/schemas';
import { ERRORS } from '@roombook/domain/messages';
import type { Room } from '@roombook/domain/rooms/schemas';
import { MockHttpError, refuseWith } from '../lib/contract-handler';
import { mockLocations } from './factories';
import { mockReceptions } from './receptions';
import type { MockStore, MockUser } from './store';

/** The empty location of the calendar stories: no rooms yet ('No rooms in this locations'). */
export const EMPTY_LOCATION_ID = 3;

/** A location as the store keeps it: its rooms are the store's rooms at that location. */
export type MockLocation = Omit<Location, 'rooms'>;

/**
 * Full location records (§3): the two locations of the demo rooms plus a new one without rooms, none
 * asking for check-in (the default, docs/decisions/102). Their rooms are filled in from the store's rooms.
 */
export const mockLocationRecords = (): MockLocation[] => [
  {
    ...mockLocations[0]!,
    description: 'Shared offices on the harbour front, ground floor to fourth floor.',
    image: null,
    isActive: true,
    checkInRequired: false,
  },
  { ...mockLocations[1]!, description: 'Meeting rooms next to the central station.', image: null, isActive: true, checkInRequired: false },
  { id: EMPTY_LOCATION_ID, name: 'Odense Docks', description: 'Opening soon: the rooms are not set up yet.', image: null, isActive: true, checkInRequired: false },
];

/** What the locations change in the rest of the store (the store passes itself). */
export interface LocationsStoreView {
  now: () => number;
  rooms: Room[];
  companies: Company[];
  users: MockUser[];
  readonly canteens: { removeAtLocations(locationIds: readonly number[]): void };
  /** The areas' own states (a location's delete takes its receptions). */
  own: MockStore['own'];
  readonly calendar: { bookings: Booking[] };
}

/**
 * The mocks' locations (Manage Locations, and every call that reads locations), with the API's rules and
 * what its database does around them:
 * - check-in asked or not as the body says (the API's moment it was turned on answers nowhere, so the
 *   mocks keep only whether);
 * - names unique whatever their case (`locationNameRefusal`, 409), bulk changes all or nothing
 *   (`bulkRefusal`, 404 when one id is unknown);
 * - an inactive location leaves the calendar with its rooms (`visibleLocations` reads `list`);
 * - a rename shows wherever the location is named (the API joins the name);
 * - a delete takes the location's rooms, canteens and receptions with it (the canteens' orders stay,
 *   docs/decisions/039), and leaves the companies and primary
 *   locations that named it (the API's cascades); the bookings of its rooms that have not ended by `now`
 *   are cancelled, those that have ended stay with their names (docs/decisions/027).
 */
export class MockLocations {
  list: MockLocation[] = mockLocationRecords();

  constructor(private readonly store: LocationsStoreView) {}

  /** Every location, by name, with its rooms (active or not) named by name (`GET /api/location/`). */
  sorted(): Location[] {
    return [...this.list].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id).map((location) => this.withRooms(location));
  }

  /** The active locations' ids and names, by name (`GET /api/location/public/`). */
  activeNames(): LocationRef[] {
    return this.sorted()
      .filter((location) => location.isActive)
      .map(({ id, name }) => ({ id, name }));
  }

  /** The locations among `ids`, as other records name them. */
  refs(ids: readonly number[]): LocationRef[] {
    return this.list.filter((location) => ids.includes(location.id)).map(({ id, name }) => ({ id, name }));
  }

  create(body: LocationBody, image: string | undefined): Location {
    refuseWith(locationNameRefusal(body.name, this.list));
    const { name, description, checkInRequired } = body;
    const location = { id: Math.max(0, ...this.list.map((l) => l.id)) + 1, name, description, image: image ?? null, isActive: true, checkInRequired };
    this.list.push(location);
    return this.withRooms(location);
  }

  update(id: number, body: LocationBody, image: string | undefined): Location {
    const location = this.list.find((l) => l.id === id);
    if (!location) throw new MockHttpError(404, ERRORS.notFound);
    refuseWith(locationNameRefusal(body.name, this.list, id));
    // The PUT replaces check-in too (the API keeps the moment it was turned on, which no answer shows).
    Object.assign(location, { name: body.name, description: body.description, checkInRequired: body.checkInRequired, ...(image === undefined ? {} : { image }) });
    this.renameInStore(location);
    return this.withRooms(location);
  }

  setActive(ids: readonly number[], isActive: boolean): void {
    refuseWith(bulkRefusal(ids, this.list.map((l) => l.id)));
    for (const location of this.list) if (ids.includes(location.id)) location.isActive = isActive;
  }

  delete(ids: readonly number[]): void {
    refuseWith(bulkRefusal(ids, this.list.map((l) => l.id)));
    const gone = (locationId: number) => ids.includes(locationId);
    const store = this.store;
    const roomIds = new Set(store.rooms.filter((room) => gone(room.locationId)).map((room) => room.id));
    store.calendar.bookings = store.calendar.bookings.filter((b) => !roomIds.has(b.roomId) || Date.parse(b.bookingEnd) <= store.now());
    store.rooms = store.rooms.filter((room) => !roomIds.has(room.id));
    store.canteens.removeAtLocations(ids);
    mockReceptions(store).removeAtLocations(ids);
    store.companies = store.companies.map((company) => ({ ...company, locations: company.locations.filter((l) => !gone(l.id)) }));
    for (const user of store.users) {
      if (user.company) user.company = { ...user.company, locations: user.company.locations.filter((l) => !gone(l.id)) };
      if (user.primaryLocationId !== null && gone(user.primaryLocationId)) user.primaryLocationId = null;
    }
    this.list = this.list.filter((location) => !gone(location.id));
  }

  private withRooms(location: MockLocation): Location {
    const rooms = this.store.rooms.filter((room) => room.locationId === location.id);
    return { ...location, rooms: rooms.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id).map(({ id, name }) => ({ id, name })) };
  }

  /** The location's new name wherever the store names it (new objects: the fixtures share theirs between stores). */
  private renameInStore({ id, name }: MockLocation): void {
    const store = this.store;
    const renamed = (ref: LocationRef) => (ref.id === id ? { id, name } : ref);
    const liveRoomIds = new Set(store.rooms.map((room) => room.id));
    for (const room of store.rooms) room.location = renamed(room.location);
    for (const booking of store.calendar.bookings) {
      // A booking whose room is gone is history: it keeps the names it had.
      if (liveRoomIds.has(booking.roomId)) booking.room = { ...booking.room, location: renamed(booking.room.location) };
    }
    store.companies = store.companies.map((company) => ({ ...company, locations: company.locations.map(renamed) }));
    for (const user of store.users) if (user.company) user.company = { ...user.company, locations: user.company.locations.map(renamed) };
  }
}
