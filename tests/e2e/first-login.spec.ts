import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

test('a first-login user must set a new password, is signed out, and signs in with it', async ({ page }) => {
  await signIn(page, 'newcomer@roombook.test');
  await expect(page).toHaveURL(/\/update-password$/);
  await expect(page.getByText('For security reasons, please enter a new password.')).toBeVisible();

  // Every other path leads back here while the flag is set.
  await page.goto('/');
  await expect(page).toHaveURL(/\/update-password$/);
  await page.goto('/meeting-rooms');
  await expect(page).toHaveURL(/\/update-password$/);

  const password = page.getByLabel('New password', { exact: true });
  const confirmation = page.getByLabel('Confirm new password', { exact: true });
  await password.fill('abc');
  await confirmation.fill('abc');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

  await password.fill('brand-new-secret');
  await confirmation.fill('brand-new-secret-typo');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();

  await confirmation.fill('brand-new-secret');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await signIn(page, 'newcomer@roombook.test', 'roombook');
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await signIn(page, 'newcomer@roombook.test', 'brand-new-secret');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
