import { describe, expect, it } from 'vitest';
import type { Role } from '../../roles';
import { visibleRooms } from './visible-rooms';

const LOCATIONS = [
  { id: 1, isActive: true },
  { id: 4, isActive: false },
];
const ROOMS = [
  { name: 'Fjord', locationId: 1, isActive: true },
  { name: 'Øresund', locationId: 1, isActive: false },
  { name: 'Attic', locationId: 4, isActive: true },
];

describe('visibleRooms: every room for those who manage rooms, the active rooms of active locations for the rest', () => {
  it.each<{ role: Role; names: string[] }>([
    { role: 'SuperAdmin', names: ['Fjord', 'Øresund', 'Attic'] },
    { role: 'Admin', names: ['Fjord', 'Øresund', 'Attic'] },
    { role: 'CompanyOwner', names: ['Fjord'] },
    { role: 'CompanyManager', names: ['Fjord'] },
    { role: 'CanteenManager', names: ['Fjord'] },
    { role: 'User', names: ['Fjord'] },
  ])('$role', ({ role, names }) => {
    expect(visibleRooms({ role }, ROOMS, LOCATIONS).map((room) => room.name)).toEqual(names);
  });
});
