import { expect, test } from '@playwright/test';
import { MENU_GROUPS } from '@roombook/domain/contract/area';
import { menuFor } from '@roombook/domain/permissions/menu';
import { ROLES } from '@roombook/domain/roles';
import { DEMO_EMAILS, expectNoAxeViolations, hydrated, signIn, signOut } from './fixtures';

/**
 * Each demo role's side menu as the domain draws it (`menuFor`, whose unit test pins §2's menus): its links in
 * order, then a group's links once the group is opened.
 */
test.describe('sign-in and the side menu of each role', () => {
  for (const role of ROLES) {
    const email = DEMO_EMAILS[role];
    const menu = menuFor(role, '/');
    const links = menu.flatMap((entry) => (entry.kind === 'link' ? [entry.label] : []));
    const groups = menu.flatMap((entry) => (entry.kind === 'group' ? [entry] : []));
    test(`${email} sees exactly their menu`, async ({ page }) => {
      await signIn(page, email);
      await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Successfully logged in!' }).first()).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(links);
      await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
      for (const { label } of Object.values(MENU_GROUPS)) {
        await expect(nav.getByRole('button', { name: label })).toHaveCount(groups.filter((group) => group.label === label).length);
      }
      for (const group of groups) {
        const button = nav.getByRole('button', { name: group.label });
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await button.click();
        await expect(nav.getByRole('link')).toHaveText([...links, ...group.items.map((item) => item.label)]);
      }
      await signOut(page);
    });
  }
});

test('a wrong password shows the server’s message', async ({ page }) => {
  await signIn(page, 'owner@roombook.test', 'wrong-password');
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  // Still the sign-in page ('/', or '/?index' after the form's POST), and not signed in.
  await expect(page).toHaveURL(/\/(\?index)?$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('the sign-in form shows the §5 messages', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter an valid email')).toBeVisible();
});

test('once loaded, the sign-in form checks a field when it loses focus, without sending the form', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  // The form's schema is fetched after the page has hydrated (useLazySchemaForm).
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please enter an valid email')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('owner@roombook.test');
  await expect(page.getByText('Please enter an valid email')).toHaveCount(0);
  expect(posts).toEqual([]);
});

test('when the form’s schema cannot be fetched, the sign-in form is still checked, by the server', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await hydrated(page);
  // Every script asked for after hydration fails: the schema and zod (useLazySchemaForm) never arrive.
  await page.route('**/*.js', (route) => route.abort());
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter an valid email')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-out visit to a role route lands on the sign-in page, which names the page to go on to', async ({ page }) => {
  await page.goto('/manage-users');
  await expect(page).toHaveURL(/\/\?redirectTo=%2Fmanage-users$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a signed-in user cannot open another role’s route', async ({ page }) => {
  await signIn(page, 'user@roombook.test');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/manage-users');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);
});

test('sign-out ends the session for good', async ({ page }) => {
  await signIn(page, 'user@roombook.test');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await signOut(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/\?redirectTo=%2Fprofile$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('after sign-out, Back does not show the signed-out user’s page again', async ({ page }) => {
  await signIn(page, 'user@roombook.test');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // A page loaded as a document, with the user's PIN card.
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Reset PIN' })).toBeVisible();
  await signOut(page);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset PIN' })).toHaveCount(0);
});

test('the sign-in page and the signed-in shell have no axe violations', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expectNoAxeViolations(page);
  await signIn(page, 'superadmin@roombook.test');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('sign-in works with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('user@roombook.test');
  await page.getByLabel('Password', { exact: true }).fill('roombook');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await context.close();
});
