import { expect, test, type Page } from '@playwright/test';
import { contract } from '@roombook/domain/contract/index';
import { TEXTS } from '@roombook/domain/messages';
import { CANTEEN_ITEM_MESSAGES, CANTEEN_MESSAGES } from '@roombook/domain/canteens/page';
import { RECEPTION_MESSAGES } from '@roombook/domain/receptions/page';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { apiAs } from './api';
import { expectNoAxeViolations, hydrated, signIn, toast } from './fixtures';
import { linkIn, mailTo } from './mail';

/**
 * Manage canteens, canteen items and receptions (§2, issue 10 §1) on the real API. Each test works on records
 * of its own (random names, a location of its own for a canteen), so the demo canteen, its manager and its
 * menu that other tests read stay as they are.
 */

const row = (page: Page, header: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: header, exact: true }) });
const suffix = () => Math.random().toString(36).slice(2, 7);

/** Opens one of the Canteens group's pages from the side menu (§2: the group opens on a press). */
async function openFromCanteensGroup(page: Page, link: string, path: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Canteens' }).click();
  await nav.getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

/** A location of the test's own with a canteen, made by the SuperAdmin at the API; removed with `remove`. */
async function canteenAtANewLocation() {
  const superAdmin = await apiAs('superadmin@roombook.test');
  const location = await superAdmin.call(contract.location.create, { body: { name: `Vesterbro Kantine ${suffix()}`, description: 'A canteen of the e2e tests' } });
  const canteen = await superAdmin.call(contract.canteen.create, { body: { locationId: location.id, password: 'kiosk-e2e', printerEnabled: false } });
  return { location, canteen, remove: () => superAdmin.call(contract.location.delete, { params: { id: location.id } }) };
}

test('an Admin adds a canteen manager, who is invited by e-mail, sets a password and signs in', async ({ browser, page }) => {
  const { location, remove } = await canteenAtANewLocation();
  const email = `karla.${suffix()}@kantine.test`;
  try {
    await signIn(page, 'admin@roombook.test');
    await openFromCanteensGroup(page, 'Manage canteens', '/manage-canteens');
    await expectNoAxeViolations(page);
    // §6: an Admin adds canteen managers, not canteens.
    await expect(page.getByRole('button', { name: 'Add new canteen' })).toHaveCount(0);
    const canteen = row(page, location.name);
    await expect(canteen.getByRole('cell', { name: TEXTS.canteens.noManager })).toBeVisible();
    await expect(canteen.getByRole('cell', { name: 'No', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add canteen manager' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add canteen manager' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Karla');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Kok');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: /Canteen$/ }).click();
    await page.getByRole('option', { name: location.name }).click();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, USER_MESSAGES.canteenManagerCreated)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The canteens are loaded again: the manager is named on the canteen.
    await expect(canteen.getByRole('cell', { name: 'Karla Kok' })).toBeVisible();

    // The invitation arrives by e-mail; its link sets a password, then the manager signs in.
    const invitation = await mailTo(email, 'Your roombook account');
    expect(invitation.text).toContain(`as the manager of the canteen at ${location.name}`);
    const link = linkIn(invitation);
    const manager = await browser.newPage();
    await manager.goto(`${link.pathname}${link.search}`);
    await hydrated(manager);
    await manager.getByLabel('New password', { exact: true }).fill('kantine-secret');
    await manager.getByLabel('Confirm new password', { exact: true }).fill('kantine-secret');
    await manager.getByRole('button', { name: 'Reset password' }).click();
    await expect(manager).toHaveURL(/\/$/);
    await signIn(manager, email, 'kantine-secret');
    // A Canteen Manager's menu (§2): the canteen report, no Canteens group.
    const nav = manager.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Profile', 'Calendar', 'Meeting rooms', 'Canteen report']);
    await manager.close();
  } finally {
    await remove();
  }
});

