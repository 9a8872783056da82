import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles';
import { can, type Capability } from './capabilities';
import { canAccessRoute, normalizePath, resolveRoute } from './routes';

/** Every page of §2 and the roles that reach it when signed in (transcribed from §2). */
const ALL = ROLES;
const ACCESS: ReadonlyArray<readonly [string, readonly Role[]]> = [
  ['/', ALL],
  ['/profile', ALL],
  ['/meeting-rooms', ALL],
  ['/manage-users', ['SuperAdmin', 'Admin', 'CompanyOwner', 'CompanyManager']],
  ['/manage-companies', ['SuperAdmin', 'Admin']],
  ['/manage-locations', ['SuperAdmin']],
  ['/manage-rooms', ['SuperAdmin', 'Admin']],
  ['/manage-features', ['SuperAdmin', 'Admin']],
  ['/manage-receptions', ['SuperAdmin', 'Admin']],
  ['/booking-report', ['SuperAdmin', 'Admin']],
  ['/manage-canteens', ['SuperAdmin', 'Admin']],
  ['/manage-canteen-items', ['SuperAdmin', 'Admin']],
  ['/canteen-report', ['SuperAdmin', 'Admin', 'CanteenManager']],
  ['/my-company', ['CompanyOwner', 'CompanyManager']],
  ['/company-canteen-report', ['CompanyOwner', 'CompanyManager']],
  ['/update-password', []],
  ['/forgot-password', []],
  ['/reset-password', []],
  ['/no-such-page', []],
];

describe('canAccessRoute: every page × every role', () => {
  const cases = ACCESS.flatMap(([path, roles]) => ROLES.map((role) => ({ path, role, expected: roles.includes(role) })));
  it.each(cases)('$role $path → $expected', ({ role, path, expected }) => {
    expect(canAccessRoute(role, path)).toBe(expected);
  });
});

describe('§2 routes agree with the §6 capabilities', () => {
  const ROUTE_CAPABILITY: Record<string, Capability> = {
    '/manage-users': 'manageUsers',
    '/manage-companies': 'manageCompanies',
    '/manage-locations': 'manageLocations',
    '/manage-rooms': 'manageRooms',
    '/manage-features': 'manageFeatures',
    '/manage-receptions': 'manageReceptions',
    '/booking-report': 'bookingReport',
    '/manage-canteens': 'manageCanteens',
    '/manage-canteen-items': 'manageCanteenItems',
    '/canteen-report': 'canteenReport',
    '/my-company': 'myCompany',
    '/company-canteen-report': 'companyCanteenReport',
    '/profile': 'calendar',
    '/meeting-rooms': 'calendar',
  };
  const cases = Object.entries(ROUTE_CAPABILITY).flatMap(([path, capability]) =>
    ROLES.map((role) => ({ path, capability, role })),
  );
  it.each(cases)('$role $path ↔ $capability', ({ path, capability, role }) => {
    expect(canAccessRoute(role, path)).toBe(can({ role, companyId: 1 }, capability));
  });
});

describe('normalizePath', () => {
  it.each([
    { name: 'root', path: '/', expected: '/' },
    { name: 'empty', path: '', expected: '/' },
    { name: 'trailing slash', path: '/profile/', expected: '/profile' },
    { name: 'several trailing slashes', path: '/profile///', expected: '/profile' },
    { name: 'query string', path: '/reset-password?token=abc', expected: '/reset-password' },
    { name: 'trailing slash and query', path: '/reset-password/?token=abc', expected: '/reset-password' },
    { name: 'hash', path: '/meeting-rooms#top', expected: '/meeting-rooms' },
    { name: 'root with query', path: '/?index', expected: '/' },
    { name: 'repeated inner slashes', path: '//manage-users', expected: '/manage-users' },
    { name: 'upper case', path: '/Manage-Users', expected: '/manage-users' },
    { name: 'full URL', path: 'http://localhost:3000/profile/?x=1', expected: '/profile' },
    { name: 'full URL without path', path: 'https://example.com', expected: '/' },
    { name: 'no leading slash', path: 'profile', expected: '/profile' },
  ])('$name: "$path" → $expected', ({ path, expected }) => {
    expect(normalizePath(path)).toBe(expected);
  });
});

