import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Download, type Page } from '@playwright/test';
import { readWorkbook } from '@roombook/api/testing-workbook';
import { contract } from '@roombook/domain/contract/index';
import { SUCCESS } from '@roombook/domain/messages';
import { formatDkk } from '@roombook/domain/money/index';
import { currentMonthRange, reportPeriod } from '@roombook/domain/reports/period';
import { copenhagenDate } from '@roombook/domain/time/zone';
import { apiAs } from './api';
import { DEMO_EMPLOYEE, identify, kioskItem, openKiosk, receiptNumber, signInKiosk, KIOSK_TEXTS } from './kiosk';
import { expectNoAxeViolations, hydrated, PASSWORD, signIn, toast } from './fixtures';

/**
 * The reports (issue 10 §2) on the real API, as the people who read them: a CanteenManager sees their
 * canteen's report without a download; a CompanyOwner downloads the company canteen report and the file
 * opens with the total the screen and the API show; an Admin runs the booking report for a discounted company
 * and downloads it. The demo data has this month's orders and bookings.
 */

const HARBOUR = 'Copenhagen Harbour House';

/** This month, as the filters show it by default and as the API is asked for it. */
const thisMonth = () => {
  const range = currentMonthRange(copenhagenDate(new Date().toISOString()));
  return { days: range, period: reportPeriod(range.startDate, range.endDate) };
};

