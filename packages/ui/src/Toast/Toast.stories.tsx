import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TOAST_DURATION_MS } from '@roombook/domain/constants';
import { ERRORS, SUCCESS } from '@roombook/domain/messages';
import { Button } from '../Button/Button';
import { ToastRegion, createToastQueue, showToast, type ToastContent } from './Toast';

function ToastDemo({ toasts }: { toasts: ToastContent[] }) {
  const [queue] = useState(createToastQueue);
  return (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {toasts.map((content) => (
          <Button key={content.message} variant="secondary" onPress={() => showToast(queue, content)}>
            {`Show ${content.kind}`}
          </Button>
        ))}
        <Button onPress={() => toasts.forEach((content) => showToast(queue, content))}>Show all</Button>
      </div>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: {
    toasts: [
      { kind: 'success', message: SUCCESS.loggedIn },
      { kind: 'info', message: 'Your booking starts in 15 minutes' },
      { kind: 'error', message: ERRORS.invalidCredentials },
    ],
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const toast = await screen.findByRole('alertdialog', { name: SUCCESS.loggedIn });
    // Announced: the message sits in a live alert inside the notifications landmark ('1 notification.').
    await expect(within(toast).getByRole('alert')).toHaveTextContent(SUCCESS.loggedIn);
    await expect(screen.getByRole('region', { name: /notification/i })).toContainElement(toast);
    await expect(within(toast).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const DisappearsAfterTwoSeconds: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info' }));
    const shownAt = performance.now();
    await screen.findByRole('alertdialog', { name: 'Your booking starts in 15 minutes' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: TOAST_DURATION_MS + 1500,
    });
    // Not before its 2 seconds were up.
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(TOAST_DURATION_MS - 100);
    await expect(screen.queryByRole('region', { name: /notification/i })).not.toBeInTheDocument();
  },
};

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    const toast = await screen.findByRole('alertdialog', { name: ERRORS.invalidCredentials });
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Your booking starts in 15 minutes' });
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Your booking starts in 15 minutes');
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show all' }));
    const toasts = await screen.findAllByRole('alertdialog');
    await expect(toasts).toHaveLength(3);
    // Stacked vertically, not on top of each other.
    const [a, b] = toasts.map((t) => t.getBoundingClientRect());
    await expect(Math.abs(a!.top - b!.top)).toBeGreaterThanOrEqual(a!.height);
    // Closing one leaves the others.
    await userEvent.click(within(toasts[0]!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(2));
  },
};

export const LongMessage: Story = {
  args: {
    toasts: [
      {
        kind: 'error',
        message:
          'This will lead to the removal of all the meeting rooms associated with these locations, and it has to wrap',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    const toast = await screen.findByRole('alertdialog');
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const toast = await screen.findByRole('alertdialog', { name: SUCCESS.loggedIn });
    // Full width (minus a small margin) at the top of a small screen, below the app bar.
    await expect(toast.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 40);
    await expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(56);
    await expect(toast.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight / 2);
  },
};
