import { describe, expect, it } from 'vitest';
import type { Role } from '../../roles';
import { listedRooms, visibleRooms } from './visible-rooms';

const LOCATIONS = [
  { id: 1, isActive: true },
  { id: 4, isActive: false },
];
const ROOMS = [
  { name: 'Fjord', locationId: 1, isActive: true, code: 'fjord-code' },
  { name: 'Øresund', locationId: 1, isActive: false, code: 'oresund-code' },
  { name: 'Attic', locationId: 4, isActive: true, code: 'attic-code' },
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

describe('listedRooms: the visible rooms, with the tablet code only for those who manage rooms', () => {
  it.each<{ role: Role; listed: Array<Record<string, unknown>> }>([
    { role: 'SuperAdmin', listed: ROOMS },
    { role: 'Admin', listed: ROOMS },
    { role: 'CompanyOwner', listed: [{ name: 'Fjord', locationId: 1, isActive: true }] },
    { role: 'CompanyManager', listed: [{ name: 'Fjord', locationId: 1, isActive: true }] },
    { role: 'CanteenManager', listed: [{ name: 'Fjord', locationId: 1, isActive: true }] },
    { role: 'User', listed: [{ name: 'Fjord', locationId: 1, isActive: true }] },
  ])('$role', ({ role, listed }) => {
    expect(listedRooms({ role }, ROOMS, LOCATIONS)).toEqual(listed);
  });
});