describe('resolveRoute', () => {
  const signedIn = (role: Role) => ({ role, firstLogin: false });
  const firstLogin = { role: 'User' as const, firstLogin: true };

  it.each([
    // signed out
    { name: 'signed out, sign-in page', user: null, path: '/', expected: { allow: true } },
    { name: 'signed out, forgot password', user: null, path: '/forgot-password', expected: { allow: true } },
    { name: 'signed out, reset password with token', user: null, path: '/reset-password?token=t0k3n', expected: { allow: true } },
    { name: 'signed out, reset password with trailing slash', user: null, path: '/reset-password/', expected: { allow: true } },
    { name: 'signed out, profile', user: null, path: '/profile', expected: { redirect: '/?redirectTo=%2Fprofile' } },
    { name: 'signed out, role route', user: null, path: '/manage-users', expected: { redirect: '/?redirectTo=%2Fmanage-users' } },
    {
      name: 'signed out, a page with its query',
      user: null,
      path: '/booking-report?room=3&status=ALL',
      expected: { redirect: '/?redirectTo=%2Fbooking-report%3Froom%3D3%26status%3DALL' },
    },
    { name: 'signed out, update password', user: null, path: '/update-password', expected: { redirect: '/?redirectTo=%2Fupdate-password' } },
    { name: 'signed out, unknown path', user: null, path: '/nope', expected: { redirect: '/?redirectTo=%2Fnope' } },
    { name: 'signed out, a path that is another origin', user: null, path: '//evil.example/x', expected: { redirect: '/' } },
    // first login
    { name: 'first login, update password', user: firstLogin, path: '/update-password', expected: { allow: true } },
    { name: 'first login, update password with slash and query', user: firstLogin, path: '/update-password/?a=1', expected: { allow: true } },
    { name: 'first login, home', user: firstLogin, path: '/', expected: { redirect: '/update-password' } },
    { name: 'first login, profile', user: firstLogin, path: '/profile', expected: { redirect: '/update-password' } },
    { name: 'first login, forgot password', user: firstLogin, path: '/forgot-password', expected: { redirect: '/update-password' } },
    { name: 'first login SuperAdmin, role route', user: { role: 'SuperAdmin' as const, firstLogin: true }, path: '/manage-locations', expected: { redirect: '/update-password' } },
    { name: 'first login, unknown path', user: firstLogin, path: '/nope', expected: { redirect: '/update-password' } },
    // signed in
    { name: 'User, home', user: signedIn('User'), path: '/', expected: { allow: true } },
    { name: 'User, profile with trailing slash', user: signedIn('User'), path: '/profile/', expected: { allow: true } },
    { name: 'User, meeting rooms with query', user: signedIn('User'), path: '/meeting-rooms?sort=name', expected: { allow: true } },
    { name: 'User, update password (no flag)', user: signedIn('User'), path: '/update-password', expected: { redirect: '/' } },
    { name: 'User, forgot password', user: signedIn('User'), path: '/forgot-password', expected: { redirect: '/' } },
    { name: 'User, reset password', user: signedIn('User'), path: '/reset-password?token=x', expected: { redirect: '/' } },
    { name: 'User, unknown path', user: signedIn('User'), path: '/nope', expected: { redirect: '/' } },
    { name: 'User, role route', user: signedIn('User'), path: '/manage-users', expected: { redirect: '/' } },
    { name: 'User, nested path under a known page', user: signedIn('User'), path: '/profile/edit', expected: { redirect: '/' } },
    { name: 'SuperAdmin, manage locations', user: signedIn('SuperAdmin'), path: '/manage-locations', expected: { allow: true } },
    { name: 'Admin, manage locations', user: signedIn('Admin'), path: '/manage-locations', expected: { redirect: '/' } },
    { name: 'Admin, canteen report', user: signedIn('Admin'), path: '/canteen-report/', expected: { allow: true } },
    { name: 'CompanyOwner, my company', user: signedIn('CompanyOwner'), path: '/my-company', expected: { allow: true } },
    { name: 'CompanyManager, company canteen report', user: signedIn('CompanyManager'), path: '/company-canteen-report', expected: { allow: true } },
    { name: 'CompanyManager, canteen report', user: signedIn('CompanyManager'), path: '/canteen-report', expected: { redirect: '/' } },
    { name: 'CanteenManager, canteen report', user: signedIn('CanteenManager'), path: '/canteen-report', expected: { allow: true } },
    { name: 'CanteenManager, manage canteens', user: signedIn('CanteenManager'), path: '/manage-canteens', expected: { redirect: '/' } },
    { name: 'SuperAdmin, my company', user: signedIn('SuperAdmin'), path: '/my-company', expected: { redirect: '/' } },
  ])('$name', ({ user, path, expected }) => {
    expect(resolveRoute({ user, path })).toEqual(expected);
  });
});
