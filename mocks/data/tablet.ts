import { Temporal } from 'temporal-polyfill';
import type { TabletState } from '@roombook/domain/tablet/schemas';
import { tabletState } from '@roombook/domain/tablet/rules/tablet-state';
import type { MockStore } from './store';

/** A room tablet, as a tablet call's resolver knows it (docs/decisions/100). */
export interface MockTabletSession {
  roomId: number;
}

const TABLET_TOKEN = /^Bearer\s+tablet_(\S+)\s*$/i;

/** The room of an `Authorization: Bearer tablet_{code}` header, as the API finds it; null when no room has the code. */
export function tabletSessionFor(store: MockStore, authorization: string | null): MockTabletSession | null {
  const code = authorization === null ? undefined : TABLET_TOKEN.exec(authorization)?.[1];
  const room = code === undefined ? undefined : store.rooms.find((r) => r.code === code);
  return room === undefined ? null : { roomId: room.id };
}

/** The tablet's room state now, from the mocks' calendar bookings (the domain's `tabletState`). */
export function mockTabletState(store: MockStore, tablet: MockTabletSession): TabletState {
  const room = store.rooms.find((r) => r.id === tablet.roomId)!;
  const at = Temporal.Instant.fromEpochMilliseconds(store.now());
  const bookings = store.calendar.bookings
    .filter((b) => b.roomId === room.id)
    .map((b) => ({ id: b.id, name: b.name, companyName: b.user.company?.name ?? null, bookingStart: b.bookingStart, bookingEnd: b.bookingEnd, checkedIn: false }));
  const { id, name, image, seatsNumber, location, isActive } = room;
  const checkInRequired = store.locations.list.find((l) => l.id === location.id)?.checkInRequired ?? false;
  return tabletState({ id, name, image, seatsNumber, locationName: location.name, isActive, checkInRequired }, at, bookings);
}
