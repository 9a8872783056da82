import { AREAS, type Area } from '../areas';
import type { Role } from '../roles';
import { can } from './capabilities';
import { signInPath } from './redirect';

/**
 * Route access of spec §2, as data. Paths are page paths of the web app.
 */

/** Reachable signed out: sign-in, forgot password, reset password. */
export const PUBLIC_ROUTES = ['/', '/forgot-password', '/reset-password'] as const;

/** The only page a user with the first-login flag can reach. */
export const UPDATE_PASSWORD_ROUTE = '/update-password';

/** Reachable by every signed-in user: calendar home, profile, meeting rooms. */
export const SIGNED_IN_ROUTES = ['/', '/profile', '/meeting-rooms'] as const;

type Pages<A> = A extends { readonly pages: ReadonlyArray<infer P> } ? P : never;

/** A page that an area declares (`defineArea`'s `pages`): a role route of §2 with its menu entry. */
type RolePage = Pages<Area>;
type RoleRoute = RolePage['path'];

/** Every role route, in the §2 menu order (each page's `menuOrder`). */
export const ROLE_PAGES: readonly RolePage[] = AREAS.flatMap((area): readonly RolePage[] => ('pages' in area ? area.pages : [])).sort(
  (a, b) => a.menuOrder - b.menuOrder,
);

/** A role's routes: the pages whose §6 row (`opensWith`) opens for the role (a cell other than 'no'), in §2 order. */
const routesOf = (role: Role): RoleRoute[] => ROLE_PAGES.filter((page) => can({ role, companyId: null }, page.opensWith)).map((page) => page.path);

/** Role routes, in the order §2 lists them. */
export const ROLE_ROUTES: Readonly<Record<Role, readonly RoleRoute[]>> = {
  SuperAdmin: routesOf('SuperAdmin'),
  Admin: routesOf('Admin'),
  CompanyOwner: routesOf('CompanyOwner'),
  CompanyManager: routesOf('CompanyManager'),
  CanteenManager: routesOf('CanteenManager'),
  User: routesOf('User'),
};

/**
 * The pathname of a path or URL, in one canonical form: query string and hash dropped, repeated
 * slashes collapsed, trailing slashes removed (except for '/'), lower case (Remix matches routes case
 * insensitively, so '/Profile' is the profile page). A full URL ('https://host/profile?x') gives its
 * pathname.
 */
export function normalizePath(path: string): string {
  let pathname = path.trim();
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(pathname);
  if (absolute !== null) pathname = pathname.slice(absolute[0].length);
  const cut = pathname.search(/[?#]/);
  if (cut !== -1) pathname = pathname.slice(0, cut);
  pathname = `/${pathname}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return pathname === '' ? '/' : pathname.toLowerCase();
}

const includesPath = (paths: readonly string[], path: string): boolean => paths.includes(path);

/** Whether a signed-in user (without the first-login flag) with this role may open the page. */
export function canAccessRoute(role: Role, path: string): boolean {
  const pathname = normalizePath(path);
  return includesPath(SIGNED_IN_ROUTES, pathname) || includesPath(ROLE_ROUTES[role], pathname);
}

export type RouteDecision = { allow: true } | { redirect: string };

export interface RouteRequest {
  /** The signed-in user, or null when signed out. */
  user: { role: Role; firstLogin: boolean } | null;
  /**
   * The requested path. Query string, hash and trailing slashes are ignored for the decision; a signed-out
   * visit keeps the whole path (with its query) as the page to go on to after signing in.
   */
  path: string;
}

/**
 * The routing rules of §2 in one place:
 * - signed out: only '/', '/forgot-password', '/reset-password'; anything else → the sign-in page, which
 *   goes on to the requested path after signing in ('/?redirectTo=…', docs/decisions/090);
 * - first-login flag: only '/update-password'; anything else → '/update-password';
 * - signed in: '/', '/profile', '/meeting-rooms' and the role's routes; anything else (unknown paths,
 *   the public-only pages, '/update-password', role routes the role lacks) → '/'.
 */
export function resolveRoute({ user, path }: RouteRequest): RouteDecision {
  const pathname = normalizePath(path);
  if (user === null) return includesPath(PUBLIC_ROUTES, pathname) ? { allow: true } : { redirect: signInPath(path) };
  if (user.firstLogin) return pathname === UPDATE_PASSWORD_ROUTE ? { allow: true } : { redirect: UPDATE_PASSWORD_ROUTE };
  return canAccessRoute(user.role, pathname) ? { allow: true } : { redirect: '/' };
}
