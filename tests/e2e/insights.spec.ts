import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readWorkbook } from '@roombook/api/testing-workbook';
import { contract } from '@roombook/domain/contract/index';
import { INSIGHTS_MESSAGES as M } from '@roombook/domain/insights/page';
import { TEXTS } from '@roombook/domain/messages';
import { formatDkk } from '@roombook/domain/money/index';
import { reportPeriod } from '@roombook/domain/reports/period';
import { copenhagenDate } from '@roombook/domain/time/zone';
import { apiAs } from './api';
import { expectNoAxeViolations, hydrated, PASSWORD, signIn } from './fixtures';

/**
 * Insights (issue 31) on the real API, as the people who read them: a SuperAdmin sees every chart, and the revenue
 * table's total is the booking report's for the same days, to the øre; each chart downloads as Excel, SVG and PNG;
 * an Admin sees their own location's charts with JavaScript off; a CompanyOwner sees their company's figures only.
 */

/** The last 30 days, as the page shows them by default, and as the reports are asked for them. */
const lastThirtyDays = () => {
  const today = copenhagenDate(new Date().toISOString());
  return reportPeriod(today.subtract({ days: 29 }), today);
};

async function openInsights(page: Page, email: string) {
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
}

const figure = (page: Page, title: string) => page.getByRole('figure', { name: title });

test('a SuperAdmin sees every chart, the revenue reconciles with the booking report, and each chart downloads', async ({ page }) => {
  await openInsights(page, 'superadmin@roombook.test');
  for (const chart of Object.values(M.charts)) await expect(figure(page, chart.title)).toBeVisible();
  await expect(figure(page, M.charts.utilisation.title).getByRole('img', { name: new RegExp(M.charts.utilisation.title) })).toBeVisible();
  await expectNoAxeViolations(page);

  const admin = await apiAs('superadmin@roombook.test');
  const report = await admin.call(contract.report.booking, { body: { roomId: null, companyId: null, bookingStatus: 'ALL', ...lastThirtyDays() } });
  expect(report.entries.length).toBeGreaterThan(0);
  const revenue = figure(page, M.charts.revenue.title);
  await revenue.getByText(M.showAsTable).click();
  // The booking report's totals, written under the table as the report writes them.
  await expect(revenue.getByText(TEXTS.reports.totalLine(TEXTS.reports.totals.total, formatDkk(report.total)), { exact: true })).toBeVisible();
  await expect(revenue.getByText(TEXTS.reports.totalLine(TEXTS.reports.totals.totalWithDiscount, formatDkk(report.totalWithDiscount)), { exact: true })).toBeVisible();

  const [excel] = await Promise.all([page.waitForEvent('download'), revenue.getByRole('link', { name: /Excel/ }).click()]);
  expect(excel.suggestedFilename()).toMatch(/^insights-revenue-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = await readWorkbook(readFileSync(await excel.path()));
  expect(book.rows[0]).toEqual(['Month', 'Company', 'Total (kr.)', 'Discount (kr.)', 'Total with discount (kr.)', 'Tax 25 % (kr.)', 'Total including tax (kr.)']);
  const totalRow = book.rows.find((row) => row[0] === 'Total (kr.)')!;
  expect(Math.round(Number(totalRow.at(-1)) * 100)).toBe(report.total);

  const utilisation = figure(page, M.charts.utilisation.title);
  const [svg] = await Promise.all([page.waitForEvent('download'), utilisation.getByRole('link', { name: /SVG/ }).click()]);
  const svgText = readFileSync(await svg.path(), 'utf8');
  expect(svg.suggestedFilename()).toMatch(/^insights-utilisation-.*\.svg$/);
  expect(svgText).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svgText).not.toContain('var(--');
  const [png] = await Promise.all([page.waitForEvent('download'), utilisation.getByRole('link', { name: /PNG/ }).click()]);
  const bytes = readFileSync(await png.path());
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  // The PNG is drawn at twice the SVG file's 960 px.
  expect(bytes.readUInt32BE(16)).toBe(1920);
});

test('the filters are the page’s address: a location chosen narrows the rooms, and the link opens the same view', async ({ page }) => {
  await openInsights(page, 'superadmin@roombook.test');
  await page.getByRole('button', { name: new RegExp(`${M.location}$`) }).click();
  await page.getByRole('option', { name: 'Copenhagen Harbour House', exact: true }).click();
  await page.getByRole('button', { name: M.show }).click();
  await expect(page).toHaveURL(/locationId=\d+/);
  const utilisation = figure(page, M.charts.utilisation.title);
  await utilisation.getByText(M.showAsTable).click();
  const locations = await (await apiAs('superadmin@roombook.test')).call(contract.location.mine);
  const harbour = locations.find((l) => l.name === 'Copenhagen Harbour House')!;
  await expect(utilisation.getByRole('table').getByRole('row')).toHaveCount(harbour.rooms.length + 1);
  const address = page.url();
  await page.goto(address);
  await expect(figure(page, M.charts.utilisation.title).getByRole('img')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`${M.location}$`) })).toContainText('Copenhagen Harbour House');
});

test('an Admin sees their location’s charts with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@roombook.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/insights');
  for (const chart of Object.values(M.charts)) await expect(figure(page, chart.title)).toBeVisible();
  await expect(figure(page, M.charts.hours.title).getByRole('img')).toBeVisible();
  // "Show as table" is a native disclosure: it opens without JavaScript.
  const hours = figure(page, M.charts.hours.title);
  await hours.getByText(M.showAsTable).click();
  await expect(hours.getByRole('table').getByRole('row')).toHaveCount(169);
  await context.close();
});

test('a CompanyOwner sees their own company’s figures, and no other company’s share', async ({ page }) => {
  await openInsights(page, 'owner@roombook.test');
  const owner = await apiAs('owner@roombook.test');
  const company = owner.user.company!.name;
  await expect(figure(page, M.charts.share.title)).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`${M.company}$`) })).toHaveCount(0);
  const revenue = figure(page, M.charts.revenue.title);
  await revenue.getByText(M.showAsTable).click();
  const table = revenue.getByRole('table');
  await expect(table).toContainText(company);
  const others = (await (await apiAs('superadmin@roombook.test')).call(contract.company.list)).filter((c) => c.name !== company);
  expect(others.length).toBeGreaterThan(0);
  for (const other of others) await expect(table).not.toContainText(other.name);
  await expectNoAxeViolations(page);
});
