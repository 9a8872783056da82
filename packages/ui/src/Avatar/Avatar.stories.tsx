import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';
import { BROKEN_IMAGE, SAMPLE_PORTRAIT } from './sample-images';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Ida Holm' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: SAMPLE_PORTRAIT },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Ida Holm' });
    await expect(image.tagName).toBe('IMG');
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(image.getBoundingClientRect().width).toBe(48);
  },
};

/** No image: the first letter of the name (spec §2, My Company). */
export const FirstLetter: Story = {
  args: { name: 'harbour Consulting ApS', src: null },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'harbour Consulting ApS' });
    await expect(avatar).toHaveTextContent(/^H$/);
  },
};

/** Loading failed (a broken or deleted image): the letter instead of a broken picture. */
export const ImageFailsToLoad: Story = {
  args: { name: 'Østergaard Design', src: BROKEN_IMAGE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Østergaard Design' })).toHaveTextContent(/^Ø$/));
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Empty: no name to show or announce; a decorative question mark. */
export const EmptyName: Story = {
  args: { name: '  ', src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText('?')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar name="Small Sara" size="small" />
      <Avatar name="Medium Mads" size="medium" src={SAMPLE_PORTRAIT} />
      <Avatar name="Large Lone" size="large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes = ['Small Sara', 'Medium Mads', 'Large Lone'].map(
      (name) => canvas.getByRole('img', { name }).getBoundingClientRect().height,
    );
    await expect(sizes).toEqual([32, 48, 96]);
  },
};

export const LongName: Story = {
  args: { name: 'Anne-Sophie Marguerite Christiansen-Vestergaard', size: 'large' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: /^Anne-Sophie/ });
    // Still one letter in a circle of fixed size.
    await expect(avatar).toHaveTextContent(/^A$/);
    await expect(avatar.getBoundingClientRect().width).toBe(96);
  },
};