async function openReport(page: Page, email: string, link: string, heading: string) {
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main' });
  const group = menu.getByRole('button', { name: 'Canteens' });
  if (link === 'Canteen report' && (await group.count()) > 0) await group.click();
  await menu.getByRole('link', { name: link }).click();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Picks an option of the report filter labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('button', { name: new RegExp(` ${label}$`) });
  await expect(select).toBeEnabled();
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function requestData(page: Page) {
  const request = page.getByRole('button', { name: 'Request Data' });
  await expect(request).toBeEnabled();
  await request.click();
  await expect(toast(page, SUCCESS.reportProcessed)).toBeVisible();
}

/** A page of a browser with JavaScript turned off, signed in as `email` (the sign-in form posts without it). */
async function signedInWithoutJavaScript(browser: Browser, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return { page, context };
}

/** The downloaded workbook, read back as a downloader would open it. */
async function opened(download: Download) {
  const path = await download.path();
  return readWorkbook(readFileSync(path));
}

const summaryOf = (rows: ReadonlyArray<ReadonlyArray<unknown>>) =>
  Object.fromEntries(rows.filter((row) => typeof row[0] === 'string' && String(row[0]).includes('(kr.)')).map((row) => [row[0], row[row.length - 1]]));

test('a CanteenManager sees their canteen’s report, without a download, and it is cleared when they leave the page', async ({ page }) => {
  await openReport(page, 'canteen@roombook.test', 'Canteen report', 'Canteen report');
  // Their one canteen is chosen already, and the page says how to ask for the report.
  await expect(page.getByRole('button', { name: / Canteen$/ })).toHaveText(HARBOUR);
  await expect(page.getByText('Choose a canteen and a period, then press Request Data')).toBeVisible();
  await expect(page.getByText('No orders in this period')).toHaveCount(0);
  await requestData(page);

  const api = await apiAs('canteen@roombook.test');
  const canteen = (await api.call(contract.canteen.list)).find((c) => c.location.name === HARBOUR)!;
  const report = await api.call(contract.report.canteen, { body: { canteen: canteen.id, company: 0, ...thisMonth().period } });
  await expect(page.getByText(`Total excluding tax: ${formatDkk(report.totalPrice)} kr.`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Canteen report' });
  await expect(table.getByRole('row')).toHaveCount(Object.keys(report.orders).length + 1);
  await expect(page.getByRole('button', { name: 'Download Excel' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Only their own canteen is offered (the API refuses another's report: the contract cases).
  await page.getByRole('button', { name: / Canteen$/ }).click();
  await expect(page.getByRole('option')).toHaveText([HARBOUR]);
  await page.keyboard.press('Escape');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goBack();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Canteen report' })).toBeVisible();
  await expect(page.getByText(/^Total[\w %]*: /)).toHaveCount(0);
});

test('a CompanyOwner downloads the company canteen report, and the file opens with the total on screen', async ({ page }) => {
  await openReport(page, 'owner@roombook.test', 'Company canteen report', 'Company canteen report');
  await choose(page, 'Canteen', HARBOUR);
  await requestData(page);

  const api = await apiAs('owner@roombook.test');
  const canteen = (await api.call(contract.canteen.list)).find((c) => c.location.name === HARBOUR)!;
  const { period, days } = thisMonth();
  const orders = await api.call(contract.report.company, { body: { canteen: canteen.id, ...period } });
  const total = orders.reduce((sum, order) => sum + order.totalAmount, 0);
  expect(total, 'the company’s orders this month').toBeGreaterThan(0);
  // The prices are without tax: the screen says so, and adds the tax (25 %, rounded half up to the øre).
  const tax = Math.round(total / 4);
  await expect(page.getByText(`Total excluding tax: ${formatDkk(total)} kr.`)).toBeVisible();
  await expect(page.getByText(`Tax 25 %: ${formatDkk(tax)} kr.`)).toBeVisible();
  await expect(page.getByText(`Total including tax: ${formatDkk(total + tax)} kr.`)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()]);
  expect(download.suggestedFilename()).toBe(`${HARBOUR}_${days.startDate.toString()}_${days.endDate.toString()}.xlsx`);
  const book = await opened(download);
  expect(book.rows[0]).toEqual(['Order number', 'Date', 'Employee', 'Item', 'Price (kr.)', 'Quantity', 'Total (kr.)']);
  expect(book.rows.filter((row) => typeof row[0] === 'number')).toHaveLength(orders.flatMap((order) => order.canteenOrderItems).length);
  // The file's totals are the screen's.
  expect(summaryOf(book.rows)).toEqual({
    'Total excluding tax (kr.)': total / 100,
    'Tax 25 % (kr.)': tax / 100,
    'Total including tax (kr.)': (total + tax) / 100,
  });
});

test('an Admin runs the booking report for a discounted company and downloads it', async ({ page }) => {
  await openReport(page, 'admin@roombook.test', 'Booking report', 'Booking report');
  const api = await apiAs('admin@roombook.test');
  const nordlys = (await api.call(contract.company.list)).find((company) => company.name === 'Nordlys ApS')!;
  expect(nordlys.discount, 'Nordlys has a discount').toBeGreaterThan(0);
  await choose(page, 'Company', 'Nordlys ApS');
  await choose(page, 'Booking status', 'All bookings');
  await requestData(page);

  const { period, days } = thisMonth();
  const report = await api.call(contract.report.booking, { body: { roomId: null, companyId: nordlys.id, bookingStatus: 'ALL', ...period } });
  expect(report.entries.length, 'Nordlys bookings this month').toBeGreaterThan(0);
  expect(report.totalWithDiscount).toBeLessThan(report.total);
  await expect(page.getByText(`Total: ${formatDkk(report.total)} kr.`)).toBeVisible();
  await expect(page.getByText(`Total with discount: ${formatDkk(report.totalWithDiscount)} kr.`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Booking report' });
  await expect(table.getByRole('row')).toHaveCount(report.entries.length + 1);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()]);
  expect(download.suggestedFilename()).toBe(`booking-report_${days.startDate.toString()}_${days.endDate.toString()}.xlsx`);
  const book = await opened(download);
  expect(book.rows.slice(1, 1 + report.entries.length).map((row) => row[0])).toEqual(report.entries.map((entry) => entry.id));
  expect(book.rows.slice(1, 1 + report.entries.length).every((row) => row[4] === 'Nordlys ApS' && row[10] === nordlys.discount / 100)).toBe(true);
  const summary = summaryOf(book.rows);
  expect(summary['Total (kr.)']).toBe(report.total / 100);
  expect(summary['Total with discount (kr.)']).toBe(report.totalWithDiscount / 100);
});

test('without JavaScript the booking report says how to ask, and Request Data brings the report', async ({ browser }) => {
  const { page, context } = await signedInWithoutJavaScript(browser, 'admin@roombook.test');
  await page.goto('/booking-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking report' })).toBeVisible();
  await expect(page.getByText('Choose a period, then press Request Data')).toBeVisible();
  await expect(page.getByText('No bookings in this period')).toHaveCount(0);

  // The filters' defaults: all rooms, completed bookings, all companies, this month.
  await page.getByRole('button', { name: 'Request Data' }).click();
  const api = await apiAs('admin@roombook.test');
  const report = await api.call(contract.report.booking, { body: { roomId: null, companyId: null, bookingStatus: 'COMPLETED', ...thisMonth().period } });
  await expect(page.getByText(`Total: ${formatDkk(report.total)} kr.`)).toBeVisible();
  await expect(page.getByText('Choose a period, then press Request Data')).toHaveCount(0);
  const rows = page.getByRole('table', { name: 'Booking report' }).getByRole('row');
  if (report.entries.length > 0) await expect(rows).toHaveCount(report.entries.length + 1);
  else await expect(page.getByText('No bookings in this period')).toBeVisible();
  await context.close();
});

test('without JavaScript a CanteenManager’s page comes with their canteen chosen, and Request Data brings its report', async ({ browser }) => {
  const { page, context } = await signedInWithoutJavaScript(browser, 'canteen@roombook.test');
  await page.goto('/canteen-report');
  // The server's page: the canteen chosen (nothing changes when the page's script runs), 'Request Data' ready.
  const filters = page.getByRole('form', { name: 'Canteen report filters' });
  await expect(filters.getByRole('button', { name: / Canteen$/ })).toHaveText(HARBOUR);
  await expect(page.getByText('Choose a canteen and a period, then press Request Data')).toBeVisible();
  await page.getByRole('button', { name: 'Request Data' }).click();

  const api = await apiAs('canteen@roombook.test');
  const canteen = (await api.call(contract.canteen.list)).find((c) => c.location.name === HARBOUR)!;
  const report = await api.call(contract.report.canteen, { body: { canteen: canteen.id, company: 0, ...thisMonth().period } });
  await expect(page.getByText(`Total excluding tax: ${formatDkk(report.totalPrice)} kr.`)).toBeVisible();
  expect(Object.keys(report.orders).length, 'the canteen’s orders this month').toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: 'Canteen report' }).getByRole('row')).toHaveCount(Object.keys(report.orders).length + 1);
  await context.close();
});

test('an order at the kiosk by company and PIN shows at once in the canteen report and in the company canteen report', async ({ page, browser }) => {
  // The kiosk: a coffee and a croissant for Emil of Nordlys ApS.
  await openKiosk(page);
  await signInKiosk(page);
  await kioskItem(page, 'Coffee').click();
  await kioskItem(page, 'Croissant').click();
  await page.getByRole('button', { name: KIOSK_TEXTS.identify }).click();
  await identify(page, DEMO_EMPLOYEE.company, DEMO_EMPLOYEE.pin);
  const number = await receiptNumber(page);

  // The canteen manager's report of this month has the order, with the employee and the items as sold.
  const manager = await (await browser.newContext()).newPage();
  await openReport(manager, 'canteen@roombook.test', 'Canteen report', 'Canteen report');
  await choose(manager, 'Canteen', HARBOUR);
  await requestData(manager);
  await manager.getByRole('button', { name: `Order ${number} details` }).click();
  const items = manager.getByRole('table', { name: `Items of order ${number}` });
  await expect(items.getByRole('rowheader', { name: 'Coffee' })).toBeVisible();
  await expect(items.getByRole('rowheader', { name: 'Croissant' })).toBeVisible();
  await expect(items.getByRole('row').filter({ hasText: 'Coffee' })).toContainText('Emil Friis');
  await expect(items.getByRole('row').filter({ hasText: 'Coffee' })).toContainText(DEMO_EMPLOYEE.company);

  // The company owner's report has the same order under the same number.
  const owner = await (await browser.newContext()).newPage();
  await openReport(owner, 'owner@roombook.test', 'Company canteen report', 'Company canteen report');
  await choose(owner, 'Canteen', HARBOUR);
  await requestData(owner);
  await owner.getByRole('button', { name: `Order ${number} details` }).click();
  await expect(owner.getByRole('table', { name: `Items of order ${number}` }).getByRole('rowheader', { name: 'Croissant' })).toBeVisible();
});