test('an Admin creates, edits and deletes a canteen item', async ({ page }) => {
  const name = `Cinnamon bun ${suffix()}`;
  await signIn(page, 'admin@roombook.test');
  await openFromCanteensGroup(page, 'Manage canteen items', '/manage-canteen-items');
  await expectNoAxeViolations(page);

  // Add: the price typed the Danish way, without tax; the table shows it with tax beside it.
  await page.getByRole('button', { name: 'Add new canteen item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new canteen item' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Price' }).fill('18,50');
  await expect(dialog.getByText('18,50 DKK (23,13 with tax)')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Position' }).fill('90');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, CANTEEN_ITEM_MESSAGES.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = row(page, name);
  await expect(item.getByRole('cell', { name: '18,50 DKK (23,13 with tax)' })).toBeVisible();
  await expect(item.getByRole('cell', { name: '90', exact: true })).toBeVisible();

  // Edit: what was saved comes back; the change is stored (still there after a reload).
  await item.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit canteen item' });
  await expect(edit.getByRole('textbox', { name: 'Price' })).toHaveValue('18,50');
  await expect(edit.getByRole('textbox', { name: 'Position' })).toHaveValue('90');
  await edit.getByRole('textbox', { name: 'Price' }).fill('20');
  await edit.getByRole('textbox', { name: 'Position' }).fill('0');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, CANTEEN_ITEM_MESSAGES.updated)).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(item.getByRole('cell', { name: '20,00 DKK (25,00 with tax)' })).toBeVisible();
  // Position 0: first in the list.
  await expect(page.getByRole('rowheader').first()).toHaveText(name);

  // Delete, with the question naming the item.
  await item.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: CANTEEN_ITEM_MESSAGES.confirmDelete(name) });
  await expect(confirm).toContainText(`Are you sure you want to delete canteen item ${name} ? This action can not be reversed.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, CANTEEN_ITEM_MESSAGES.deleted)).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('a SuperAdmin adds, edits and deletes a canteen and a reception', async ({ page }) => {
  const superAdmin = await apiAs('superadmin@roombook.test');
  const location = await superAdmin.call(contract.location.create, { body: { name: `Valby Hus ${suffix()}`, description: 'Canteen and reception of the e2e tests' } });
  try {
    await signIn(page, 'superadmin@roombook.test');
    await openFromCanteensGroup(page, 'Manage canteens', '/manage-canteens');

    // Add a canteen: the location and a password of at least 4 characters (§5, the spec's words).
    await page.getByRole('button', { name: 'Add new canteen' }).click();
    const add = page.getByRole('dialog', { name: 'Add new canteen' });
    await add.getByRole('button', { name: /Location$/ }).click();
    await page.getByRole('option', { name: location.name }).click();
    await add.getByLabel('Password', { exact: true }).fill('abc');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Mut be at least 4 characters')).toBeVisible();
    await add.getByLabel('Password', { exact: true }).fill('kiosk-valby');
    // By keyboard, as the other admin tests toggle react-aria's visually hidden inputs.
    await add.getByRole('checkbox', { name: 'Printer enabled' }).press('Space');
    await expect(add.getByRole('checkbox', { name: 'Printer enabled' })).toBeChecked();
    await expectNoAxeViolations(page);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, CANTEEN_MESSAGES.created)).toBeVisible();
    const canteen = row(page, location.name);
    await expect(canteen.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
    // The password masked until its toggle reveals it.
    await expect(canteen).not.toContainText('kiosk-valby');
    await canteen.getByRole('button', { name: 'Show password' }).click();
    await expect(canteen).toContainText('kiosk-valby');

    // Edit: printer off.
    await canteen.getByRole('button', { name: `Edit ${location.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit canteen' });
    await expect(edit.getByLabel('Password', { exact: true })).toHaveValue('kiosk-valby');
    await expect(edit.getByRole('checkbox', { name: 'Printer enabled' })).toBeChecked();
    await edit.getByRole('checkbox', { name: 'Printer enabled' }).press('Space');
    await expect(edit.getByRole('checkbox', { name: 'Printer enabled' })).not.toBeChecked();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, CANTEEN_MESSAGES.updated)).toBeVisible();
    await expect(canteen.getByRole('cell', { name: 'No', exact: true })).toBeVisible();

    // Delete, asked by location.
    await canteen.getByRole('button', { name: `Delete ${location.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: CANTEEN_MESSAGES.confirmDelete(location.name) });
    await expect(confirm).toContainText(`Are you sure you want to delete canteen from location ${location.name} ? This action can not be reversed.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, CANTEEN_MESSAGES.deleted)).toBeVisible();
    await expect(canteen).toHaveCount(0);

    // A reception at the same location, through Manage receptions.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage receptions' }).click();
    await expect(page).toHaveURL(/\/manage-receptions$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage receptions' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add new reception' }).click();
    const addReception = page.getByRole('dialog', { name: 'Add new reception' });
    await addReception.getByRole('textbox', { name: 'Reception name' }).fill('Valby front desk');
    await addReception.getByRole('button', { name: /Location$/ }).click();
    await page.getByRole('option', { name: location.name }).click();
    await addReception.getByLabel('Password', { exact: true }).fill('desk-valby');
    await addReception.getByRole('textbox', { name: 'Wifi name' }).fill('Valby-Guest');
    await addReception.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, RECEPTION_MESSAGES.created)).toBeVisible();
    const reception = row(page, location.name);
    await expect(reception.getByRole('cell', { name: 'Valby-Guest' })).toBeVisible();

    await reception.getByRole('button', { name: `Edit Valby front desk, ${location.name}` }).click();
    const editReception = page.getByRole('dialog', { name: 'Edit reception' });
    await editReception.getByRole('textbox', { name: 'Wifi password' }).fill('welcome-valby');
    await editReception.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, RECEPTION_MESSAGES.updated)).toBeVisible();
    await expect(reception.getByRole('cell', { name: 'welcome-valby' })).toBeVisible();

    await reception.getByRole('button', { name: `Delete Valby front desk, ${location.name}` }).click();
    await page.getByRole('alertdialog', { name: RECEPTION_MESSAGES.confirmDelete(location.name) }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, RECEPTION_MESSAGES.deleted)).toBeVisible();
    await expect(reception).toHaveCount(0);
  } finally {
    await superAdmin.call(contract.location.delete, { params: { id: location.id } });
  }
});

test('staff cannot open the canteen pages', async ({ page }) => {
  await signIn(page, 'canteen@roombook.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  for (const path of ['/manage-canteens', '/manage-canteen-items', '/manage-receptions']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  }
});
