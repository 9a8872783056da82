import type { CompanySummary, SessionUser } from '@roombook/domain/users/schemas';
import type { Role } from '@roombook/domain/roles';
import { pinOf } from '@roombook/domain/users/rules/new-pin';

/** Fixture data for the mocks: small, readable, and with the same demo logins as the API's seed. */
export const DEMO_PASSWORD = 'roombook';

export const mockLocations = [
  { id: 1, name: 'Copenhagen Harbour' },
  { id: 2, name: 'Aarhus Central' },
];

export const mockCompanies: CompanySummary[] = [
  { id: 1, name: 'Nordlys ApS', office: 'Room 201', image: null, OwnerId: 3, locations: [mockLocations[0]!] },
  { id: 2, name: 'Fjord Consulting', office: 'Room 202', image: null, OwnerId: null, locations: [mockLocations[1]!] },
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
    // Unique like the API's (docs/decisions/020): no two users share a PIN.
    pinCode: pinOf(id),
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
    // The PINs of the API's demo seed; as there, the users without a company have no office (docs/decisions/086).
    buildUser({ email: 'superadmin@roombook.test', role: 'SuperAdmin', firstName: 'Sofie', lastName: 'Super', office: '', pinCode: '1111' }),
    buildUser({ email: 'admin@roombook.test', role: 'Admin', firstName: 'Anders', lastName: 'Admin', office: '', pinCode: '2222' }),
    buildUser({ email: 'owner@roombook.test', role: 'CompanyOwner', firstName: 'Olivia', lastName: 'Owner', company, pinCode: '3333' }),
    buildUser({ email: 'manager@roombook.test', role: 'CompanyManager', firstName: 'Mads', lastName: 'Manager', company, pinCode: '4444' }),
    buildUser({ email: 'canteen@roombook.test', role: 'CanteenManager', firstName: 'Karen', lastName: 'Kantine', office: '', pinCode: '5555' }),
    buildUser({ email: 'user@roombook.test', role: 'User', firstName: 'Ulla', lastName: 'User', company, pinCode: '6666' }),
    buildUser({ email: 'newcomer@roombook.test', role: 'User', firstName: 'Niels', lastName: 'Newcomer', company, firstLogin: true, pinCode: '7777' }),
  ];
}
