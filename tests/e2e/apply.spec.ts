import { expect, test } from '@playwright/test';
import { hydrated } from './fixtures';

test('a prospective company applies from the sign-in page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Apply for company account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();

  await dialog.getByLabel('Company Name').fill('Havblik ApS');
  await dialog.getByLabel('Company Room Number').fill('Room 305');
  await dialog.getByLabel('First Name').fill('Ida');
  await dialog.getByLabel('Last Name').fill('Holm');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('ida@havblik.test');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Application successfully submitted')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('closing the application dialog asks first, and Cancel keeps what was typed', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Apply for company account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for company account' });
  await dialog.getByLabel('Company Name').fill('Havblik ApS');
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Are you sure you want to close this dialog window?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByLabel('Company Name')).toHaveValue('Havblik ApS');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: 'Apply for company account' })).toHaveCount(0);
});
