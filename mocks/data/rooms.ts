import type { Booking } from '@roombook/domain/bookings/schemas';
import { bulkRefusal } from '@roombook/domain/common/rules/bulk-refusal';
import type { Feature } from '@roombook/domain/features/schemas';
import { ERRORS } from '@roombook/domain/messages';
import type { Role } from '@roombook/domain/roles';
import { newRoomCode } from '@roombook/domain/rooms/rules/room-code';
import { roomReferencesRefusal } from '@roombook/domain/rooms/rules/room-references';
import { listedRooms } from '@roombook/domain/rooms/rules/visible-rooms';
import type { ListedRoom, Room, RoomBody } from '@roombook/domain/rooms/schemas';
import { MockHttpError, refuseWith } from '../lib/contract-handler';
import { pictureText } from '../lib/picture-text';
import { mockLocations } from './factories';
import type { MockLocation } from './locations';

/**
 * Room fixtures for the Meeting rooms screen and the room calls. Deliberately not in name order (the
 * screen sorts), with the edge cases a designer reviews: a room without a rate, a rate of 0, a room with
 * long rules, a room without an image and an inactive room that only administrators see.
 */

export const mockFeatures = (): Feature[] => [
  { id: 1, name: 'Projector', isActive: true },
  { id: 2, name: 'Whiteboard', isActive: true },
  { id: 3, name: 'Video conferencing', isActive: true },
  { id: 4, name: 'Coffee machine', isActive: false },
  { id: 5, name: 'Standing desks', isActive: true },
];

/**
 * A small self-contained picture (an SVG data URL), so that stories and dev:mock need no network. Its label is
 * drawn in the product's typeface (pictureText), not in whatever font the machine has.
 */
