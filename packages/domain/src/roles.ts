/** Role codes and their display labels (spec §1). */
export const ROLES = ['SuperAdmin', 'Admin', 'CompanyOwner', 'CompanyManager', 'CanteenManager', 'User'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  SuperAdmin: 'SuperAdmin',
  Admin: 'Location Admin',
  CompanyOwner: 'Admin',
  CompanyManager: 'Manager',
  User: 'User',
  CanteenManager: 'Canteen Manager',
};

export const roleLabel = (role: Role): string => ROLE_LABELS[role];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Roles that administer the whole installation (not scoped to a company). */
export const ADMIN_ROLES = ['SuperAdmin', 'Admin'] as const satisfies readonly Role[];
/** Roles that act for their own company. */
export const COMPANY_ROLES = ['CompanyOwner', 'CompanyManager'] as const satisfies readonly Role[];

export const isAdminRole = (role: Role): boolean => (ADMIN_ROLES as readonly Role[]).includes(role);
export const isCompanyRole = (role: Role): boolean => (COMPANY_ROLES as readonly Role[]).includes(role);
