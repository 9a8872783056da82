import type { Canteen } from '@roombook/domain/canteens/schemas';
import type { CanteenItem } from '@roombook/domain/canteens/item-schemas';
import { mockLocations } from './factories';

/**
 * Canteen fixtures: one canteen at each mock location. The Copenhagen canteen is managed by the demo
 * CanteenManager (Karen Kantine); the Aarhus one has no manager ('No manager selected').
 */
/** A canteen as the mocks keep it: with the id of the user who manages it (the report rules read it). */
export type MockCanteen = Canteen & { managerId: number | null };

/** `managerId`: the demo CanteenManager's id, who manages the Copenhagen canteen. */
export const mockCanteens = (managerId: number | null = null): MockCanteen[] => [
  {
    id: 1,
    locationId: mockLocations[0]!.id,
    location: { name: mockLocations[0]!.name },
    password: 'kantine-cph',
    printerEnabled: true,
    user: { firstName: 'Karen', lastName: 'Kantine' },
    managerId,
  },
  {
    id: 2,
    locationId: mockLocations[1]!.id,
    location: { name: mockLocations[1]!.name },
    password: 'kantine-aar',
    printerEnabled: false,
    user: null,
    managerId: null,
  },
];

/** The canteen menu (prices in øre, as charged), by position; one item with a long name. */
export const mockCanteenItems = (): CanteenItem[] => [
  { id: 1, name: 'Coffee', price: 2500, position: 1 },
  { id: 2, name: 'Croissant', price: 3200, position: 2 },
  { id: 3, name: 'Soup of the day', price: 5500, position: 3 },
  { id: 4, name: 'Sandwich, chicken and pesto', price: 6500, position: 4 },
  { id: 5, name: 'Salad bowl', price: 7950, position: 5 },
  { id: 6, name: 'Sparkling water', price: 1800, position: 6 },
  {
    id: 7,
    name: 'Smørrebrød with roast beef, remoulade, crispy onions, pickles and freshly grated horseradish',
    price: 8950,
    position: 7,
  },
  { id: 8, name: 'Carrot cake', price: 3475, position: 8 },
];
