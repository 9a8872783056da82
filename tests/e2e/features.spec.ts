import { expect, test, type Page } from '@playwright/test';
import { CONFIRM } from '@roombook/domain/messages';
import { FEATURE_MESSAGES } from '@roombook/domain/features/page';
import { closeToast, expectNoAxeViolations, hydrated, signIn, toast } from './fixtures';

/**
 * Manage features (§2 "Admin tables", issue 9) on the real API, as an Admin. The test works on features
 * of its own (a random suffix), so the demo features that other tests see stay as they are.
 */

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function addFeature(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add new feature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new feature' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, FEATURE_MESSAGES.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toBeVisible();
  await closeToast(page, FEATURE_MESSAGES.created);
}

test('an Admin adds features, deactivates two in bulk, is refused a taken name, and deletes them', async ({ page }) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const [lamp, screen] = [`Lamp ${suffix}`, `Screen ${suffix}`];

  await signIn(page, 'admin@roombook.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByRole('link', { name: 'Manage features' }).click();
  await expect(page).toHaveURL(/\/manage-features$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage features' })).toBeVisible();
  await expectNoAxeViolations(page);

  await addFeature(page, lamp);
  await addFeature(page, screen);

  // Bulk: select both, Mark inactive.
  await row(page, lamp).getByRole('checkbox').press('Space');
  await row(page, screen).getByRole('checkbox').press('Space');
  await page.getByRole('button', { name: 'Mark inactive' }).click();
  await expect(toast(page, FEATURE_MESSAGES.manyUpdated)).toBeVisible();
  await expect(row(page, lamp).getByRole('switch')).not.toBeChecked();
  await expect(row(page, screen).getByRole('switch')).not.toBeChecked();
  // Stored: still inactive after a reload.
  await page.reload();
  await hydrated(page);
  await expect(row(page, lamp).getByRole('switch')).not.toBeChecked();

  // One switch back on.
  await row(page, lamp).getByRole('switch').press('Space');
  await expect(toast(page, FEATURE_MESSAGES.manyUpdated)).toBeVisible();
  await expect(row(page, lamp).getByRole('switch')).toBeChecked();

  // A rename to a name that exists (in another case) is refused in the dialog.
  await row(page, screen).getByRole('button', { name: `Edit ${screen}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit feature' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(lamp.toUpperCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(FEATURE_MESSAGES.nameTaken);
  await expect(toast(page, FEATURE_MESSAGES.nameTaken)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: CONFIRM.closeDialog }).getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();

  // Delete both in bulk, with the spec's question.
  await row(page, lamp).getByRole('checkbox').press('Space');
  await row(page, screen).getByRole('checkbox').press('Space');
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('alertdialog', { name: FEATURE_MESSAGES.confirmDeleteMany(2) });
  await expect(confirm).toContainText('Are you sure you want to delete 2 features? This action can not be reversed.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, FEATURE_MESSAGES.manyDeleted)).toBeVisible();
  await expect(row(page, lamp)).toHaveCount(0);
  await expect(row(page, screen)).toHaveCount(0);
});

test('staff cannot open Manage features', async ({ page }) => {
  await signIn(page, 'user@roombook.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage features' })).toHaveCount(0);
  await page.goto('/manage-features');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
});
