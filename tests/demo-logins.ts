import type { Role } from '@roombook/domain/roles';

/** The demo logins' password (apps/api/src/seed/demo.ts). */
export const PASSWORD = 'roombook';

/** A demo login of each role (apps/api/src/seed/demo.ts; password PASSWORD), for e2e and the benches. */
export const DEMO_EMAILS: Readonly<Record<Role, string>> = {
  SuperAdmin: 'superadmin@roombook.test',
  Admin: 'admin@roombook.test',
  CompanyOwner: 'owner@roombook.test',
  CompanyManager: 'manager@roombook.test',
  CanteenManager: 'canteen@roombook.test',
  User: 'user@roombook.test',
};
