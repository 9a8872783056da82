import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, hydrated, signIn } from './fixtures';

/**
 * The tables on a 390 × 844 phone (issue 28 §3, ADR 092, the reports ADR 088): each row is a card whose fields
 * and actions lie on the screen, without scrolling the table sideways; and every page puts its heading at the
 * same place.
 */

const PHONE = { width: 390, height: 844 };

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** The element lies whole within the page's width as drawn, with nothing scrolled sideways to reveal it. */
async function expectWithinWidth(element: Locator, width: number) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** The table named `name` does not scroll sideways: every column of a row is on the screen. */
async function expectNoSidewaysScroll(page: Page, name: string) {
  const region = page.getByRole('region', { name });
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('on a 390 px phone Meeting rooms and Manage rooms show a room whole, and its Edit opens the room', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, 'admin@roombook.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();

  await page.goto('/meeting-rooms');
  await hydrated(page);
  const andersen = row(page, 'Andersen');
  await expect(andersen.getByRole('cell', { name: '450,00 DKK (562,50 with tax)' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'Meeting rooms');
  for (const cell of await andersen.getByRole('cell').all()) await expectWithinWidth(cell, PHONE.width);
  await expectWithinWidth(andersen.getByRole('button', { name: /Show rules/ }), PHONE.width);
  await expectNoAxeViolations(page);

  await page.goto('/manage-rooms');
  await hydrated(page);
  const room = row(page, 'Blixen');
  const edit = room.getByRole('button', { name: 'Edit Blixen' });
  await expect(edit).toBeVisible();
  await expectNoSidewaysScroll(page, 'Rooms');
  for (const cell of await room.getByRole('cell').all()) await expectWithinWidth(cell, PHONE.width);
  await expectWithinWidth(room.getByRole('button', { name: 'Delete Blixen' }), PHONE.width);
  await expectWithinWidth(edit, PHONE.width);
  await expectNoAxeViolations(page);
  // Reached by the keyboard too: focused, Enter opens the room's form.
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit room' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Blixen');
  await context.close();
});

/** Picks `option` in the report filter labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(` ${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Each of the row's cells, and so each of its amounts, lies whole on the screen. */
async function expectCellsWithinWidth(row: Locator) {
  const cells = await row.getByRole('cell').all();
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) await expectWithinWidth(cell, PHONE.width);
}

test('on a 390 px phone a report shows each row as a card with every amount, its totals and an order’s items', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, 'admin@roombook.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();

  // The booking report: every booking of this month, each a card with its ten fields.
  await page.goto('/booking-report');
  await hydrated(page);
  await choose(page, 'Booking status', 'All bookings');
  await page.getByRole('button', { name: 'Request Data' }).click();
  const bookings = page.getByRole('table', { name: 'Booking report' });
  const booking = bookings.getByRole('row').filter({ has: page.getByRole('rowheader') }).first();
  await expect(booking).toBeVisible();
  await expectNoSidewaysScroll(page, 'Booking report');
  await expect(booking.getByRole('cell')).toHaveCount(9);
  await expectCellsWithinWidth(booking);
  await expectWithinWidth(page.getByText(/^Total: .* kr\.$/), PHONE.width);
  await expectWithinWidth(page.getByText(/^Total with discount: .* kr\.$/), PHONE.width);
  await expectNoAxeViolations(page);

  // The canteen report: an order's card, then its items as cards under it, and the totals with and without tax.
  await page.goto('/canteen-report');
  await hydrated(page);
  await choose(page, 'Canteen', 'Copenhagen Harbour House');
  await page.getByRole('button', { name: 'Request Data' }).click();
  const order = page.getByRole('table', { name: 'Canteen report' }).getByRole('row').filter({ has: page.getByRole('rowheader') }).first();
  const expand = order.getByRole('button', { name: /^Order \d+ details$/ });
  await expand.click();
  await expectNoSidewaysScroll(page, 'Canteen report');
  await expectCellsWithinWidth(order);
  const items = page.getByRole('table', { name: /^Items of order \d+$/ });
  await expectCellsWithinWidth(items.getByRole('row').filter({ has: page.getByRole('rowheader') }).first());
  for (const total of [/^Total excluding tax: /, /^Tax 25 %: /, /^Total including tax: /]) await expectWithinWidth(page.getByText(total), PHONE.width);
  await expectNoAxeViolations(page);
  await context.close();
});

/** Every signed-in page's h1: the calendar, a table page, a report and a details page. */
const PAGES = ['/meeting-rooms', '/manage-rooms', '/manage-users', '/manage-features', '/booking-report', '/profile'];

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`at ${viewport.width} px every page puts its heading at the same place`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, 'admin@roombook.test');
    const calendar = page.getByRole('heading', { level: 1, name: 'Calendar' });
    await expect(calendar).toBeVisible();
    const top = Math.round((await calendar.boundingBox())!.y);
    for (const path of PAGES) {
      await page.goto(path);
      await hydrated(page);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      expect({ path, top: Math.round((await heading.boundingBox())!.y) }).toEqual({ path, top });
    }
    await context.close();
  });
}
