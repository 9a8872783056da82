import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { readWorkbook } from '@roombook/api/testing-workbook';
import { contract } from '@roombook/domain/contract/index';
import { SUCCESS } from '@roombook/domain/messages';
import { formatDkk } from '@roombook/domain/money/index';
import { currentMonthRange, reportPeriod } from '@roombook/domain/reports/period';
import { copenhagenDate } from '@roombook/domain/time/zone';
import { apiAs } from './api';
import { DEMO_EMPLOYEE, identify, kioskItem, openKiosk, receiptNumber, signInKiosk, KIOSK_TEXTS } from './kiosk';
import { expectNoAxeViolations, hydrated, signIn, toast } from './fixtures';

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

/** The downloaded workbook, read back as a downloader would open it. */
async function opened(download: Download) {
  const path = await download.path();
  return readWorkbook(readFileSync(path));
}

const summaryOf = (rows: ReadonlyArray<ReadonlyArray<unknown>>) =>
  Object.fromEntries(rows.filter((row) => typeof row[0] === 'string' && String(row[0]).includes('(kr.)')).map((row) => [row[0], row[row.length - 1]]));

test('a CanteenManager sees their canteen’s report, without a download, and it is cleared when they leave the page', async ({ page }) => {
  await openReport(page, 'canteen@roombook.test', 'Canteen report', 'Canteen report');
  // 'Request Data' waits for a canteen.
  await expect(page.getByRole('button', { name: 'Request Data' })).toBeDisabled();
  await choose(page, 'Canteen', HARBOUR);
  await requestData(page);

  const api = await apiAs('canteen@roombook.test');
  const canteen = (await api.call(contract.canteen.list)).find((c) => c.location.name === HARBOUR)!;
  const report = await api.call(contract.report.canteen, { body: { canteen: canteen.id, company: 0, ...thisMonth().period } });
  await expect(page.getByText(`Total: ${formatDkk(report.totalPrice)} kr.`)).toBeVisible();
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
  await expect(page.getByText(/^Total: /)).toHaveCount(0);
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
  await expect(page.getByText(`Total: ${formatDkk(total)} kr.`)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()]);
  expect(download.suggestedFilename()).toBe(`${HARBOUR}_${days.startDate.toString()}_${days.endDate.toString()}.xlsx`);
  const book = await opened(download);
  expect(book.rows[0]).toEqual(['Order number', 'Date', 'Employee', 'Item', 'Price (kr.)', 'Quantity', 'Total (kr.)']);
  expect(book.rows.filter((row) => typeof row[0] === 'number')).toHaveLength(orders.flatMap((order) => order.canteenOrderItems).length);
  const summary = summaryOf(book.rows);
  expect(summary['Total excluding tax (kr.)']).toBe(total / 100);
  expect(summary['Total including tax (kr.)']).toBe((total + Math.round(total / 4)) / 100);
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
