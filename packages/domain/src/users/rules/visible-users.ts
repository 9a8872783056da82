import { can, type Actor } from '../../permissions/capabilities';

/**
 * The users a role sees in Manage users (`GET /api/user/`, §6): every user for SuperAdmin and Admin; the
 * users of their own company for CompanyOwner and CompanyManager; nobody for the other roles. In the
 * order of `users` (see `byFirstName`).
 */
export const visibleUsers = <U extends { company: { id: number } | null }>(actor: Pick<Actor, 'role' | 'companyId'>, users: readonly U[]): U[] =>
  users.filter((user) => can(actor, 'manageUsers', { companyId: user.company?.id ?? null }));
