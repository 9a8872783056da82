import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureChips } from './FeatureChips';

const meta = {
  title: 'Calendar/FeatureChips',
  component: FeatureChips,
  args: {
    'aria-label': 'Features of Kattegat',
    features: [
      { id: 1, name: 'Projector', isActive: true },
      { id: 2, name: 'Whiteboard', isActive: true },
      { id: 3, name: 'Video conferencing', isActive: true },
      { id: 4, name: 'Coffee machine', isActive: false },
    ],
  },
} satisfies Meta<typeof FeatureChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the active features are shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Features of Kattegat' });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Projector', 'Whiteboard', 'Video conferencing']);
    await expect(within(canvasElement).queryByText('Coffee machine')).not.toBeInTheDocument();
  },
};

/** No active features: nothing is drawn. */
export const Empty: Story = {
  args: { features: [{ id: 4, name: 'Coffee machine', isActive: false }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

export const LongNames: Story = {
  args: {
    features: [
      { id: 1, name: 'Hybrid meeting kit with ceiling microphones, two cameras and a 98-inch screen', isActive: true },
      { id: 2, name: 'Whiteboard', isActive: true },
    ],
  },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'small', isRotated: false } } };
