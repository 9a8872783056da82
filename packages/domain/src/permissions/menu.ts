import type { Role } from '../roles';
import { normalizePath, ROLE_ROUTES, type RoleRoute } from './routes';

/** One entry of the side menu (§2). */
export type MenuEntry =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'group'; label: string; expanded: boolean; items: { label: string; href: string }[] }
  | { kind: 'logout'; label: 'Logout' };

/** The entries every signed-in user has, first (§2). */
export const COMMON_MENU_LINKS = [
  { label: 'Profile', href: '/profile' },
  { label: 'Calendar', href: '/' },
  { label: 'Meeting rooms', href: '/meeting-rooms' },
] as const;

/** Labels of the role items. The spec names the routes but not their labels; these are ours. */
export const ROLE_ROUTE_LABELS = {
  '/manage-users': 'Manage users',
  '/manage-companies': 'Manage companies',
  '/manage-locations': 'Manage locations',
  '/manage-rooms': 'Manage rooms',
  '/manage-features': 'Manage features',
  '/manage-receptions': 'Manage receptions',
  '/booking-report': 'Booking report',
  '/manage-canteens': 'Manage canteens',
  '/manage-canteen-items': 'Manage canteen items',
  '/canteen-report': 'Canteen report',
  '/my-company': 'My company',
  '/company-canteen-report': 'Company canteen report',
} as const satisfies Record<RoleRoute, string>;

export const CANTEENS_GROUP_LABEL = 'Canteens';
/** The pages of the Canteens group (§2). */
export const CANTEENS_GROUP_ROUTES = ['/manage-canteens', '/manage-canteen-items', '/canteen-report'] as const;
/** Roles whose canteen pages sit in the Canteens group instead of at the top level (§2). */
export const CANTEENS_GROUP_ROLES = ['SuperAdmin', 'Admin'] as const satisfies readonly Role[];

const inCanteensGroup = (path: string): boolean => (CANTEENS_GROUP_ROUTES as readonly string[]).includes(path);

/**
 * The side menu of §2 for a role: Profile, Calendar, Meeting rooms, the role's routes in §2 order (for
 * SuperAdmin and Admin the three canteen pages as a 'Canteens' group, expanded when `currentPath` is
 * one of them), then Logout.
 */
export function menuFor(role: Role, currentPath: string): MenuEntry[] {
  const entries: MenuEntry[] = COMMON_MENU_LINKS.map((link) => ({ kind: 'link', ...link }));
  const grouped = (CANTEENS_GROUP_ROLES as readonly Role[]).includes(role);
  const routes: readonly RoleRoute[] = ROLE_ROUTES[role];
  for (const href of routes) {
    if (grouped && inCanteensGroup(href)) continue;
    entries.push({ kind: 'link', label: ROLE_ROUTE_LABELS[href], href });
  }
  if (grouped) {
    entries.push({
      kind: 'group',
      label: CANTEENS_GROUP_LABEL,
      expanded: inCanteensGroup(normalizePath(currentPath)),
      items: CANTEENS_GROUP_ROUTES.map((href) => ({ label: ROLE_ROUTE_LABELS[href], href })),
    });
  }
  entries.push({ kind: 'logout', label: 'Logout' });
  return entries;
}
