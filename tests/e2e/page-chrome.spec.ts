import { expect, test } from '@playwright/test';
import { menuFor } from '@roombook/domain/permissions/menu';
import { ROLES, type Role } from '@roombook/domain/roles';
import { DEMO_EMAILS, expectNoAxeViolations, hydrated, PASSWORD, signIn } from './fixtures';

/**
 * What every page shares (issue 28 §2, §3): a deep link survives signing in, a skip link leads past the menu,
 * and react-aria speaks the page's language whatever the browser's.
 */

test('a page opened signed out is the page shown after signing in, with its query', async ({ page }) => {
  await page.goto('/booking-report?status=ALL');
  await expect(page).toHaveURL(/\/\?redirectTo=%2Fbooking-report%3Fstatus%3DALL$/);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@roombook.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/booking-report\?status=ALL$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking report' })).toBeVisible();
});

test('without JavaScript too, and a link to another site goes home instead', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/meeting-rooms');
  await expect(page).toHaveURL(/\/\?redirectTo=%2Fmeeting-rooms$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('user@roombook.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/meeting-rooms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting rooms' })).toBeVisible();
  // Signed in, a sign-in link naming another site leads home, not away.
  await page.goto('/?redirectTo=%2F%2Fevil.example%2F');
  expect(new URL(page.url()).hostname).toBe('localhost');
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});

test('the first Tab offers a skip link that moves focus past the menu to the page', async ({ page }) => {
  await signIn(page, 'user@roombook.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.goto('/profile');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab stop is inside the page, not in the menu.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false);
  expect(inMain).toBe(true);
});

test.describe('in a browser set to Danish', () => {
  test.use({ locale: 'da-DK' });

  test('the fields speak English, as the page is written, with Danish number formats', async ({ page }) => {
    await signIn(page, 'user@roombook.test');
    await page.locator('html[data-calendar-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('region', { name: 'Bookings calendar' }).getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create booking' });
    // react-aria named the time segments in the browser's language: "time" and "minut".
    await expect(dialog.getByRole('spinbutton', { name: /^hour,/i }).first()).toBeVisible();
    await expect(dialog.getByRole('spinbutton', { name: /^minute,/i }).first()).toBeVisible();
    await expect(dialog.getByRole('spinbutton', { name: /^time,/i })).toHaveCount(0);
  });
});

/** Every page a role's menu leads to. */
const pagesOf = (role: Role): string[] =>
  menuFor(role, '/').flatMap((entry) => (entry.kind === 'link' ? [entry.href] : entry.kind === 'group' ? entry.items.map((item) => item.href) : []));

for (const width of [1280, 390]) {
  test(`axe with the WCAG 2.2 rules finds nothing on any page at ${width} px`, async ({ browser }) => {
    test.setTimeout(420_000);
    const context = await browser.newContext({ viewport: { width, height: width > 600 ? 800 : 844 } });
    const page = await context.newPage();
    const check = async (path: string) => {
      await page.goto(path);
      await hydrated(page);
      if (path === '/') await page.locator('html[data-calendar-hydrated], form').first().waitFor({ state: 'attached' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    };
    // Signed out: the sign-in page and the account recovery pages.
    for (const path of ['/', '/forgot-password', '/reset-password', '/kiosk']) await check(path);
    // Each role's pages.
    for (const role of ROLES) {
      await signIn(page, DEMO_EMAILS[role]);
      await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
      for (const path of pagesOf(role)) await check(path);
      await page.context().clearCookies();
    }
    await context.close();
  });
}
