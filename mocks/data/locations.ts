import type { Location } from '@roombook/domain/locations/schemas';
import { mockLocations } from './factories';

/** The empty location of the calendar stories: no rooms yet ('No rooms in this locations'). */
export const EMPTY_LOCATION_ID = 3;

/**
 * Full location records (§3) for the calendar's `GET /api/location/mine/`: the two locations of the demo
 * rooms plus a new one without rooms. Their rooms are filled in from the store's rooms.
 */
export const mockLocationRecords = (): Array<Omit<Location, 'rooms'>> => [
  {
    ...mockLocations[0]!,
    description: 'Shared offices on the harbour front, ground floor to fourth floor.',
    image: null,
    isActive: true,
  },
  { ...mockLocations[1]!, description: 'Meeting rooms next to the central station.', image: null, isActive: true },
  { id: EMPTY_LOCATION_ID, name: 'Odense Docks', description: 'Opening soon: the rooms are not set up yet.', image: null, isActive: true },
];
