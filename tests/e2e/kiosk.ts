import { expect, type Page } from '@playwright/test';
import { TEXTS } from '@roombook/domain/messages';
import { hydrated } from './fixtures';

export const KIOSK_TEXTS = TEXTS.kiosk;
const T = KIOSK_TEXTS;

/** The demo canteen (apps/api/src/seed/demo.ts): at Copenhagen Harbour House, password 'kantine1', with a printer. */
export const DEMO_CANTEEN = { location: 'Copenhagen Harbour House', password: 'kantine1' };

/** Emil Friis of Nordlys ApS, whose PIN is 6666 in the demo data. */
export const DEMO_EMPLOYEE = { firstName: 'Emil', company: 'Nordlys ApS', pin: '6666' };

export const kioskTotal = (page: Page) => page.getByRole('status', { name: T.total });
export const kioskItem = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^Add ${name} `) });

/** Opens /kiosk on a device that is not signed in: it asks for the location and the canteen's password. */
export async function openKiosk(page: Page) {
  await page.goto('/kiosk');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: T.signInHeading })).toBeVisible();
}

/** On the kiosk's sign-in step: signs the device in to the demo canteen; it shows the menu. */
export async function signInKiosk(page: Page) {
  await page.getByRole('button', { name: new RegExp(T.location) }).click();
  await page.getByRole('option', { name: DEMO_CANTEEN.location }).click();
  await page.getByLabel(T.password, { exact: true }).fill(DEMO_CANTEEN.password);
  await page.getByRole('button', { name: T.signIn }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.menuHeading })).toBeVisible();
}

/** On the identify step: chooses the company, types the PIN on the pad and places the order. */
export async function identify(page: Page, company: string, pin: string) {
  await page.getByRole('button', { name: new RegExp(T.company) }).click();
  await page.getByRole('option', { name: company }).click();
  const pad = page.getByRole('group', { name: T.pinPad });
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: T.placeOrder }).click();
}

/** The order number the receipt shows. */
export async function receiptNumber(page: Page): Promise<number> {
  await expect(page.getByRole('heading', { level: 1, name: T.receiptHeading })).toBeVisible();
  const text = await page.getByRole('definition').first().innerText();
  const number = Number(text.trim());
  expect(Number.isInteger(number) && number > 0, `the receipt's order number (${text})`).toBe(true);
  return number;
}
