import { describe, expect, it } from 'vitest';
import type { Role } from '../../roles';
import { booksAt, booksRooms, calendarLocations, visibleLocations } from './visible-locations';

const LOCATIONS = [
  { id: 1, name: 'Copenhagen Harbour', isActive: true },
  { id: 2, name: 'Aarhus Central', isActive: true },
  { id: 3, name: 'Odense Docks', isActive: true },
  { id: 4, name: 'Closed for refurbishment', isActive: false },
];
const ROOMS = [
  { id: 2, name: 'Fjord', locationId: 1, isActive: true },
  { id: 9, name: 'Øresund', locationId: 1, isActive: false },
  { id: 3, name: 'Birk', locationId: 1, isActive: true },
  { id: 1, name: 'Skagen', locationId: 2, isActive: true },
  { id: 10, name: 'Attic', locationId: 4, isActive: true },
];

describe('visibleLocations: where a user books, with the active rooms', () => {
  it.each<{ name: string; role: Role; companyLocationIds: number[]; expected: Array<[string, string[]]> }>([
    { name: 'SuperAdmin: every active location, one without rooms', role: 'SuperAdmin', companyLocationIds: [], expected: [['Copenhagen Harbour', ['Fjord', 'Birk']], ['Aarhus Central', ['Skagen']], ['Odense Docks', []]] },
    { name: 'Admin: the same', role: 'Admin', companyLocationIds: [], expected: [['Copenhagen Harbour', ['Fjord', 'Birk']], ['Aarhus Central', ['Skagen']], ['Odense Docks', []]] },
    { name: 'a company user: the company’s locations', role: 'User', companyLocationIds: [1], expected: [['Copenhagen Harbour', ['Fjord', 'Birk']]] },
    { name: 'a CompanyOwner of a company at two locations', role: 'CompanyOwner', companyLocationIds: [2, 1], expected: [['Copenhagen Harbour', ['Fjord', 'Birk']], ['Aarhus Central', ['Skagen']]] },
    { name: 'an inactive location of the company is left out', role: 'CompanyManager', companyLocationIds: [4, 2], expected: [['Aarhus Central', ['Skagen']]] },
    { name: 'a user without a company books nowhere', role: 'CanteenManager', companyLocationIds: [], expected: [] },
  ])('$name', ({ role, companyLocationIds, expected }) => {
    const visible = visibleLocations({ role, companyLocationIds }, LOCATIONS, ROOMS);
    expect(visible.map((location) => [location.name, location.rooms.map((room) => room.name)])).toEqual(expected);
  });
});

describe('calendarLocations: whose calendar a user sees (a CanteenManager: their canteens\' locations, read-only)', () => {
  const names = (list: Array<{ name: string; rooms: Array<{ name: string }> }>) => list.map((l) => [l.name, l.rooms.map((r) => r.name)]);
  it('a CanteenManager sees the active locations of their canteens, and books at none', () => {
    const viewer = { role: 'CanteenManager' as const, companyLocationIds: [], canteenLocationIds: [2, 4] };
    expect(names(calendarLocations(viewer, LOCATIONS, ROOMS))).toEqual([['Aarhus Central', ['Skagen']]]);
    expect(visibleLocations(viewer, LOCATIONS, ROOMS)).toEqual([]);
    expect(booksAt(viewer, 2)).toBe(false);
  });
  it('canteen locations mean nothing for another role', () => {
    const viewer = { role: 'User' as const, companyLocationIds: [1], canteenLocationIds: [2] };
    expect(names(calendarLocations(viewer, LOCATIONS, ROOMS))).toEqual([['Copenhagen Harbour', ['Fjord', 'Birk']]]);
  });
  it('is visibleLocations for everyone who books', () => {
    const viewer = { role: 'CompanyOwner' as const, companyLocationIds: [2, 1] };
    expect(calendarLocations(viewer, LOCATIONS, ROOMS)).toEqual(visibleLocations(viewer, LOCATIONS, ROOMS));
  });
});

describe('booksRooms: who books at all', () => {
  it.each<[Role, number | null, boolean]>([
    ['SuperAdmin', null, true],
    ['Admin', null, true],
    ['User', 1, true],
    ['CompanyOwner', 1, true],
    ['User', null, false],
    ['CanteenManager', null, false],
  ])('%s of company %s: %s', (role, companyId, expected) => {
    expect(booksRooms({ role, companyId })).toBe(expected);
  });
});
