import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TEXTS } from '@roombook/domain/messages';
import { Link } from './Link';

const navigate = fn();

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/forgot-password', children: TEXTS.signIn.forgotPassword },
  beforeEach: () => {
    navigate.mockClear();
  },
  // The app wraps everything in RouterProvider; here a spy stands in for the router.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(link);
    await expect(navigate.mock.calls.at(-1)?.[0]).toBe('/forgot-password');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot password?' });
    await userEvent.tab();
    await waitFor(() => expect(link).toHaveFocus());
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(navigate.mock.calls.at(-1)?.[0]).toBe('/forgot-password');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Read the room rules for every meeting room at the Copenhagen Harbour location before booking' },
  decorators: [(Story) => <p style={{ width: 260 }}><Story /></p>],
};
