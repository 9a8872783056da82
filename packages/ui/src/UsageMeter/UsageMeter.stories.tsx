import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TEXTS } from '@roombook/domain/messages';
import { UsageMeter } from './UsageMeter';

const FJORD = { id: 2, name: 'Fjord', dailyLimit: 4, weeklyLimit: 10 };
const BIRK = { id: 3, name: 'Birk', dailyLimit: 2, weeklyLimit: 6 };

const meta = {
  title: 'Calendar/UsageMeter',
  component: UsageMeter,
  args: {
    rooms: [FJORD],
    usage: [{ room: { id: 2, name: 'Fjord' }, dayUsed: 1.5, weekUsed: 6.25 }],
  },
} satisfies Meta<typeof UsageMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS.calendar.usageTitle }));
  return screen.findByRole('dialog', { name: TEXTS.calendar.usageTitle });
};

/** The popup titled 'Booking time used' shows today and this week against the room's limits. */
export const OneRoom: Story = {
  play: async ({ canvasElement }) => {
    const popup = within(await open(canvasElement));
    await expect(popup.getByText('Today - 1,5 / 4 hours')).toBeVisible();
    await expect(popup.getByText('This week - 6,25 / 10 hours')).toBeVisible();
    await expect(popup.getByRole('meter', { name: 'Today - 1,5 / 4 hours' })).toHaveAttribute('aria-valuenow', '1.5');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened the popup (react-aria restores it a frame after the popup goes).
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: TEXTS.calendar.usageTitle })).toHaveFocus());
  },
};

/** The calendar shows a later day of this week: that day by name, and this week. */
export const LaterThisWeek: Story = {
  args: { day: '2026-11-26', today: '2026-11-24' },
  play: async ({ canvasElement }) => {
    const popup = within(await open(canvasElement));
    await expect(popup.getByText('Thu 26 Nov - 1,5 / 4 hours')).toBeVisible();
    await expect(popup.getByText('This week - 6,25 / 10 hours')).toBeVisible();
  },
};

/** The calendar shows a day of another week: the day by name, and the week by its ISO number. */
export const AnotherWeek: Story = {
  args: { day: '2026-12-02', today: '2026-11-24' },
  play: async ({ canvasElement }) => {
    const popup = within(await open(canvasElement));
    await expect(popup.getByText('Wed 2 Dec - 1,5 / 4 hours')).toBeVisible();
    await expect(popup.getByRole('meter', { name: 'Week 49 - 6,25 / 10 hours' })).toBeVisible();
  },
};

/** ALL rooms: one block per room; a room without bookings shows 0. */
export const EveryRoom: Story = {
  args: { rooms: [FJORD, BIRK], usage: [{ room: { id: 2, name: 'Fjord' }, dayUsed: 4, weekUsed: 4 }] },
  play: async ({ canvasElement }) => {
    const popup = within(await open(canvasElement));
    await expect(popup.getByRole('region', { name: 'Birk' })).toHaveTextContent('Today - 0 / 2 hours');
    await expect(popup.getByRole('region', { name: 'Fjord' })).toHaveTextContent('Today - 4 / 4 hours');
  },
};

export const Loading: Story = {
  args: { usage: null },
  play: async ({ canvasElement }) => {
    const popup = within(await open(canvasElement));
    await expect(popup.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { rooms: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: TEXTS.calendar.usageTitle })).toBeDisabled();
  },
};

export const LongRoomNames: Story = {
  args: {
    rooms: [{ ...FJORD, name: 'The large conference hall on the fourth floor overlooking the harbour' }, BIRK],
    usage: [],
  },
  play: async ({ canvasElement }) => {
    const popup = await open(canvasElement);
    await expect(popup.scrollWidth).toBeLessThanOrEqual(popup.clientWidth + 1);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const popup = await open(canvasElement);
    await expect(popup.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
