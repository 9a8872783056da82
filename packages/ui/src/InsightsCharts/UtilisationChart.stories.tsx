import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import { UtilisationChart } from './UtilisationChart';
import { LONG_ROOM, LONG_ROOMS, manyRooms, ONE_ROOM, OPEN_MINUTES, ROOMS } from './fixtures';
import { cellsOf, DESKTOP, DOWNLOADS, downloadsOf, expectPainted, expectTextsFit, figureOf, hrs, openTable, pct, PHONE, rowHeadersOf, shownTexts } from './storyChecks';

const TITLE = INSIGHTS_MESSAGES.charts.utilisation.title;

const meta = {
  title: 'Insights/UtilisationChart',
  component: UtilisationChart,
  args: { rooms: ROOMS, openMinutes: OPEN_MINUTES },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UtilisationChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bar per room, the most used first, its share of the open hours beside it; the same numbers as a table; the downloads. */
export const Default: Story = {
  args: { downloads: DOWNLOADS },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: TITLE });
    // Fjord: 8.316 of 13.200 open minutes; Birk 3.300; Ask none.
    await expect(chart).toHaveAccessibleDescription(`Most used: Fjord · Harbour House, ${pct(8316, 13_200)}. Least used: Ask · Harbour House, ${pct(0, 13_200)}.`);
    await expect(shownTexts(canvasElement)).toEqual(['Fjord · Harbour House', '63 %', 'Birk · Harbour House', '25 %', 'Ask · Harbour House', '0 %']);
    const table = await openTable(canvasElement, TITLE);
    await expect(rowHeadersOf(table)).toEqual(['Fjord', 'Birk', 'Ask']);
    // Booked hours are every booked hour (6 of Fjord's outside the open hours); utilisation counts those inside.
    await expect(cellsOf(table, 'Fjord')).toEqual(['Harbour House', hrs(8676), hrs(13_200), pct(8316, 13_200)]);
    await expect(cellsOf(table, 'Fjord')).toEqual(['Harbour House', '144,6', '220', '63 %']);
    await expect(downloadsOf(canvasElement, TITLE)).toEqual([
      { name: 'Download SVG', href: DOWNLOADS.svg, download: true },
      { name: 'Download PNG', href: DOWNLOADS.png, download: true },
      { name: 'Download Excel', href: DOWNLOADS.excel, download: true },
    ]);
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
  },
};

/**
 * "Show as table" is a native disclosure (`<details>`): the Tab key reaches it, and the browser opens it with
 * Enter or Space, and with JavaScript off.
 */
export const ShowAsTable: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(figureOf(canvasElement, TITLE));
    const summary = figure.getByText(INSIGHTS_MESSAGES.showAsTable);
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await expect(summary.tagName).toBe('SUMMARY');
    await expect(figure.queryByRole('table', { name: TITLE })).not.toBeVisible();
    await userEvent.click(summary);
    await expect(figure.getByRole('table', { name: TITLE })).toBeVisible();
    await userEvent.click(summary);
    await expect(figure.queryByRole('table', { name: TITLE })).not.toBeVisible();
  },
};

/** No rooms: the figure says there is nothing, without a chart, a table or downloads. */
export const Empty: Story = {
  args: { rooms: [], downloads: DOWNLOADS },
  play: async ({ canvasElement }) => {
    const figure = within(figureOf(canvasElement, TITLE));
    await expect(figure.getByText(INSIGHTS_MESSAGES.empty)).toBeVisible();
    await expect(figure.queryByRole('img')).not.toBeInTheDocument();
    await expect(figure.queryByText(INSIGHTS_MESSAGES.showAsTable)).not.toBeInTheDocument();
    await expect(figure.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const OneValue: Story = {
  args: { rooms: ONE_ROOM },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: TITLE })).toHaveAccessibleDescription(
      `Fjord · Harbour House: ${pct(6600, 13_200)} of the open hours booked.`,
    );
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, 'Fjord')).toEqual(['Harbour House', hrs(6600), hrs(13_200), '50 %']);
  },
};

/** 40 rooms: a bar each, the most used first; the table lists them all. */
export const ManyValues: Story = {
  args: { rooms: manyRooms(40) },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: TITLE }).querySelectorAll('title')).toHaveLength(1 + 2 * 40);
    const table = await openTable(canvasElement, TITLE);
    await expect(rowHeadersOf(table)).toHaveLength(40);
    await expect(cellsOf(table, 'Room 40').at(-1)).toBe(pct(Math.round(13_200 * (1 - 39 / 40)), 13_200));
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
  },
};

/** A 60-character name on a phone: cut with an ellipsis in the drawing, whole in its tooltip and in the table. */
export const LongNames: Story = {
  args: { rooms: LONG_ROOMS },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const label = shownTexts(canvasElement)[0]!;
    await expect(label).toMatch(/^The large conference hall .*…$/);
    await expect(within(canvasElement).getByRole('img', { name: TITLE }).querySelector('text title')).toHaveTextContent(
      `${LONG_ROOM} · Nordhavn Business Centre, building B`,
    );
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
    const table = await openTable(canvasElement, TITLE);
    await expect(within(table).getByRole('rowheader', { name: LONG_ROOM })).toBeVisible();
  },
};

/** A 390 px phone: the bars fit the width, the names and values keep their size, the table's rows are cards. */
export const Phone: Story = {
  args: { downloads: DOWNLOADS },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, 'Birk')).toEqual(['Harbour House', hrs(3300), hrs(13_200), pct(3300, 13_200)]);
    await expect(figureOf(canvasElement, TITLE).scrollWidth).toBeLessThanOrEqual(figureOf(canvasElement, TITLE).clientWidth);
  },
};
