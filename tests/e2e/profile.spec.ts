import { expect, test, type Page } from '@playwright/test';
import { readCalendarFile } from '@roombook/domain/calendar-files/read-calendar-file';
import { contract } from '@roombook/domain/contract/index';
import { apiAs, at, dayFromToday, locationOf, uniqueTitle } from './api';
import { closeToast, expectNoAxeViolations, hydrated, PASSWORD, signIn, signOut, toast } from './fixtures';

/**
 * The profile (§2 Profile, issue 8) on the real API. Each test uses its own demo user and leaves the
 * e-mail and the password as they were, so that the other tests can still sign in with them.
 */

async function openProfile(page: Page, email: string, password = PASSWORD) {
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.goto('/profile');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

const save = (page: Page) => page.getByRole('button', { name: 'Save profile' }).click();

test('the profile form shows the §5 messages, then saves', async ({ page }) => {
  await openProfile(page, 'manager@roombook.test');
  const office = page.getByRole('textbox', { name: 'Office' });
  const mobile = page.getByRole('textbox', { name: 'Mobile' });
  const newOffice = `Room ${Math.floor(100 + Math.random() * 800)}`;

  await page.getByRole('textbox', { name: 'First name' }).fill('');
  await mobile.fill('4512345678');
  await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
  await save(page);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(/This field is required/);
  await expect(mobile).toHaveAccessibleDescription(/Please enter a valid international phone number/);
  await expect(page.getByLabel('Confirm new password', { exact: true })).toHaveAccessibleDescription(/Confirm your new password/);

  await page.getByRole('textbox', { name: 'First name' }).fill('Mads');
  await mobile.fill('+4520998877');
  await office.fill(newOffice);
  await page.getByLabel('New password', { exact: true }).fill('');
  // The box itself is drawn over the (visually hidden) input.
  await page.getByRole('checkbox', { name: 'SMS notifications' }).uncheck({ force: true });
  await save(page);
  await expect(toast(page, 'Profile updated')).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(office).toHaveValue(newOffice);
  await expect(mobile).toHaveValue('+4520998877');
  await expect(page.getByRole('checkbox', { name: 'SMS notifications' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Email notifications' })).toBeChecked();
});

test('an Admin and a CanteenManager, who have no company, save the profile without an office', async ({ page }) => {
  for (const email of ['admin@roombook.test', 'canteen@roombook.test']) {
    await openProfile(page, email);
    const office = page.getByRole('textbox', { name: 'Office' });
    await expect(office).toHaveValue('');
    await expect(office).toHaveAccessibleDescription('Optional: only the users of a company have an office');
    await office.fill('Back office');
    await save(page);
    await expect(toast(page, 'Profile updated')).toBeVisible();
    await expect(office).toHaveValue('Back office');
    await closeToast(page, 'Profile updated');
    // And clear it again: saved as none.
    await office.fill('');
    await save(page);
    await expect(toast(page, 'Profile updated')).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('textbox', { name: 'Office' })).toHaveValue('');
    await signOut(page);
  }
});

test('a new password keeps the user signed in here', async ({ page }) => {
  const email = 'owner@roombook.test';
  const changePassword = async (password: string) => {
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password', { exact: true }).fill(password);
    await save(page);
    await expect(toast(page, 'Profile updated')).toBeVisible();
  };
  await openProfile(page, email);
  await changePassword('a-brand-new-secret');
  // Still signed in, on this page, after a reload too.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await signOut(page);

  await openProfile(page, email, 'a-brand-new-secret');
  await changePassword(PASSWORD);
  await signOut(page);
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
});

test('the avatar: a wrong file is refused before upload, a picture is cropped and uploaded', async ({ page }) => {
  await openProfile(page, 'superadmin@roombook.test');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/profile')) uploads.push(request.url());
  });
  // A picture of the page itself as the new avatar: a real PNG.
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 400, height: 300 } });

  await page.getByRole('button', { name: 'Update image' }).click();
  const editor = page.getByRole('group', { name: 'New profile image' });
  const input = editor.locator('input[type="file"]');
  await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('This is a shopping list, not a picture.') });
  await expect(editor.getByRole('alert')).toHaveText('Invalid file type. Must be JPG or PNG');
  const overLimit = Buffer.alloc(20_971_521);
  picture.copy(overLimit);
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: overLimit });
  await expect(editor.getByRole('alert')).toHaveText('Image too large. Maximum size is 20 MB');
  expect(uploads).toEqual([]);

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await expect(editor.getByRole('group', { name: 'Crop area' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save image' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await expect(editor).toHaveCount(0);

  // The new picture, served by the API through the web server, in the profile and in the top bar.
  const avatar = page.getByRole('main').getByRole('img', { name: 'Sofie Holm' });
  await expect(avatar).toHaveAttribute('src', /^\/api\/image\/[0-9a-f]{64}\.png$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const src = await avatar.getAttribute('src');
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['cache-control']).toContain('immutable');
  // The top bar's picture is decorative (the name is beside it).
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', src!);
});

test('Reset PIN asks first, then shows a new PIN', async ({ page }) => {
  await openProfile(page, 'owner@roombook.test');
  const pinCard = page.getByRole('region', { name: 'PIN code' });
  const pin = pinCard.getByText(/^\d{4}$/);
  const before = await pin.textContent();

  await pinCard.getByRole('button', { name: 'Reset PIN' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset PIN' });
  await expect(confirm).toContainText('Are you sure you want to reset the PIN Code?');
  await confirm.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(toast(page, 'Pin successfully updated')).toBeVisible();
  await expect(pin).not.toHaveText(before ?? '');
  await expect(pin).toHaveText(/^\d{4}$/);
});

test('the profile page has no axe violations', async ({ page }) => {
  await openProfile(page, 'user@roombook.test');
  await expectNoAxeViolations(page);
});

test('a user subscribes to their calendar feed at the address on their Profile; a reset ends the old address', async ({ page, request }) => {
  const owner = await apiAs('owner@roombook.test');
  const copenhagen = await locationOf(owner, 'Copenhagen Harbour House');
  const title = uniqueTitle('Feed; subscribed, meeting');
  const room = copenhagen.room('Kierkegaard');
  const made = await owner.call(contract.booking.create, { body: { name: title, roomId: room.id, bookingStart: at(dayFromToday(40), '14:00'), bookingEnd: at(dayFromToday(40), '14:30') } });
  try {
    await openProfile(page, 'owner@roombook.test');
    const address = page.getByRole('textbox', { name: 'Your and your company’s bookings' });
    const url = new URL(await address.inputValue());
    // A calendar program asks the web's address, without signing in.
    const feed = await request.get(url.pathname, { headers: { cookie: '' } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar');
    const event = readCalendarFile(await feed.text()).events.find((e) => e.summary === title);
    expect(event).toMatchObject({ start: new Date(at(dayFromToday(40), '14:00')).toISOString(), location: `${room.name}, Copenhagen Harbour House` });
    // Polled again with its ETag: nothing changed.
    expect((await request.get(url.pathname, { headers: { 'if-none-match': feed.headers().etag! } })).status()).toBe(304);

    await page.getByRole('button', { name: 'Reset addresses' }).click();
    await page.getByRole('alertdialog', { name: 'Reset addresses' }).getByRole('button', { name: 'Reset addresses' }).click();
    await expect(toast(page, 'Calendar feed addresses reset')).toBeVisible();
    await expect(address).not.toHaveValue(url.href);
    expect((await request.get(url.pathname)).status()).toBe(404);
    expect((await request.get(new URL(await address.inputValue()).pathname)).status()).toBe(200);
  } finally {
    await owner.call(contract.booking.delete, { params: { id: made.id } });
  }
});
