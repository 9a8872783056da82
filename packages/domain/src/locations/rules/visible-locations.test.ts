import { describe, expect, it } from 'vitest';
import type { Role } from '../../roles';
import { visibleLocations } from './visible-locations';

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
