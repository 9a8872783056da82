import { describe, expect, it } from 'vitest';
import { kioskMenu, signInCanteen } from './kiosk-menu';

const canteen = { id: 3, locationName: 'Aarhus Dokk Offices', printerEnabled: false };

describe('kioskMenu', () => {
  it('lists the items by position with their prices with tax, and the companies by name in Danish order', () => {
    const menu = kioskMenu(
      canteen,
      [
        { id: 1, name: 'Soup', price: 5500, position: 3 },
        { id: 2, name: 'Coffee', price: 2000, position: 1 },
        { id: 3, name: 'Cake', price: 3475, position: 2 },
        { id: 4, name: 'Almond', price: 1, position: 2 },
      ],
      [
        { id: 7, name: 'Åby Bageri' },
        { id: 5, name: 'Zealand IT' },
        { id: 6, name: 'Nordlys ApS' },
      ],
    );
    expect(menu).toEqual({
      canteen,
      items: [
        { id: 2, name: 'Coffee', price: 2000, priceWithTax: 2500 },
        { id: 4, name: 'Almond', price: 1, priceWithTax: 1 },
        { id: 3, name: 'Cake', price: 3475, priceWithTax: 4344 },
        { id: 1, name: 'Soup', price: 5500, priceWithTax: 6875 },
      ],
      companies: [
        { id: 6, name: 'Nordlys ApS' },
        { id: 5, name: 'Zealand IT' },
        { id: 7, name: 'Åby Bageri' },
      ],
    });
  });
});

describe('signInCanteen: the canteen at the location with that password', () => {
  const canteens = [
    { id: 1, locationId: 10, password: 'kantine1' },
    { id: 2, locationId: 20, password: 'kantine1' },
    { id: 3, locationId: 20, password: 'second-canteen' },
  ];
  const equal = (a: string, b: string) => a === b;
  it.each([
    { name: 'the right password at the location', locationId: 10, password: 'kantine1', expected: 1 },
    { name: 'the second canteen of a location', locationId: 20, password: 'second-canteen', expected: 3 },
    { name: "another location's password", locationId: 10, password: 'second-canteen', expected: null },
    { name: 'a wrong password', locationId: 10, password: 'kantine2', expected: null },
    { name: 'case matters', locationId: 10, password: 'KANTINE1', expected: null },
    { name: 'a location without a canteen', locationId: 30, password: 'kantine1', expected: null },
  ])('$name', ({ locationId, password, expected }) => {
    expect(signInCanteen(canteens, { locationId, password }, equal)?.id ?? null).toBe(expected);
  });

  it('compares every canteen of the location, even after a match', () => {
    const compared: string[] = [];
    const found = signInCanteen(canteens, { locationId: 20, password: 'kantine1' }, (stored, given) => {
      compared.push(stored);
      return stored === given;
    });
    expect(found?.id).toBe(2);
    expect(compared).toEqual(['kantine1', 'second-canteen']);
  });
});
