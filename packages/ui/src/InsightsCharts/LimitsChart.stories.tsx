import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import { LimitsChart } from './LimitsChart';
import { LIMITS, LONG_COMPANY, LONG_LIMITS, LONG_ROOM, manyLimits, ONE_LIMIT } from './fixtures';
import { cellsOf, columnHeadersOf, DESKTOP, DOWNLOADS, downloadsOf, expectPainted, expectTextsFit, figureOf, hrs, openTable, PHONE, rowHeadersOf, shownTexts } from './storyChecks';

const TITLE = INSIGHTS_MESSAGES.charts.limits.title;
const C = INSIGHTS_MESSAGES.columns;

const meta = {
  title: 'Insights/LimitsChart',
  component: LimitsChart,
  args: { limits: LIMITS },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LimitsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each company in each room: how many of its booked days reached the daily limit (solid) and of its weeks the
 * weekly limit (hatched), written beside the bars.
 */
export const Default: Story = {
  args: { downloads: DOWNLOADS },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: TITLE });
    await expect(chart).toHaveAccessibleDescription(
      'Most often at the daily limit: Nordlys ApS · Birk, 8 of 10 days. Most often at the weekly limit: Nordlys ApS · Birk, 3 of 3 weeks.',
    );
    await expect(shownTexts(canvasElement)).toEqual([
      C.daysAtLimit,
      C.weeksAtLimit,
      'Nordlys ApS · Fjord',
      '3 of 12 days',
      '1 of 4 weeks',
      'Fjord Consulting · Fjord',
      '0 of 5 days',
      '0 of 2 weeks',
      'Nordlys ApS · Birk',
      '8 of 10 days',
      '3 of 3 weeks',
    ]);
    // The weeks' bars are hatched as well as coloured.
    await expect(chart.querySelectorAll('rect[fill^="url(#"]').length).toBeGreaterThan(0);
    const table = await openTable(canvasElement, TITLE);
    await expect(columnHeadersOf(table)).toEqual([
      C.company,
      C.room,
      C.bookedHours,
      C.dailyLimit,
      C.daysBooked,
      C.daysAtLimit,
      C.weeklyLimit,
      C.weeksBooked,
      C.weeksAtLimit,
    ]);
    await expect(cellsOf(table, 'Nordlys ApS', 'Fjord')).toEqual(['Fjord', hrs(2250), '4', '12', '3', '10', '4', '1']);
    await expect(cellsOf(table, 'Nordlys ApS', 'Birk')).toEqual(['Birk', hrs(1440), '2', '10', '8', '6', '3', '3']);
    await expect(downloadsOf(canvasElement, TITLE).map((link) => link.name)).toEqual(['Download SVG', 'Download PNG', 'Download Excel']);
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
  },
};

export const Empty: Story = {
  args: { limits: [] },
  play: async ({ canvasElement }) => {
    const figure = within(figureOf(canvasElement, TITLE));
    await expect(figure.getByText(INSIGHTS_MESSAGES.empty)).toBeVisible();
    await expect(figure.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** One company on one day: 'day' and 'week' in the singular. */
export const OneValue: Story = {
  args: { limits: ONE_LIMIT },
  play: async ({ canvasElement }) => {
    await expect(shownTexts(canvasElement)).toEqual(expect.arrayContaining(['1 of 1 day', '0 of 1 week']));
    await expect(within(canvasElement).getByRole('img', { name: TITLE })).toHaveAccessibleDescription(
      'Most often at the daily limit: Nordlys ApS · Fjord, 1 of 1 day. No week reached a weekly limit.',
    );
  },
};

export const ManyValues: Story = {
  args: { limits: manyLimits(25) },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const table = await openTable(canvasElement, TITLE);
    await expect(rowHeadersOf(table)).toHaveLength(25);
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
  },
};

/** Long names and three-digit counts on a phone: the name is cut, its count stays whole beside the bar. */
export const LongNames: Story = {
  args: { limits: LONG_LIMITS },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const texts = shownTexts(canvasElement);
    await expect(texts).toEqual(expect.arrayContaining(['118 of 120 days', '100 of 104 weeks']));
    await expect(texts.find((text) => text.startsWith('Østerbro'))).toMatch(/^Østerbro Arkitekter .*…$/);
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, LONG_COMPANY)[0]).toBe(LONG_ROOM);
  },
};

export const Phone: Story = {
  args: { downloads: DOWNLOADS },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, 'Fjord Consulting')).toEqual(['Fjord', hrs(600), '4', '5', '0', '10', '2', '0']);
  },
};
