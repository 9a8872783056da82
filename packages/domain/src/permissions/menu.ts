import type { Role } from '../roles';
import { MENU_GROUPS, type MenuGroup } from '../contract/area';
import { normalizePath, ROLE_PAGES, ROLE_ROUTES } from './routes';

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

type MenuGroupEntry = Extract<MenuEntry, { kind: 'group' }>;

/**
 * The side menu of §2 for a role: Profile, Calendar, Meeting rooms, the role's routes in §2 order, then
 * Logout. A page of a menu group (`MENU_GROUPS`: for SuperAdmin and Admin, the three canteen pages as
 * 'Canteens') sits in the group, where its first page would be, expanded when `currentPath` is one of its
 * pages; for any other role it is a link like the rest.
 */
export function menuFor(role: Role, currentPath: string): MenuEntry[] {
  const entries: MenuEntry[] = COMMON_MENU_LINKS.map((link) => ({ kind: 'link', ...link }));
  const path = normalizePath(currentPath);
  const groups = new Map<MenuGroup, MenuGroupEntry>();
  const routes: readonly string[] = ROLE_ROUTES[role];
  for (const page of ROLE_PAGES) {
    if (!routes.includes(page.path)) continue;
    const groupName: MenuGroup | undefined = 'group' in page ? page.group : undefined;
    const link = { label: page.label, href: page.path };
    if (groupName === undefined || !(MENU_GROUPS[groupName].roles as readonly Role[]).includes(role)) {
      entries.push({ kind: 'link', ...link });
      continue;
    }
    let group = groups.get(groupName);
    if (group === undefined) {
      group = { kind: 'group', label: MENU_GROUPS[groupName].label, expanded: false, items: [] };
      groups.set(groupName, group);
      entries.push(group);
    }
    group.items.push(link);
    group.expanded ||= page.path === path;
  }
  entries.push({ kind: 'logout', label: 'Logout' });
  return entries;
}
