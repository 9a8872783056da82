import { COMPANY_MESSAGES } from '@roombook/domain/companies/page';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, hydrated, signIn, signOut, toast } from './fixtures';

/**
 * My Company (§2, CompanyOwner edits, CompanyManager reads; §6) on the real API. Both demo users work at
 * Nordlys ApS, Room 201. The owner's test gives the company its name and room number back at the end, as
 * the calendar tests name it.
 */


async function openMyCompany(page: Page, email: string) {
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByRole('link', { name: 'My company' }).click();
  await expect(page).toHaveURL(/\/my-company$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My company' })).toBeVisible();
}

test('the CompanyOwner changes the name and room number (kept after a reload) and uploads an image', async ({ page }) => {
  await openMyCompany(page, 'owner@roombook.test');
  await expectNoAxeViolations(page);
  const name = page.getByRole('textbox', { name: 'Company Name' });
  const office = page.getByRole('textbox', { name: 'Company Room Number' });
  await expect(name).toHaveValue('Nordlys ApS');
  await expect(office).toHaveValue('Room 201');
  await expect(office).toHaveAttribute('placeholder', 'Room 201');
  // The demo company's mark, drawn at seed time (ADR 096).
  const demoMark = await page.getByRole('main').getByRole('img', { name: 'Nordlys ApS' }).getAttribute('src');
  expect(demoMark).toMatch(/^\/api\/image\/[0-9a-f]{64}\.png$/);

  // §5: both required; conform checks before anything is sent.
  await name.fill('');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(name).toHaveAccessibleDescription(/This field is required/);
  await expectNoAxeViolations(page);

  const newName = `Nordlys ${Math.random().toString(36).slice(2, 7)} ApS`;
  await name.fill(newName);
  await office.fill('Room 404');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(page, COMPANY_MESSAGES.updated)).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(name).toHaveValue(newName);
  await expect(office).toHaveValue('Room 404');
  await expect(page.getByRole('main').getByRole('img', { name: newName })).toBeVisible();

  // A picture of the page itself as the company's image: a real PNG, cropped and uploaded as the part `image`.
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 400, height: 300 } });
  await page.getByRole('button', { name: 'Update image' }).click();
  const editor = page.getByRole('group', { name: 'New company image' });
  await editor.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: picture });
  await expect(editor.getByRole('group', { name: 'Crop area' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save image' }).click();
  await expect(toast(page, COMPANY_MESSAGES.updated)).toBeVisible();
  await expect(editor).toHaveCount(0);
  const avatar = page.getByRole('main').getByRole('img', { name: newName });
  await expect(avatar).toHaveAttribute('src', /^\/api\/image\/[0-9a-f]{64}\.png$/);
  await expect(avatar).not.toHaveAttribute('src', demoMark!);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.reload();
  await hydrated(page);
  await expect(avatar).toHaveAttribute('src', /^\/api\/image\/[0-9a-f]{64}\.png$/);

  // The company's name and room number as they were, for the other tests.
  await name.fill('Nordlys ApS');
  await office.fill('Room 201');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(page, COMPANY_MESSAGES.updated)).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: 'Nordlys ApS' })).toBeVisible();
  await signOut(page);
});

test('the CompanyManager sees the details read-only, without Save details or Update image', async ({ page }) => {
  await openMyCompany(page, 'manager@roombook.test');
  const name = page.getByRole('textbox', { name: 'Company Name' });
  await expect(name).toHaveValue('Nordlys ApS');
  await expect(name).toHaveAttribute('readonly');
  await expect(page.getByRole('textbox', { name: 'Company Room Number' })).toHaveAttribute('readonly');
  await expect(page.getByRole('button', { name: 'Save details' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update image' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a User cannot open My company', async ({ page }) => {
  await signIn(page, 'user@roombook.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My company' })).toHaveCount(0);
  await page.goto('/my-company');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
});
