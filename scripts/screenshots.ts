/**
 * `npm run screenshots -- <web url> [out dir]`: the designer's review. Signs in each demo role on a running
 * roombook (`npm start`), opens every route that role has in its menu, and saves a full-page picture of it at
 * 1280 and at 390 px wide, named `<role>-<route>-<width>.png` (default folder: screenshots/, ignored by git).
 * It also prints each page whose content is wider than the window (a sideways scroll of the whole page) or
 * whose elements stick out of their scrolling table, so that a clipped column is found without looking.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { ROLE_ROUTES, SIGNED_IN_ROUTES } from '@roombook/domain/permissions/routes';
import { ROLES, type Role } from '@roombook/domain/roles';
import { DEMO_LOGINS } from '../apps/api/src/seed/demo';
import { chromiumArgs, chromiumPath } from '../tests/chromium';

const [baseUrl = 'http://localhost:3000', outDir = 'screenshots'] = process.argv.slice(2);
const WIDTHS = [1280, 390] as const;
/** The demo login of each role (the seed's; the first of a role when it has two). */
const emailOf = (role: Role): string => DEMO_LOGINS.find((login) => login.role === role && !login.firstLogin)!.email;
const roles = (process.env.SCREENSHOT_ROLES?.split(',') as Role[] | undefined) ?? [...ROLES];

async function signIn(page: Page, role: Role) {
  await page.goto(`${baseUrl}/`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(emailOf(role));
  await page.getByLabel('Password', { exact: true }).fill('roombook');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/' || url.search === '', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** What sticks out: the page wider than the window, and each table wider than its scrolling area. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const page = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (page > 0) found.push(`page ${page}px wider than the window`);
    for (const region of document.querySelectorAll<HTMLElement>('[role="region"]')) {
      const wider = region.scrollWidth - region.clientWidth;
      if (wider > 0 && region.querySelector('table')) found.push(`table '${region.getAttribute('aria-label') ?? document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''}' ${wider}px wider than its area`);
    }
    return found;
  });

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const role of roles) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
      const page = await context.newPage();
      await signIn(page, role);
      for (const route of [...SIGNED_IN_ROUTES, ...ROLE_ROUTES[role]]) {
        await page.goto(`${baseUrl}${route}`);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const name = `${role}-${route === '/' ? 'calendar' : route.slice(1)}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        const found = await overflow(page);
        console.log([name, ...found].join('  '));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
