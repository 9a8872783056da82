import { expect, test, type Page } from '@playwright/test';
import { contract } from '@roombook/domain/contract/index';
import { RECEPTION_BOARD_MESSAGES as T } from '@roombook/domain/reception-board/page';
import { dayWindow } from '@roombook/domain/time/windows';
import { apiAs, locationOf, uniqueTitle } from './api';
import { expectNoAxeViolations, hydrated } from './fixtures';
import { mailTo } from './mail';

/**
 * The reception board (issue 29 §2, docs/decisions/103): a front-desk tablet signs in with its location and the
 * reception's password, shows the day's meetings and the wifi, and tells a host by e-mail that their guest is here.
 */

const COPENHAGEN = 'Copenhagen Harbour House';
const QUARTER_MS = 15 * 60_000;

/** A reception of its own at Copenhagen (so no other test changes its password), made by the SuperAdmin. */
async function newReception() {
  const superAdmin = await apiAs('superadmin@roombook.test');
  const copenhagen = await locationOf(superAdmin, COPENHAGEN);
  const password = `desk-${Math.random().toString(36).slice(2, 8)}`;
  const reception = await superAdmin.call(contract.reception.create, {
    body: { name: uniqueTitle('E2E desk'), password, locationId: copenhagen.id, wifiName: 'Harbour-Guest', wifiPass: 'welcome-guest' },
  });
  return { superAdmin, reception, password };
}

async function signInReception(page: Page, password: string) {
  await page.goto('/reception');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: T.signInHeading })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`${T.location}$`) }).click();
  await page.getByRole('option', { name: COPENHAGEN }).click();
  await page.getByLabel(T.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: T.signIn }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.today(COPENHAGEN) })).toBeVisible();
}

test('a reception signs in; a guest finds their name, says they have arrived, and the host gets an e-mail at once', async ({ page }) => {
  const now = Date.now();
  // The next quarter hour that is still a minute away: one that began while the test set up would be in the past.
  const start = (Math.floor((now + 60_000) / QUARTER_MS) + 1) * QUARTER_MS;
  test.skip(start + QUARTER_MS > dayWindow(new Date(now).toISOString()).end.epochMilliseconds, 'no quarter hour of today is left');
  const { superAdmin, reception, password } = await newReception();
  const [admin, user] = await Promise.all([apiAs('admin@roombook.test'), apiAs('user@roombook.test')]);
  const me = await user.call(contract.auth.me);
  const copenhagen = await locationOf(user, COPENHAGEN);
  const room = await admin.call(contract.room.create, {
    body: { name: uniqueTitle('Visit room'), rules: 'None', seatsNumber: 4, dailyLimit: 8, weeklyLimit: 20, hourlyRate: 10_000, locationId: copenhagen.id, features: [] },
  });
  try {
    const title = uniqueTitle('Supplier visit');
    const meeting = await user.call(contract.booking.create, {
      body: { name: title, roomId: room.id, bookingStart: new Date(start).toISOString(), bookingEnd: new Date(start + QUARTER_MS).toISOString() },
    });
    const surname = `Hopper${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 5)}`;
    const guestName = `Grace ${surname}`;
    await user.call(contract.guest.add, { params: { id: meeting.id }, body: { name: guestName, email: 'grace@example.com' } });

    await signInReception(page, password);
    // A device page: no signed-in user's menu.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: T.meetings }).getByRole('row', { name: new RegExp(room.name) })).toContainText(`${me.firstName} ${me.lastName}`);
    await expect(page.getByText('Harbour-Guest')).toBeVisible();
    await expect(page.getByRole('img', { name: T.wifiQrLabel('Harbour-Guest') })).toBeVisible();
    await expectNoAxeViolations(page);

    // The guest types the first letters of their last name.
    await page.getByLabel(T.findLabel).fill(surname.slice(0, 5));
    await page.getByRole('button', { name: T.arriveFor(guestName) }).click();
    await expect(page.getByRole('status').filter({ hasText: T.welcome(guestName, `${me.firstName} ${me.lastName}`) })).toBeVisible();
    await expectNoAxeViolations(page);
    const mail = await mailTo(me.email, `${guestName} has arrived · roombook`);
    expect(mail.text).toContain(`${guestName} has arrived at the reception of ${COPENHAGEN} for your meeting ${title} in ${room.name}`);
    // Found again, the guest is marked arrived; the booker sees it in the booking's guests too.
    await page.getByLabel(T.findLabel).fill(surname.slice(0, 5));
    await expect(page.getByRole('button', { name: T.arriveFor(guestName) })).toHaveCount(0);
    const guests = await user.call(contract.guest.list, { params: { id: meeting.id } });
    expect(guests[0]!.arrivedAt).not.toBeNull();

    // A reload keeps the board signed in; a new password signs it out.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: T.today(COPENHAGEN) })).toBeVisible();
    await superAdmin.call(contract.reception.update, { params: { id: reception.id }, body: { name: reception.name, password: `${password}-new`, locationId: copenhagen.id } });
    await page.reload();
    await hydrated(page);
    await expect(page.getByText(T.sessionEnded)).toBeVisible();
  } finally {
    await admin.call(contract.room.delete, { params: { id: room.id } });
    await superAdmin.call(contract.reception.delete, { params: { id: reception.id } });
  }
});

test('a wrong reception password is refused, and signing out asks first', async ({ page }) => {
  const { superAdmin, reception, password } = await newReception();
  try {
    await page.goto('/reception');
    await hydrated(page);
    await page.getByRole('button', { name: new RegExp(`${T.location}$`) }).click();
    await page.getByRole('option', { name: COPENHAGEN }).click();
    await page.getByLabel(T.password, { exact: true }).fill(`${password}x`);
    await page.getByRole('button', { name: T.signIn }).click();
    await expect(page.getByRole('main').getByText(T.signInFailed)).toBeVisible();
    await expectNoAxeViolations(page);

    await signInReception(page, password);
    await page.getByRole('button', { name: T.signOut }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(T.signOutConfirm);
    await confirm.getByRole('button', { name: T.signOut }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.signInHeading })).toBeVisible();
  } finally {
    await superAdmin.call(contract.reception.delete, { params: { id: reception.id } });
  }
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
  { width: 390, height: 844 },
]) {
  test(`the reception board has no axe violations and fits at ${viewport.width} × ${viewport.height}`, async ({ browser }) => {
    const { superAdmin, reception, password } = await newReception();
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    try {
      await signInReception(page, password);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    } finally {
      await context.close();
      await superAdmin.call(contract.reception.delete, { params: { id: reception.id } });
    }
  });
}
