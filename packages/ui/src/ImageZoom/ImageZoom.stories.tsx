import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BROKEN_IMAGE, SAMPLE_ROOM_PHOTO } from '../Avatar/sample-images';
import { ImageZoom } from './ImageZoom';

const meta = {
  title: 'Components/ImageZoom',
  component: ImageZoom,
  args: { src: SAMPLE_ROOM_PHOTO, alt: 'Fjord' },
} satisfies Meta<typeof ImageZoom>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thumbnail: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enlarge image: Fjord' });
    const image = button.querySelector('img')!;
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
    await expect(image.getBoundingClientRect().width).toBe(48);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ClickToEnlarge: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enlarge image: Fjord' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Fjord' });
    const large = within(dialog).getByRole('img', { name: 'Fjord' });
    await waitFor(() => expect(large.getBoundingClientRect().width).toBeGreaterThan(300));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const KeyboardToEnlarge: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enlarge image: Fjord' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Fjord' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Error: the picture cannot be loaded; a placeholder says what it was, nothing to enlarge. */
export const ImageFailsToLoad: Story = {
  args: { src: BROKEN_IMAGE, alt: 'Kattegat' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Kattegat' })).toBeVisible());
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LargeThumbnail: Story = {
  args: { size: 120 },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('button').querySelector('img')!;
    await expect(image.getBoundingClientRect().height).toBe(120);
  },
};

const LONG_ALT = 'Copenhagen Harbour Business Centre — Large boardroom on the fourth floor with a view of the harbour';

export const LongText: Story = {
  args: { alt: LONG_ALT },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Enlarge image: ${LONG_ALT}` }));
    const dialog = await screen.findByRole('dialog', { name: LONG_ALT });
    const title = within(dialog).getByRole('heading', { name: LONG_ALT });
    // The title wraps inside the dialog.
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
};

export const OnASmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enlarge image: Fjord' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fjord' });
    const large = within(dialog).getByRole('img', { name: 'Fjord' });
    await waitFor(() => expect(large.getBoundingClientRect().width).toBeGreaterThan(200));
    // The whole picture fits the screen's width.
    await expect(large.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(large.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  },
};
