import { writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

import { PASSWORD } from '../demo-logins';

export { DEMO_EMAILS, PASSWORD } from '../demo-logins';

/** Waits until React has hydrated the page (root.tsx sets html[data-hydrated]). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page: Page) {
  const menuToggle = page.getByRole('button', { name: 'Menu' });
  if (await menuToggle.isVisible()) await menuToggle.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/** Zero axe violations on the current page (WCAG 2.2 A and AA rules, which include 2.5.8 target size). */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    // react-aria's hidden live announcer keeps role="img" nodes labelled by buttons of the page before a
    // navigation for a few seconds; it is a library internal, not content (the stories exclude it too).
    .exclude('[data-live-announcer]')
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A toast (react-aria's alertdialog) by its text. */
export const toast = (page: Page, text: string) => page.getByRole('alertdialog', { name: text });

/**
 * Closes the toast of this text, as a user may, so that the same text's next toast is the only one: two saves
 * in a row would otherwise show two toasts of one text while the first is still on screen.
 */
export async function closeToast(page: Page, text: string) {
  await toast(page, text).getByRole('button', { name: 'Close' }).click();
  await expect(toast(page, text)).toHaveCount(0);
}

/** The file the API reads its clock's lead from in the end-to-end run (playwright.config.ts, apps/api/src/file-clock.ts). */
const apiClockFile = () => path.join(process.env.E2E_DATA_DIR!, 'api-clock');

/**
 * Puts the API's clock `ms` ahead of the machine's (0: back in step), and waits until the API reads it (it reads
 * the file at most every 200 ms). A test that moves it puts it back in its `finally`.
 */
export async function setApiClockAhead(ms: number) {
  writeFileSync(apiClockFile(), String(Math.round(ms)));
  await new Promise((resolve) => setTimeout(resolve, 500));
}
