import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TEXTS } from '@roombook/domain/messages';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: TEXTS.calendar.noRooms },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The calendar's empty state when the chosen locations have no rooms (spec §2). */
export const NoRoomsInLocations: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No rooms in this locations')).toBeVisible();
  },
};

export const NoLocations: Story = {
  args: { title: TEXTS.calendar.noLocations },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No locations found')).toBeVisible();
  },
};

const addFeature = fn();

export const WithTextAndAction: Story = {
  args: {
    title: 'No features yet',
    children: 'Features describe what a meeting room offers, such as a projector or a whiteboard.',
    action: <Button onPress={addFeature}>Add new feature</Button>,
  },
  beforeEach: () => {
    addFeature.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/such as a projector/)).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add new feature' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(addFeature).toHaveBeenCalledTimes(1);
  },
};

const LONG_TITLE =
  'No rooms in this locations — Copenhagen Harbour Business Centre, Aarhus Nordhavn Innovation House and Odense Station';

export const LongText: Story = {
  args: { title: LONG_TITLE, children: 'Choose other locations in the location picker above the calendar.' },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByText(LONG_TITLE);
    // The text wraps inside the box instead of overflowing it.
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(title.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const OnASmallScreen: Story = {
  args: { children: 'Choose other locations in the location picker above the calendar.' },
  globals: { viewport: { value: 'small', isRotated: false } },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByText(TEXTS.calendar.noRooms);
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
