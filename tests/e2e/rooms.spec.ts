import { expect, test, type Page } from '@playwright/test';
import { TEXTS } from '@roombook/domain/messages';
import { ROOM_MESSAGES } from '@roombook/domain/rooms/page';
import { expectNoAxeViolations, hydrated, signIn, toast } from './fixtures';

/**
 * Manage rooms (§2 "Admin tables", "Manage Rooms", issue 9) on the real API, as an Admin: a new room with a
 * picture (multipart through the web's action) that shows in the rooms table. The test works on
 * a room of its own (a random name) at a demo location, so the demo rooms that other tests see stay as they are.
 */

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
/** The room's tablet URL, in its expanded row's details. */
async function tabletUrl(page: Page, name: string) {
  const expand = row(page, name).getByRole('button', { name: `${name} details` });
  if ((await expand.getAttribute('aria-expanded')) !== 'true') await expand.click();
  return page.getByRole('group', { name: `Tablet URL of ${name}` });
}

test('an Admin adds a room with a picture, copies and resets its tablet URL, deactivates it and deletes it', async ({ page, context, baseURL }) => {
  const name = `Room ${Math.random().toString(36).slice(2, 7)}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  await signIn(page, 'admin@roombook.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByRole('link', { name: 'Manage rooms' }).click();
  await expect(page).toHaveURL(/\/manage-rooms$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage rooms' })).toBeVisible();
  await expectNoAxeViolations(page);
  // A picture for the room: a part of this page.
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 480, height: 270 } });

  // Add: the form posts through the route's action, which reads it with the same schema.
  await page.getByRole('button', { name: 'Add new room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new room' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Rules' }).fill('No food\nClean the whiteboard');
  await dialog.getByRole('textbox', { name: 'Seats' }).fill('6');
  await dialog.getByRole('textbox', { name: 'Daily limit (hours)' }).fill('3');
  await dialog.getByRole('textbox', { name: 'Weekly limit (hours)' }).fill('9');
  await dialog.getByRole('button', { name: /Location/ }).click();
  await page.getByRole('option', { name: 'Aarhus Dokk Offices' }).click();
  await dialog.getByRole('textbox', { name: 'Hourly rate' }).fill('125,50');
  await expect(dialog.getByText('125,50 DKK (156,88 with tax)')).toBeVisible();
  // Focused first: focusing scrolls the dialog to the field, and a scroll closes react-aria's suggestion
  // list (a non-modal popover) when the scroll event lands after the list opened from the typed text.
  const features = dialog.getByRole('combobox', { name: 'Features' });
  await features.focus();
  await expect(features).toBeInViewport();
  await features.fill('White');
  await page.getByRole('option', { name: 'Whiteboard' }).click();
  await page.keyboard.press('Escape');
  // The picture, cropped in the dialog; it goes with the form as the multipart part `image`.
  await dialog.getByRole('button', { name: 'Add image' }).click();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: picture });
  await expect(dialog.getByRole('group', { name: 'Crop area' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save image' }).click();
  await expect(dialog.getByRole('img', { name: 'Chosen image' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, ROOM_MESSAGES.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = row(page, name);
  await expect(created).toBeVisible();
  await expect(created).toContainText('125,50 DKK');
  await expect(created).toContainText('Aarhus Dokk Offices');
  // Its features, rules and tablet URL are in the row's details.
  await created.getByRole('button', { name: `${name} details` }).click();
  await expect(page.getByRole('group', { name: `${name} details` })).toContainText('Whiteboard');
  // The picture went through the web's action to the API, which serves it; the rooms table shows it.
  const thumbnail = created.getByRole('button', { name: `Enlarge image: ${name}` }).locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/image\/[0-9a-f]{64}\.png$/);
  expect((await page.request.get((await thumbnail.getAttribute('src'))!)).status()).toBe(200);
  const image = await thumbnail.getAttribute('src');

  // Edit: what was saved comes back, and a change is stored.
  await created.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit room' });
  await expect(edit.getByRole('textbox', { name: 'Hourly rate' })).toHaveValue('125,50');
  await expect(edit.getByRole('textbox', { name: 'Weekly limit (hours)' })).toHaveValue('9');
  await edit.getByRole('textbox', { name: 'Seats' }).fill('10');
  await edit.getByRole('textbox', { name: 'Hourly rate' }).fill('200');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, ROOM_MESSAGES.updated)).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(created).toContainText('200,00 DKK');
  // An edit without a new picture keeps the room's.
  await expect(thumbnail).toHaveAttribute('src', image!);
  // The Meeting rooms screen shows the same picture.
  await page.getByRole('link', { name: 'Meeting rooms' }).click();
  await expect(page).toHaveURL(/\/meeting-rooms$/);
  await expect(row(page, name).getByRole('button', { name: `Enlarge image: ${name}` }).locator('img')).toHaveAttribute('src', image!);
  await page.getByRole('link', { name: 'Manage rooms' }).click();
  await expect(page).toHaveURL(/\/manage-rooms$/);
  await hydrated(page);

  // The tablet URL: copied whole while masked, then reset to a new one.
  const url = await tabletUrl(page, name);
  await url.getByRole('button', { name: 'Copy' }).click();
  await expect(url.getByRole('status')).toHaveText(TEXTS.rooms.urlCopied);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${baseURL}/code/.+`));
  await url.getByRole('button', { name: 'Show' }).click();
  await expect(url).toContainText(copied);
  await url.getByRole('button', { name: TEXTS.rooms.resetUrl }).click();
  const question = page.getByRole('alertdialog', { name: TEXTS.rooms.resetUrl });
  await expect(question).toContainText(ROOM_MESSAGES.confirmResetUrl);
  await question.getByRole('button', { name: TEXTS.rooms.resetUrl }).click();
  await expect(toast(page, ROOM_MESSAGES.urlReset)).toBeVisible();
  await expect(url).toContainText(`${baseURL}/code/`);
  await expect(url).not.toContainText(copied);

  // Deactivate, stored across a reload. By keyboard: the switch's input is visually hidden, and a forced click
  // at its place landed on the toasts above it (and held them open).
  await created.getByRole('switch').press('Space');
  await expect(toast(page, ROOM_MESSAGES.manyUpdated)).toBeVisible();
  await expect(created.getByRole('switch')).not.toBeChecked();
  await page.reload();
  await hydrated(page);
  await expect(row(page, name).getByRole('switch')).not.toBeChecked();

  // Delete, with its question.
  await row(page, name).getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: ROOM_MESSAGES.confirmDelete(name) });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, ROOM_MESSAGES.deleted)).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
});

test('staff cannot open Manage rooms', async ({ page }) => {
  await signIn(page, 'user@roombook.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage rooms' })).toHaveCount(0);
  await page.goto('/manage-rooms');
  await expect(page).toHaveURL(/\/$/);
});
