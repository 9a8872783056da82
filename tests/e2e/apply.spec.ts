import { expect, test } from '@playwright/test';
import { contract } from '@roombook/domain/contract/index';
import { apiAs, uniqueTitle } from './api';
import { DEMO_EMAILS, hydrated } from './fixtures';

test('a prospective company applies from the sign-in page, naming its locations', async ({ page }) => {
  const company = uniqueTitle('Havblik ApS');
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Apply for company account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();

  await expect(dialog.getByText('Please select locations')).toBeVisible();

  await dialog.getByLabel('Company Name').fill(company);
  await dialog.getByLabel('Company Room Number').fill('Room 305');
  await dialog.getByLabel('First name').fill('Ida');
  await dialog.getByLabel('Last name').fill('Holm');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('ida@havblik.test');
  // §3: the application names its locations, from the active ones.
  await dialog.getByRole('combobox', { name: 'Locations' }).fill('Aarhus');
  await page.getByRole('option', { name: 'Aarhus Dokk Offices' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Application successfully submitted')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The administrator's list has it with its location.
  const admin = await apiAs(DEMO_EMAILS.SuperAdmin);
  const applications = await admin.call(contract.companyApplication.list);
  expect(applications.find((application) => application.name === company)?.locations.map((location) => location.name)).toEqual([
    'Aarhus Dokk Offices',
  ]);
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
