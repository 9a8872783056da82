import { expect, test } from '@playwright/test';
import { KIOSK_MESSAGES } from '@roombook/domain/messages';
import { expectNoAxeViolations, hydrated } from './fixtures';
import { DEMO_CANTEEN, identify, openKiosk, signInKiosk, KIOSK_TEXTS as T, kioskItem as item, kioskTotal as total } from './kiosk';

test("a canteen's kiosk signs in with its location and password, an employee orders two items with company and PIN, the receipt has the totals, and a reload keeps the kiosk signed in", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openKiosk(page);
  await expectNoAxeViolations(page);
  await signInKiosk(page);
  await expect(page.getByText(DEMO_CANTEEN.location)).toBeVisible();
  // A device page: no signed-in user's menu.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  // The demo's prices without tax: Coffee 20,00 and Croissant 25,00; the kiosk shows them with 25 % tax.
  await expect(item(page, 'Coffee')).toContainText('25,00 kr.');
  await expect(item(page, 'Croissant')).toContainText('31,25 kr.');
  await item(page, 'Coffee').click();
  await item(page, 'Coffee').click();
  await item(page, 'Croissant').click();
  await expect(total(page)).toContainText('81,25 kr.');
  await expectNoAxeViolations(page);

  // A wrong PIN first: refused with the attempts left, and nothing is ordered.
  await page.getByRole('button', { name: T.identify }).click();
  await identify(page, 'Nordlys ApS', '1234');
  await expect(page.getByRole('alert')).toHaveText(KIOSK_MESSAGES.wrongPin(4, 0));
  await expectNoAxeViolations(page);
  // Emil Friis of Nordlys ApS has the PIN 6666 in the demo data.
  const pad = page.getByRole('group', { name: T.pinPad });
  for (const digit of '6666') await pad.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: T.placeOrder }).click();

  await expect(page.getByRole('heading', { level: 1, name: T.receiptHeading })).toBeVisible();
  await expect(page.getByText(T.thanks('Emil'))).toBeVisible();
  await expect(page.getByText('Emil, Nordlys ApS')).toBeVisible();
  const receipt = page.getByRole('table', { name: T.receiptHeading });
  await expect(receipt.getByRole('row', { name: 'Coffee 2 50,00 kr.' })).toBeVisible();
  await expect(receipt.getByRole('row', { name: 'Croissant 1 31,25 kr.' })).toBeVisible();
  await expect(receipt.getByRole('row', { name: `${T.totalExcludingTax} 65,00 kr.` })).toBeVisible();
  await expect(receipt.getByRole('row', { name: `${T.tax} 16,25 kr.` })).toBeVisible();
  await expect(receipt.getByRole('row', { name: `${T.totalIncludingTax} 81,25 kr.` })).toBeVisible();
  await expectNoAxeViolations(page);

  // The demo canteen prints: on paper only the receipt shows.
  await expect(page.getByRole('button', { name: T.print })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('button', { name: T.print })).toBeHidden();
  await expect(page.getByRole('button', { name: T.signOut })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // A reload keeps the kiosk signed in (its own cookie), on a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: T.menuHeading })).toBeVisible();
  await item(page, 'Sparkling water').click();
  await expect(total(page)).toContainText('22,50 kr.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);

  // The staff sign the kiosk out; then it stays signed out.
  await page.getByRole('button', { name: T.signOut }).click();
  await page.getByRole('alertdialog', { name: T.signOut }).getByRole('button', { name: T.signOut }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.signInHeading })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: T.signInHeading })).toBeVisible();
});
