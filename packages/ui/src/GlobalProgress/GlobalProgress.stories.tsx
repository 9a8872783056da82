import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { GlobalProgress } from './GlobalProgress';

const meta = {
  title: 'Components/GlobalProgress',
  component: GlobalProgress,
  args: { isActive: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GlobalProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async () => {
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    // Indeterminate: no value for assistive technology to read out.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    const box = bar.getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBeLessThanOrEqual(4);
  },
};

export const Idle: Story = {
  args: { isActive: false },
  play: async () => {
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

function Submitting() {
  const [isActive, setActive] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <GlobalProgress isActive={isActive} />
      <Button onPress={() => setActive((active) => !active)}>{isActive ? 'Finish' : 'Start request'}</Button>
    </div>
  );
}

export const TogglesWithARequest: Story = {
  render: () => <Submitting />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Start request' }));
    await expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async () => {
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    await expect(bar.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};
