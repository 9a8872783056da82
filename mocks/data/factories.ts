import type { CompanySummary, SessionUser } from '@roombook/domain/users/schemas';
import type { Role } from '@roombook/domain/roles';

/** Fixture data for the mocks: small, readable, and with the same demo logins as the API's seed. */
export const DEMO_PASSWORD = 'roombook';

export const mockLocations = [
  { id: 1, name: 'Copenhagen Harbour' },
  { id: 2, name: 'Aarhus Central' },
];

export const mockCompanies: CompanySummary[] = [
  { id: 1, name: 'Nordlys ApS', image: null, OwnerId: 3, locations: [mockLocations[0]!] },
  { id: 2, name: 'Fjord Consulting', image: null, OwnerId: null, locations: [mockLocations[1]!] },
];

let nextUserId = 1;

export function buildUser(overrides: Partial<SessionUser> & { role: Role; email: string }): SessionUser {
  const id = overrides.id ?? nextUserId++;
  return {
    id,
    firstName: 'Demo',
    lastName: 'User',
    mobile: '+4512345678',
    office: 'Room 201',
    image: null,
    company: null,
    primaryLocationId: 1,
    pinCode: '1234',
    notificationSettings: { email: true, sms: true, push: false },
    firstLogin: false,
    ...overrides,
  };
}

/** One user per role plus a first-login newcomer, mirroring the demo seed's logins. */
export function demoUsers(): SessionUser[] {
  nextUserId = 1;
  const company = mockCompanies[0]!;
  return [
    buildUser({ email: 'superadmin@roombook.test', role: 'SuperAdmin', firstName: 'Sofie', lastName: 'Super' }),
    buildUser({ email: 'admin@roombook.test', role: 'Admin', firstName: 'Anders', lastName: 'Admin' }),
    buildUser({ email: 'owner@roombook.test', role: 'CompanyOwner', firstName: 'Olivia', lastName: 'Owner', company }),
    buildUser({ email: 'manager@roombook.test', role: 'CompanyManager', firstName: 'Mads', lastName: 'Manager', company }),
    buildUser({ email: 'canteen@roombook.test', role: 'CanteenManager', firstName: 'Karen', lastName: 'Kantine' }),
    buildUser({ email: 'user@roombook.test', role: 'User', firstName: 'Ulla', lastName: 'User', company }),
    buildUser({ email: 'newcomer@roombook.test', role: 'User', firstName: 'Niels', lastName: 'Newcomer', company, firstLogin: true }),
  ];
}
