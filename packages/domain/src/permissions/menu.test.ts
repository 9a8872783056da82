import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { menuFor, type MenuEntry } from './menu';

const link = (label: string, href: string): MenuEntry => ({ kind: 'link', label, href });
const common = [link('Profile', '/profile'), link('Calendar', '/'), link('Meeting rooms', '/meeting-rooms')];
const logout: MenuEntry = { kind: 'logout', label: 'Logout' };
const canteens = (expanded: boolean): MenuEntry => ({
  kind: 'group',
  label: 'Canteens',
  expanded,
  items: [
    { label: 'Manage canteens', href: '/manage-canteens' },
    { label: 'Manage canteen items', href: '/manage-canteen-items' },
    { label: 'Canteen report', href: '/canteen-report' },
  ],
});

const EXPECTED: Record<Role, MenuEntry[]> = {
  SuperAdmin: [
    ...common,
    link('Manage users', '/manage-users'),
    link('Manage companies', '/manage-companies'),
    link('Manage locations', '/manage-locations'),
    link('Manage rooms', '/manage-rooms'),
    link('Manage features', '/manage-features'),
    link('Manage receptions', '/manage-receptions'),
    link('Booking report', '/booking-report'),
    link('Insights', '/insights'),
    canteens(false),
    logout,
  ],
  Admin: [
    ...common,
    link('Manage users', '/manage-users'),
    link('Manage companies', '/manage-companies'),
    link('Manage rooms', '/manage-rooms'),
    link('Manage features', '/manage-features'),
    link('Manage receptions', '/manage-receptions'),
    link('Booking report', '/booking-report'),
    link('Insights', '/insights'),
    canteens(false),
    logout,
  ],
  CompanyOwner: [
    ...common,
    link('Manage users', '/manage-users'),
    link('My company', '/my-company'),
    link('Insights', '/insights'),
    link('Company canteen report', '/company-canteen-report'),
    logout,
  ],
  CompanyManager: [
    ...common,
    link('Manage users', '/manage-users'),
    link('My company', '/my-company'),
    link('Insights', '/insights'),
    link('Company canteen report', '/company-canteen-report'),
    logout,
  ],
  CanteenManager: [...common, link('Canteen report', '/canteen-report'), logout],
  User: [...common, logout],
};

describe('menuFor: each role’s exact menu (on the calendar page)', () => {
  it.each(Object.entries(EXPECTED) as [Role, MenuEntry[]][])('%s', (role, expected) => {
    expect(menuFor(role, '/')).toEqual(expected);
  });
});

describe('menuFor: the Canteens group is expanded exactly on its three pages', () => {
  it.each([
    { role: 'SuperAdmin', path: '/manage-canteens', expanded: true },
    { role: 'SuperAdmin', path: '/manage-canteen-items', expanded: true },
    { role: 'SuperAdmin', path: '/canteen-report', expanded: true },
    { role: 'Admin', path: '/canteen-report/?from=menu', expanded: true },
    { role: 'Admin', path: '/manage-canteen-items/', expanded: true },
    { role: 'Admin', path: '/manage-users', expanded: false },
    { role: 'SuperAdmin', path: '/profile', expanded: false },
    { role: 'SuperAdmin', path: '/company-canteen-report', expanded: false },
    { role: 'SuperAdmin', path: '/manage-canteens-archive', expanded: false },
  ] as const)('$role on $path → expanded $expanded', ({ role, path, expanded }) => {
    const group = menuFor(role, path).find((entry) => entry.kind === 'group');
    expect(group).toEqual(canteens(expanded));
  });

  it('CanteenManager has the canteen report as a top-level link, not a group, on that page too', () => {
    expect(menuFor('CanteenManager', '/canteen-report')).toEqual(EXPECTED.CanteenManager);
  });
});
