import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import { TEXTS } from '@roombook/domain/messages';
import { CanteenChart } from './CanteenChart';
import { CANTEEN, LONG_CANTEEN, LONG_ITEM, manyCanteen, NO_CANTEEN, ONE_SALE } from './fixtures';
import { amount, cellsOf, closedTableOf, DESKTOP, DOWNLOADS, downloadsOf, expectPainted, expectTextsFit, figureOf, kr, openTable, PHONE, rowHeadersOf, shownTexts, totalLinesOf } from './storyChecks';

const TITLE = INSIGHTS_MESSAGES.charts.canteen.title;
const N = TEXTS.reports.totals;

const meta = {
  title: 'Insights/CanteenChart',
  component: CanteenChart,
  args: { canteen: CANTEEN },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CanteenChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bar per month of the sales without tax, stacked by item; the table with each item's quantity and total, then the totals. */
export const Default: Story = {
  args: { downloads: DOWNLOADS },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    // Coffee 120 + 140 at 25 kr. = 6.500; croissants 75 at 32 kr. = 2.400; soup 25 at 56 kr. = 1.400; 10.300 in all.
    await expect(within(canvasElement).getByRole('img', { name: TITLE })).toHaveAccessibleDescription(
      `Total excluding tax: ${kr(1_030_000)} Best-selling item: Coffee, ${kr(650_000)}`,
    );
    await expect(shownTexts(canvasElement).slice(-3)).toEqual(['Soup of the day', 'Croissant', 'Coffee']);
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, 'Sept 2026', 'Croissant')).toEqual(['Croissant', '40', amount(128_000)]);
    // The canteen report's totals, under the table.
    await expect(totalLinesOf(canvasElement, TITLE)).toEqual([
      `${N.totalExcludingTax}: ${kr(1_030_000)}`,
      `${N.tax}: 2.575,00 kr.`,
      `${N.totalIncludingTax}: ${kr(1_287_500)}`,
    ]);
    await expect(downloadsOf(canvasElement, TITLE).map((link) => link.href)).toEqual([DOWNLOADS.svg, DOWNLOADS.png, DOWNLOADS.excel]);
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
  },
};

export const Empty: Story = {
  args: { canteen: NO_CANTEEN },
  play: async ({ canvasElement }) => {
    const figure = within(figureOf(canvasElement, TITLE));
    await expect(figure.getByText(INSIGHTS_MESSAGES.empty)).toBeVisible();
    await expect(figure.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const OneValue: Story = {
  args: { canteen: ONE_SALE },
  play: async ({ canvasElement }) => {
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, 'Oct 2026')).toEqual(['Coffee', '2', amount(5000)]);
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
  },
};

/** 40 items over 12 months: seven items and 'Other' in the chart; the table lists all 480 rows. */
export const ManyValues: Story = {
  args: { canteen: manyCanteen(40, 12) },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    await expect(shownTexts(canvasElement).slice(-8)[0]).toBe('Other');
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
    // Every row (left closed: the check of the page's accessibility then has less to read), then the totals.
    await expect(rowHeadersOf(closedTableOf(canvasElement, TITLE))).toHaveLength(480);
    await expect(totalLinesOf(canvasElement, TITLE)).toHaveLength(3);
  },
};

export const LongNames: Story = {
  args: { canteen: LONG_CANTEEN },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(shownTexts(canvasElement).find((text) => text.startsWith('Smørrebrød'))).toMatch(/…$/);
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, 'Oct 2026', LONG_ITEM)).toEqual([LONG_ITEM, '12', amount(105_600)]);
  },
};

export const Phone: Story = {
  args: { canteen: manyCanteen(5, 12), downloads: DOWNLOADS },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
  },
};
