import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES, ROLE_PAGES, ROLE_ROUTES, SIGNED_IN_ROUTES, UPDATE_PASSWORD_ROUTE } from '@roombook/domain/permissions/routes';
import { ROLES } from '@roombook/domain/roles';
import { KIOSK_PATH, RECEPTION_PATH, TABLET_ROUTE_MODULE } from '~/lib/paths';

const ROUTES_DIR = new URL('./routes/', import.meta.url);

/** The route modules Remix reads (vite.config.ts's ignoredRouteFiles: server-only helpers, tests, private modules). */
const routeModules = readdirSync(ROUTES_DIR).filter((file) => /\.tsx?$/.test(file) && !/\.server\.|\.test\.|^__/.test(file));

/** A module that draws a page (a default export); the others are resource routes (an action, a file). */
const isScreen = (file: string): boolean => /^export (default|\{[^}]*\bas default\b)/m.test(readFileSync(new URL(file, ROUTES_DIR), 'utf8'));

/** A flat route module's page path: `_index.tsx` is '/', `manage-features.tsx` '/manage-features'. */
const pathOf = (file: string): string => {
  const name = file.replace(/\.tsx?$/, '');
  return name === '_index' ? '/' : `/${name}`;
};

/**
 * The pages §2's rules open to someone: signed out, on the first login, signed in, by role; and the canteen
 * kiosk, a device page with a session of its own (docs/decisions/038), the room tablet (100) and the reception board
 * (103), outside those rules.
 */
const RULED_PAGES = new Set<string>([
  ...PUBLIC_ROUTES,
  ...SIGNED_IN_ROUTES,
  UPDATE_PASSWORD_ROUTE,
  ...ROLES.flatMap((role) => ROLE_ROUTES[role]),
  KIOSK_PATH,
  TABLET_ROUTE_MODULE,
  RECEPTION_PATH,
]);

describe('pages and route modules', () => {
  it('every page an area declares has its route module in app/routes, which draws a screen', () => {
    const missing = ROLE_PAGES.filter((page) => !routeModules.some((file) => pathOf(file) === page.path && isScreen(file)));
    expect(missing.map((page) => `${page.path} (app/routes${page.path}.tsx)`)).toEqual([]);
  });

  it('every route module that draws a screen is a page that a rule of §2 opens (or a device page)', () => {
    const unruled = routeModules.filter((file) => isScreen(file) && !RULED_PAGES.has(pathOf(file)));
    expect(unruled).toEqual([]);
  });

  it('every page an area declares opens for some role', () => {
    expect(ROLE_PAGES.filter((page) => !ROLES.some((role) => ROLE_ROUTES[role].includes(page.path))).map((page) => page.path)).toEqual([]);
  });
});
