import { isAdminRole, type Role } from '../../roles';
import type { Room } from '../../rooms/schemas';
import type { Location } from '../schemas';

/** Who asks: the role, and the locations of their company (none without a company). */
export interface LocationViewer {
  role: Role;
  companyLocationIds: readonly number[];
  /**
   * A CanteenManager's: the locations of the canteens they manage, whose calendar they see without booking
   * in it (§6 gives every role the calendar; docs/decisions/094).
   */
  canteenLocationIds?: readonly number[];
}

/**
 * Whether the viewer books at the location while it is active: SuperAdmin and Admin at every location,
 * everyone else at their company's (none without a company).
 */
export const booksAt = (viewer: LocationViewer, locationId: number): boolean =>
  isAdminRole(viewer.role) || viewer.companyLocationIds.includes(locationId);

/**
 * Whether the viewer sees the calendar of the location: where they book, and a CanteenManager at the locations
 * of their canteens (read-only: `booksAt` still says no there).
 */
export const seesCalendarAt = (viewer: LocationViewer, locationId: number): boolean =>
  booksAt(viewer, locationId) || (viewer.role === 'CanteenManager' && (viewer.canteenLocationIds ?? []).includes(locationId));

/** Whether the role books rooms at all: SuperAdmin and Admin, and the staff of a company. */
export const booksRooms = (actor: { role: Role; companyId: number | null }): boolean => isAdminRole(actor.role) || actor.companyId !== null;

/** A list of locations by a rule of which the viewer's locations are: the active ones, each with its active rooms. */
type LocationLister = <L extends Pick<Location, 'id' | 'isActive'>, R extends Pick<Room, 'locationId' | 'isActive'>>(
  viewer: LocationViewer,
  locations: readonly L[],
  rooms: readonly R[],
) => Array<Omit<L, 'rooms'> & { rooms: R[] }>;

/** The active locations the rule includes for the viewer, each with its active rooms, in the given orders. */
const listedBy =
  (includes: (viewer: LocationViewer, locationId: number) => boolean): LocationLister =>
  (viewer, locations, rooms) =>
    locations
      .filter((location) => location.isActive && includes(viewer, location.id))
      .map((location) => ({ ...location, rooms: rooms.filter((room) => room.isActive && room.locationId === location.id) }));

/**
 * The locations a user books in, with their active rooms: every active location for SuperAdmin and Admin;
 * the active locations of their company for everyone else (none for a user without a company). In the order
 * of `locations`, rooms in the order of `rooms`; a location without active rooms is listed with none ('No
 * rooms in this locations').
 */
export const visibleLocations: LocationLister = listedBy(booksAt);

/**
 * The locations whose calendar the viewer sees (`GET /api/location/mine/`, and the booking lists): those they
 * book in (`visibleLocations`), and a CanteenManager's canteen locations (`seesCalendarAt`), listed alike.
 */
export const calendarLocations: LocationLister = listedBy(seesCalendarAt);