export function roomImage(label: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">` +
    `<rect width="320" height="200" fill="${background}"/>` +
    `<rect x="40" y="110" width="240" height="40" rx="6" fill="#ffffff" fill-opacity="0.35"/>` +
    pictureText(label, { x: 160, y: 90, size: 36, fill: '#ffffff' }) +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const LONG_RULES = [
  'Leave the room as you found it: chairs back at the table, whiteboard wiped, windows closed.',
  'No food at the conference table; drinks with a lid only.',
  'Bookings end on time: the next company may already be waiting outside the door.',
  'The video-conferencing screen is switched off after use by pressing the power button for three seconds.',
  'Report broken equipment to the reception desk on the ground floor the same day.',
  'Cancel bookings you do not need, so that other companies within the shared office can use the room.',
  'Guests must be met at the reception and accompanied to the room.',
  'Keep the noise at a level that does not disturb the open-plan offices next door.',
].join('\n');

let nextCode = 1;
const code = () => `room-code-${String(nextCode++).padStart(4, '0')}`;

function room(
  fields: Pick<Room, 'id' | 'name' | 'seatsNumber' | 'dailyLimit' | 'weeklyLimit' | 'hourlyRate'> &
    Partial<Pick<Room, 'rules' | 'image' | 'isActive'>> & { locationIndex: 0 | 1; featureIds: number[] },
): Room {
  const location = mockLocations[fields.locationIndex]!;
  const features = mockFeatures().filter((f) => fields.featureIds.includes(f.id));
  return {
    id: fields.id,
    name: fields.name,
    rules: fields.rules ?? 'Leave the room as you found it.\nEnd your booking on time.',
    image: fields.image === undefined ? roomImage(fields.name, '#0a58a8') : fields.image,
    seatsNumber: fields.seatsNumber,
    dailyLimit: fields.dailyLimit,
    weeklyLimit: fields.weeklyLimit,
    hourlyRate: fields.hourlyRate,
    location: { id: location.id, name: location.name },
    locationId: location.id,
    features,
    isActive: fields.isActive ?? true,
    code: code(),
  };
}

/** Nine rooms at the two mock locations (hourly rates in øre, without tax). */
export function mockRooms(): Room[] {
  nextCode = 1;
  return [
    room({ id: 1, name: 'Skagen', seatsNumber: 16, dailyLimit: 5, weeklyLimit: 15, hourlyRate: 60000, locationIndex: 1, featureIds: [1, 3], image: roomImage('Skagen', '#1d6b35') }),
    room({ id: 2, name: 'Fjord', seatsNumber: 8, dailyLimit: 4, weeklyLimit: 10, hourlyRate: 25000, locationIndex: 0, featureIds: [1, 2], image: roomImage('Fjord', '#0a58a8') }),
    room({ id: 3, name: 'Birk', seatsNumber: 4, dailyLimit: 2, weeklyLimit: 6, hourlyRate: null, locationIndex: 0, featureIds: [2], image: roomImage('Birk', '#6b4c9a') }),
    room({ id: 4, name: 'Kattegat', seatsNumber: 20, dailyLimit: 8, weeklyLimit: 24, hourlyRate: 90000, locationIndex: 0, featureIds: [1, 2, 3, 5], rules: LONG_RULES, image: roomImage('Kattegat', '#8a3b12') }),
    room({ id: 5, name: 'Lyngby', seatsNumber: 6, dailyLimit: 3, weeklyLimit: 9, hourlyRate: 15000, locationIndex: 0, featureIds: [], image: null }),
    room({ id: 6, name: 'Aurora', seatsNumber: 12, dailyLimit: 6, weeklyLimit: 20, hourlyRate: 45050, locationIndex: 0, featureIds: [1, 3, 4], image: roomImage('Aurora', '#0a3d73') }),
    room({ id: 7, name: 'Mols', seatsNumber: 10, dailyLimit: 4, weeklyLimit: 12, hourlyRate: 30000, locationIndex: 1, featureIds: [2, 5], image: roomImage('Mols', '#2a5c4b') }),
    room({ id: 8, name: 'Tivoli', seatsNumber: 2, dailyLimit: 1, weeklyLimit: 3, hourlyRate: 0, locationIndex: 0, featureIds: [], image: roomImage('Tivoli', '#b02a1f') }),
    room({ id: 9, name: 'Øresund', seatsNumber: 30, dailyLimit: 8, weeklyLimit: 30, hourlyRate: 120000, locationIndex: 0, featureIds: [1, 3], isActive: false, image: roomImage('Øresund', '#4f5866') }),
  ];
}

/** What the room mocks read and change in the store (the store passes itself). */
export interface RoomStoreView {
  now: () => number;
  rooms: Room[];
  readonly features: { list: Feature[] };
  readonly calendar: { bookings: Booking[] };
  readonly locations: { list: MockLocation[] };
}

/** A new tablet code, as the API makes it (`newRoomCode`, 128 random bits). */
const newMockCode = (): string => newRoomCode((size) => crypto.getRandomValues(new Uint8Array(size)));

/**
 * Manage Rooms for the mocks, with the API's rules: the body's location and features
 * (`roomReferencesRefusal`), an optional image on create and edit (judged by the caller with
 * `storeMockImage`; a refused room keeps nothing), a new tablet code on create and on reset, bulk changes all or nothing
 * (`bulkRefusal`), and a delete that cancels the room's unfinished bookings and keeps those that have ended
 * (docs/decisions/027). Changes show in `location.mine` and the booking calls, which read the same rooms.
 */
export class MockRooms {
  constructor(private readonly store: RoomStoreView) {}

  /** `GET /api/room/` as the viewer gets it (`listedRooms`). */
  listFor(viewer: { role: Role }): ListedRoom[] {
    return listedRooms(viewer, this.store.rooms, this.store.locations.list);
  }

  /** A new room, with the stored image (`storeMockImage`) or none. */
  create(body: RoomBody, image: string | undefined): Room {
    const room = this.built(Math.max(0, ...this.store.rooms.map((r) => r.id)) + 1, body, [], { image: image ?? null, isActive: true, code: newMockCode() });
    this.store.rooms.push(room);
    return room;
  }

  /** The room's fields and features replaced, and its image when a new one is given (without one it stays). */
  update(id: number, body: RoomBody, image: string | undefined): Room {
    const existing = this.find(id);
    const room = this.built(id, body, existing.features.map((f) => f.id), { ...existing, image: image ?? existing.image });
    this.store.rooms = this.store.rooms.map((r) => (r.id === id ? room : r));
    this.store.calendar.bookings = this.store.calendar.bookings.map((b) =>
      b.roomId === id ? { ...b, room: { id, name: room.name, location: room.location } } : b,
    );
    return room;
  }

  resetCode(id: number): Room {
    const room = this.find(id);
    room.code = newMockCode();
    return room;
  }

  setActive(ids: readonly number[], isActive: boolean): void {
    refuseWith(bulkRefusal(ids, this.store.rooms.map((r) => r.id)));
    for (const room of this.store.rooms) if (ids.includes(room.id)) room.isActive = isActive;
  }

  /** Deletes the rooms; their bookings that have not ended are cancelled, the others stay. */
  delete(ids: readonly number[]): void {
    refuseWith(bulkRefusal(ids, this.store.rooms.map((r) => r.id)));
    const now = this.store.now();
    this.store.calendar.bookings = this.store.calendar.bookings.filter((b) => !ids.includes(b.roomId) || Date.parse(b.bookingEnd) <= now);
    this.store.rooms = this.store.rooms.filter((r) => !ids.includes(r.id));
  }

  private find(id: number): Room {
    const room = this.store.rooms.find((r) => r.id === id);
    if (!room) throw new MockHttpError(404, ERRORS.notFound);
    return room;
  }

  /** The room a body describes, after `roomReferencesRefusal`; features by name like the API's. */
  private built(id: number, body: RoomBody, currentFeatureIds: readonly number[], kept: Pick<Room, 'image' | 'isActive' | 'code'>): Room {
    const location = this.store.locations.list.find((l) => l.id === body.locationId);
    const features = this.store.features.list.filter((f) => body.features.includes(f.id));
    refuseWith(roomReferencesRefusal(body, { locationExists: location !== undefined, features, currentFeatureIds }));
    return {
      id,
      name: body.name,
      rules: body.rules,
      image: kept.image,
      seatsNumber: body.seatsNumber,
      dailyLimit: body.dailyLimit,
      weeklyLimit: body.weeklyLimit,
      hourlyRate: body.hourlyRate ?? null,
      location: { id: location!.id, name: location!.name },
      locationId: location!.id,
      features: features.map((f) => ({ ...f })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
      isActive: kept.isActive,
      code: kept.code,
    };
  }
}
