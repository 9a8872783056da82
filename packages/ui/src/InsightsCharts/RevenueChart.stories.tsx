import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import { TEXTS } from '@roombook/domain/messages';
import { RevenueChart } from './RevenueChart';
import { LONG_COMPANY, LONG_REVENUE, manyRevenue, NO_REVENUE, ONE_REVENUE, REVENUE } from './fixtures';
import { amount, cellsOf, closedTableOf, columnHeadersOf, DESKTOP, DOWNLOADS, downloadsOf, expectPainted, expectTextsFit, figureOf, kr, openTable, PHONE, rowHeadersOf, shownTexts, totalLinesOf } from './storyChecks';

const TITLE = INSIGHTS_MESSAGES.charts.revenue.title;
const N = TEXTS.reports.totals;

const meta = {
  title: 'Insights/RevenueChart',
  component: RevenueChart,
  args: { revenue: REVENUE },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RevenueChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A bar per month of the revenue with discount, stacked by company, the largest company at the bottom; the y axis
 * in kroner; the legend in the stack's order; the table with every amount and the period's totals.
 */
export const Default: Story = {
  args: { downloads: DOWNLOADS },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    // With discount: August 10.800 + 4.500; September 14.400 + 3.000 + 800 = 18.200; October 8.100 + 6.250; 47.850 in all.
    await expect(within(canvasElement).getByRole('img', { name: TITLE })).toHaveAccessibleDescription(
      `Total with discount: ${kr(4_785_000)} Highest month: Sept 2026, ${kr(1_820_000)}`,
    );
    const texts = shownTexts(canvasElement);
    await expect(texts).toEqual(expect.arrayContaining(['kr.', 'Aug', 'Sept', 'Oct', '2026', '15.300', '18.200', '14.350']));
    // The legend lists the stack from its top: bookings without a company, Fjord Consulting, Nordlys ApS.
    await expect(texts.slice(-3)).toEqual([INSIGHTS_MESSAGES.noCompany, 'Fjord Consulting', 'Nordlys ApS']);
    const table = await openTable(canvasElement, TITLE);
    await expect(columnHeadersOf(table)).toEqual([
      INSIGHTS_MESSAGES.columns.month,
      INSIGHTS_MESSAGES.columns.company,
      ...[N.total, N.discount, N.totalWithDiscount, N.tax, N.totalIncludingTax].map((name) => `${name} (kr.)`),
    ]);
    await expect(cellsOf(table, 'Aug 2026', 'Nordlys ApS')).toEqual(['Nordlys ApS', amount(1_200_000), amount(120_000), amount(1_080_000), amount(270_000), amount(1_350_000)]);
    await expect(cellsOf(table, 'Aug 2026', 'Nordlys ApS')).toEqual(['Nordlys ApS', '12.000,00', '1.200,00', '10.800,00', '2.700,00', '13.500,00']);
    await expect(cellsOf(table, 'Sept 2026', INSIGHTS_MESSAGES.noCompany)[1]).toBe(amount(80_000));
    // The booking report's totals under the table: the answer's totals.
    await expect(totalLinesOf(canvasElement, TITLE)).toEqual([
      `${N.total}: ${kr(REVENUE.total)}`,
      `${N.discount}: ${kr(REVENUE.discount)}`,
      `${N.totalWithDiscount}: 47.850,00 kr.`,
      `${N.tax}: ${kr(REVENUE.tax)}`,
      `${N.totalIncludingTax}: ${kr(REVENUE.totalIncludingTax)}`,
    ]);
    await expect(downloadsOf(canvasElement, TITLE).map((link) => link.href)).toEqual([DOWNLOADS.svg, DOWNLOADS.png, DOWNLOADS.excel]);
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
  },
};

export const Empty: Story = {
  args: { revenue: NO_REVENUE },
  play: async ({ canvasElement }) => {
    const figure = within(figureOf(canvasElement, TITLE));
    await expect(figure.getByText(INSIGHTS_MESSAGES.empty)).toBeVisible();
    await expect(figure.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const OneValue: Story = {
  args: { revenue: ONE_REVENUE },
  play: async ({ canvasElement }) => {
    await expect(shownTexts(canvasElement)).toEqual(expect.arrayContaining(['Oct', '2026', '1.252', 'Nordlys ApS']));
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, 'Oct 2026')).toEqual(['Nordlys ApS', amount(125_200), amount(0), amount(125_200), amount(31_300), amount(156_500)]);
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
  },
};

/**
 * 15 companies over 24 months: seven companies and 'Other' in the chart, thin bars with every few months named
 * so that no two names touch; the table lists all 360 rows.
 */
export const ManyValues: Story = {
  args: { revenue: manyRevenue(15, 24) },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const texts = shownTexts(canvasElement);
    await expect(texts.slice(-8)).toEqual(['Other', 'Company 7', 'Company 6', 'Company 5', 'Company 4', 'Company 3', 'Company 2', 'Company 1']);
    await expect(texts).toEqual(expect.arrayContaining(['Jan', '2025', '2026']));
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
    // Left closed: the check of the page's accessibility then has less to read.
    await expect(rowHeadersOf(closedTableOf(canvasElement, TITLE))).toHaveLength(360);
  },
};

/** A long company name and large amounts on a phone. */
export const LongNames: Story = {
  args: { revenue: LONG_REVENUE },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(shownTexts(canvasElement).find((text) => text.startsWith('Østerbro'))).toMatch(/…$/);
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, 'Sept 2026')).toEqual([LONG_COMPANY, amount(12_345_600), amount(1_234_560), amount(11_111_040), amount(2_777_760), amount(13_888_800)]);
  },
};

/** 24 months on a phone: the bars get thin, the months are named every half year, the years under their Januaries. */
export const Phone: Story = {
  args: { revenue: manyRevenue(3, 24), downloads: DOWNLOADS },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
    // January and July of 2025 and 2026, each year under its January.
    const texts = shownTexts(canvasElement);
    await expect(texts.filter((text) => /^[A-Z][a-z]+$/.test(text))).toEqual(['Jan', 'Jul', 'Jan', 'Jul']);
    await expect(texts.filter((text) => /^\d{4}$/.test(text))).toEqual(['2025', '2026']);
  },
};
