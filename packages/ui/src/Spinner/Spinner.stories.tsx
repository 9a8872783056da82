import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageSpinner, Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    // Indeterminate: no value to read out, and it turns.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expect(spinner).toBeVisible();
    await expect(getComputedStyle(spinner).animationName).not.toBe('none');
    await expect(spinner.getBoundingClientRect().width).toBe(32);
  },
};

export const NamedForWhatLoads: Story = {
  args: { label: 'Loading meeting rooms' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading meeting rooms' })).toBeVisible();
  },
};

/** A screen loaded on demand: the large ring in the middle of the space the screen will take. */
export const Page: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <PageSpinner label="Loading the calendar" />,
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading the calendar' });
    await expect(spinner.getBoundingClientRect().width).toBe(56);
    const box = spinner.parentElement!.getBoundingClientRect();
    const ring = spinner.getBoundingClientRect();
    // Centred in its box, both ways.
    await expect(Math.abs(ring.left + ring.width / 2 - (box.left + box.width / 2))).toBeLessThan(1);
    await expect(Math.abs(ring.top + ring.height / 2 - (box.top + box.height / 2))).toBeLessThan(1);
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size="small" label="Small" />
      <Spinner size="medium" label="Medium" />
      <Spinner size="large" label="Large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('progressbar', { name }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([16, 32, 56]);
  },
};

/** Spec §4: while a request runs, a spinner replaces the content; then the content comes back. */
function LoadingPanel() {
  const [isLoading, setLoading] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'center', minWidth: 240 }}>
      {isLoading ? <Spinner label="Loading bookings" size="large" /> : <p>3 bookings today</p>}
      <Button variant="secondary" onPress={() => setLoading((loading) => !loading)}>
        {isLoading ? 'Finish loading' : 'Reload'}
      </Button>
    </div>
  );
}

export const ReplacesContentWhileLoading: Story = {
  render: () => <LoadingPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading bookings' })).toBeVisible();
    await expect(canvas.queryByText('3 bookings today')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
    await expect(canvas.getByText('3 bookings today')).toBeVisible();
  },
};

export const OnASmallScreen: Story = {
  args: { size: 'large' },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' }).getBoundingClientRect().width).toBe(56);
  },
};
