import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INSIGHTS_MESSAGES } from '@roombook/domain/insights/page';
import { BusyHoursChart } from './BusyHoursChart';
import { HOUR_MINUTES, HOURS, NO_HOURS, ONE_HOUR, PART_OF_A_WEEK } from './fixtures';
import { cellsOf, DESKTOP, DOWNLOADS, downloadsOf, expectPainted, expectTextsFit, figureOf, hrs, openTable, pct, PHONE, rowHeadersOf, shownTexts } from './storyChecks';

const TITLE = INSIGHTS_MESSAGES.charts.hours.title;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const meta = {
  title: 'Insights/BusyHoursChart',
  component: BusyHoursChart,
  args: { hours: HOURS },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BusyHoursChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The week as a heat map: a row per weekday, a column per hour, darker the more was booked; the numbers as a table. */
export const Default: Story = {
  args: { downloads: DOWNLOADS },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: TITLE });
    // Tuesday 10–11 was booked 612 of its 720 minutes.
    const average = pct(sum(HOURS.map((hour) => hour.bookedMinutes)), 168 * HOUR_MINUTES);
    await expect(chart).toHaveAccessibleDescription(`Busiest hour: Tuesday 10:00–11:00, ${pct(612, 720)}. On average ${average} of the hours was booked.`);
    await expect(chart.querySelectorAll('rect > title')).toHaveLength(168);
    const texts = shownTexts(canvasElement);
    await expect(texts.slice(0, 7)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await expect(texts).toEqual(expect.arrayContaining(['00:00', '03:00', '21:00', '0 %', '50 %', '100 %']));
    const table = await openTable(canvasElement, TITLE);
    await expect(rowHeadersOf(table)).toHaveLength(168);
    await expect(cellsOf(table, 'Tuesday', '10:00–11:00')).toEqual(['10:00–11:00', hrs(612), '85 %']);
    await expect(cellsOf(table, 'Sunday', '23:00–00:00')).toEqual(['23:00–00:00', '0', '0 %']);
    await expect(downloadsOf(canvasElement, TITLE).map((link) => link.href)).toEqual([DOWNLOADS.svg, DOWNLOADS.png, DOWNLOADS.excel]);
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
  },
};

/** A period without hours (no rooms): nothing to show. */
export const Empty: Story = {
  args: { hours: NO_HOURS },
  play: async ({ canvasElement }) => {
    const figure = within(figureOf(canvasElement, TITLE));
    await expect(figure.getByText(INSIGHTS_MESSAGES.empty)).toBeVisible();
    await expect(figure.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** One booked hour: the one coloured cell; every other hour at 0 %. */
export const OneValue: Story = {
  args: { hours: ONE_HOUR },
  // The open table of 168 hours is taller than the visual check's default page: a device's view is pictured.
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: TITLE })).toHaveAccessibleDescription(
      `Busiest hour: Tuesday 10:00–11:00, ${pct(90, 720)}. On average ${pct(90, 168 * 720)} of the hours was booked.`,
    );
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, 'Tuesday', '10:00–11:00')).toEqual(['10:00–11:00', '1,5', '12,5 %']);
  },
};

/** The whole week booked in every office hour (the many-values case of a heat map is its 168 cells, all of them coloured). */
export const ManyValues: Story = {
  args: { hours: HOURS.map((hour) => ({ ...hour, bookedMinutes: Math.round((hour.minutes * ((hour.weekday * 24 + hour.hour) % 11)) / 10) })) },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
  },
};

/**
 * A period of Monday to Wednesday: the other days' hours did not happen and are outlines without colour, which
 * the legend names.
 */
export const PartOfAWeek: Story = {
  args: { hours: PART_OF_A_WEEK },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    await expect(shownTexts(canvasElement)).toContain('Not in the period');
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, 'Thursday', '10:00–11:00')).toEqual(['10:00–11:00', '0', '0 %']);
  },
};

/** A 390 px phone: the cells shrink, the hours keep their labels' size (two digits), nothing overlaps. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectTextsFit(canvasElement);
    await expectPainted(canvasElement);
    await expect(shownTexts(canvasElement)).toEqual(expect.arrayContaining(['00', '09', '21']));
    const table = await openTable(canvasElement, TITLE);
    await expect(cellsOf(table, 'Friday', '08:00–09:00')).toEqual(['08:00–09:00', hrs(144), pct(144, 720)]);
  },
};
