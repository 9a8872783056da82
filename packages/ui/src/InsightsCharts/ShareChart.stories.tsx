import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import { ShareChart } from './ShareChart';
import { LONG_COMPANY, LONG_SHARE, manyShares, ONE_SHARE, SHARE } from './fixtures';
import { cellsOf, DESKTOP, DOWNLOADS, downloadsOf, expectPainted, expectTextsFit, figureOf, hrs, openTable, pct, PHONE, rowHeadersOf, shownTexts } from './storyChecks';

const TITLE = INSIGHTS_MESSAGES.charts.share.title;

const meta = {
  title: 'Insights/ShareChart',
  component: ShareChart,
  args: { share: SHARE },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShareChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each company's share of the booked hours, the largest first; bookings without a company are 'No company'. */
export const Default: Story = {
  args: { downloads: DOWNLOADS },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    // 60 + 30 + 7,5 + 2,5 = 100 hours.
    await expect(within(canvasElement).getByRole('img', { name: TITLE })).toHaveAccessibleDescription(
      `Largest share: Nordlys ApS, ${pct(3600, 6000)}, of 4 companies.`,
    );
    await expect(shownTexts(canvasElement)).toEqual(['Nordlys ApS', '60 %', 'Fjord Consulting', '30 %', 'Birk & Co', '7,5 %', INSIGHTS_MESSAGES.noCompany, '2,5 %']);
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, 'Nordlys ApS')).toEqual([hrs(3600), pct(3600, 6000)]);
    await expect(cellsOf(table, INSIGHTS_MESSAGES.noCompany)).toEqual(['2,5', '2,5 %']);
    await expect(downloadsOf(canvasElement, TITLE).map((link) => link.href)).toEqual([DOWNLOADS.svg, DOWNLOADS.png, DOWNLOADS.excel]);
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
  },
};

export const Empty: Story = {
  args: { share: [] },
  play: async ({ canvasElement }) => {
    const figure = within(figureOf(canvasElement, TITLE));
    await expect(figure.getByText(INSIGHTS_MESSAGES.empty)).toBeVisible();
    await expect(figure.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const OneValue: Story = {
  args: { share: ONE_SHARE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: TITLE })).toHaveAccessibleDescription('Nordlys ApS booked all the hours, 100 %.');
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, 'Nordlys ApS')).toEqual(['10', '100 %']);
  },
};

/** 15 companies: the seven largest and 'Other' in the chart, every company in the table. */
export const ManyValues: Story = {
  args: { share: manyShares(15) },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    // Companies 1–15 booked 1–15 hours, 120 in all; 'Other' is companies 1–8, 36 hours.
    const texts = shownTexts(canvasElement);
    await expect(texts.filter((_, index) => index % 2 === 0)).toEqual(['Company 15', 'Company 14', 'Company 13', 'Company 12', 'Company 11', 'Company 10', 'Company 9', 'Other']);
    await expect(texts.at(-1)).toBe(pct(36, 120));
    const table = await openTable(canvasElement, TITLE);
    await expect(rowHeadersOf(table)).toHaveLength(15);
    await expect(cellsOf(table, 'Company 1')).toEqual(['1', pct(1, 120)]);
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
  },
};

export const LongNames: Story = {
  args: { share: LONG_SHARE },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(shownTexts(canvasElement).find((text) => text.startsWith('Østerbro'))).toMatch(/^Østerbro Arkitekter .*…$/);
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, LONG_COMPANY)).toEqual([hrs(900), pct(900, 4500)]);
  },
};

export const Phone: Story = {
  args: { downloads: DOWNLOADS },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, 'Birk & Co')).toEqual(['7,5', '7,5 %']);
  },
};
