import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TEXTS } from '@roombook/domain/messages';
import { Link } from '../Link/Link';
import { SignInLayout } from './SignInLayout';

const meta = {
  title: 'Components/SignInLayout',
  component: SignInLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: TEXTS.forgotPassword.heading,
    children: (
      <>
        <p style={{ margin: 0 }}>{TEXTS.forgotPassword.text}</p>
        <Link href="/">{TEXTS.forgotPassword.back}</Link>
      </>
    ),
  },
} satisfies Meta<typeof SignInLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByText('roombook')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: TEXTS.forgotPassword.heading })).toBeVisible();
    // The card is centred horizontally.
    const card = canvas.getByRole('heading', { level: 1 }).parentElement!.getBoundingClientRect();
    await expect(Math.abs(card.left - (window.innerWidth - card.right))).toBeLessThanOrEqual(2);
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: <h1 style={{ margin: 0 }}>Sign in</h1> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    const card = heading.parentElement!.getBoundingClientRect();
    // The card uses the whole width minus the page padding.
    await expect(card.width).toBeGreaterThan(window.innerWidth - 40);
  },
};
