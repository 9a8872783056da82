import { expect, test, type Page } from '@playwright/test';
import { contract } from '@roombook/domain/contract/index';
import { CONFIRM } from '@roombook/domain/messages';
import { USER_MESSAGES, USER_ROW_DENIAL_TEXTS } from '@roombook/domain/users/page';
import { apiAs } from './api';
import { expectNoAxeViolations, hydrated, signIn, toast } from './fixtures';

/**
 * Manage users (§2, §6; ADR 033) on the real API: the company-scoped version (a CompanyOwner adds a
 * colleague; a CompanyManager may not touch the owner) and the admin version (an Admin adds a user with a
 * picture and changes their role; a bulk delete). The tests work on users of their own (unique e-mails and
 * names), so the demo users other tests sign in as stay as they are.
 */

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const rowHeaders = (page: Page) => page.getByRole('rowheader').allTextContents();
/** A name no other test uses: letters only, so that it sorts as a name. */
const uniqueName = (first: string) => `${first}${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function openManageUsers(page: Page, email: string) {
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByRole('link', { name: 'Manage users' }).click();
  await expect(page).toHaveURL(/\/manage-users$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage users' })).toBeVisible();
}

/** Picks `option` in the dialog's select labelled `label`. */
async function choose(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, option: string) {
  await dialog.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillPerson(dialog: ReturnType<Page['getByRole']>, person: { firstName: string; lastName: string; email: string }) {
  await dialog.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await dialog.getByRole('textbox', { name: 'Office' }).fill('Room 201');
  await dialog.getByRole('textbox', { name: 'Mobile' }).fill('+4522334455');
}

test('a CompanyOwner adds a colleague, who appears in the list by first name', async ({ page }) => {
  const firstName = uniqueName('Frida');
  const email = `${firstName.toLowerCase()}@nordlys.test`;
  await openManageUsers(page, 'owner@roombook.test');
  await expect(row(page, 'Ida')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  // The company-side form: User or Manager, and no company chooser (the owner's own company).
  await dialog.getByRole('button', { name: /Role$/ }).click();
  await expect(page.getByRole('option')).toHaveText(['User', 'Manager']);
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('button', { name: /Company$/ })).toHaveCount(0);
  await fillPerson(dialog, { firstName, lastName: 'Holst', email });
  await choose(page, dialog, 'Role', 'User');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, USER_MESSAGES.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Between Emil and Ida of Nordlys, in the owner's company.
  await expect(row(page, firstName)).toContainText(email);
  const names = await rowHeaders(page);
  expect(names.indexOf('Emil')).toBeLessThan(names.indexOf(firstName));
  expect(names.indexOf(firstName)).toBeLessThan(names.indexOf('Ida'));
  const listed = (await (await apiAs('owner@roombook.test')).call(contract.user.list)).find((user) => user.email === email);
  expect(listed).toMatchObject({ role: 'User', company: expect.objectContaining({ name: 'Nordlys ApS' }) });
});

test('a CompanyManager sees the owner’s row with Edit and Delete disabled, and why', async ({ page }) => {
  await openManageUsers(page, 'manager@roombook.test');
  const owner = row(page, 'Ida');
  for (const action of ['Edit', 'Delete']) {
    const button = owner.getByRole('button', { name: `${action} Ida Nørgaard` }).and(page.locator('[aria-disabled="true"]'));
    await expect(button).toHaveAccessibleDescription(USER_ROW_DENIAL_TEXTS.companyOwnerRow);
  }
  // By keyboard: the focused button shows the reason, and Enter opens nothing.
  await owner.getByRole('button', { name: 'Edit Ida Nørgaard' }).and(page.locator('[aria-disabled="true"]')).focus();
  await expect(page.getByRole('tooltip')).toHaveText(USER_ROW_DENIAL_TEXTS.companyOwnerRow);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(owner.getByRole('checkbox')).toBeDisabled();
  // A colleague below the manager's role can be edited.
  await expect(row(page, 'Emil').getByRole('button', { name: 'Edit Emil Friis' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('an Admin adds a user with a picture to a company and changes their role', async ({ page }) => {
  const firstName = uniqueName('Gorm');
  const email = `${firstName.toLowerCase()}@havblik.test`;
  await openManageUsers(page, 'admin@roombook.test');
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 320 } });

  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  await fillPerson(dialog, { firstName, lastName: 'Vinter', email });
  await choose(page, dialog, 'Role', 'User');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // A company role needs a company (§5); nothing was sent.
  await expect(dialog.getByText('Choose a company')).toBeVisible();
  await choose(page, dialog, 'Company', 'Havblik A/S');
  await dialog.getByRole('button', { name: 'Add image' }).click();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'gorm.png', mimeType: 'image/png', buffer: picture });
  await dialog.getByRole('button', { name: 'Save image' }).click();
  await expect(dialog.getByRole('img', { name: 'Chosen image' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, USER_MESSAGES.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, firstName).getByRole('cell', { name: 'User', exact: true })).toBeVisible();
  // The picture went through the web's action to the API, which serves it.
  const thumbnail = row(page, firstName).locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/image\/[0-9a-f]{64}\.png$/);

  await row(page, firstName).getByRole('button', { name: `Edit ${firstName} Vinter` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(edit.getByRole('button', { name: /Company$/ })).toContainText('Havblik A/S');
  await choose(page, edit, 'Role', 'Manager');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, USER_MESSAGES.updated)).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row(page, firstName).getByRole('cell', { name: 'Manager', exact: true })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(row(page, firstName).getByRole('cell', { name: 'Manager', exact: true })).toBeVisible();
});

test('an Admin deletes two users at once after the confirmation', async ({ page }) => {
  const admin = await apiAs('admin@roombook.test');
  const companyId = (await admin.call(contract.company.list)).find((company) => company.name === 'Skovbo Studio')!.id;
  const names = [uniqueName('Hanne'), uniqueName('Holger')];
  for (const firstName of names) {
    await admin.call(contract.user.create, {
      body: { firstName, lastName: 'Bang', email: `${firstName.toLowerCase()}@skovbo.test`, office: 'Room 12', mobile: '+4522334455', role: 'User', companyId },
    });
  }
  await openManageUsers(page, 'admin@roombook.test');
  // Row checkboxes by keyboard (a pointer click at the hidden input's place can land on a toast).
  for (const firstName of names) await row(page, firstName).getByRole('checkbox').press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveText('2 selected');
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('alertdialog', { name: CONFIRM.deleteMany(2, 'users') });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, USER_MESSAGES.manyDeleted)).toBeVisible();
  for (const firstName of names) await expect(row(page, firstName)).toHaveCount(0);
});
