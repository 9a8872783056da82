import { describe, expect, it } from 'vitest';
import { bookingListRoomIds } from './listed-rooms';

const rooms = [
  { id: 1, locationId: 10, isActive: true },
  { id: 2, locationId: 10, isActive: false },
  { id: 3, locationId: 20, isActive: true },
  { id: 4, locationId: 10, isActive: true },
];

describe('bookingListRoomIds', () => {
  it.each([
    { name: 'every room of the location, the inactive one too, in order', locationId: 10, expected: [1, 2, 4] },
    { name: "another location's rooms only", locationId: 20, expected: [3] },
    { name: 'a location without rooms', locationId: 30, expected: [] },
  ])('$name', ({ locationId, expected }) => {
    expect(bookingListRoomIds(locationId, rooms)).toEqual(expected);
  });
});
