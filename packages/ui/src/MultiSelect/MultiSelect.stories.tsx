import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VALIDATION } from '@roombook/domain/messages';
import { MultiSelect, NONE_SELECTED_TEXT, type MultiSelectKey } from './MultiSelect';

const FEATURES = [
  { id: 1, label: 'Projector' },
  { id: 2, label: 'Whiteboard' },
  { id: 3, label: 'Video conference' },
  { id: 4, label: 'Coffee machine' },
  { id: 5, label: 'Phone booth' },
];

const meta = {
  title: 'Components/MultiSelect',
  component: MultiSelect,
  args: { label: 'Features', name: 'features', items: FEATURES, onSelectionChange: fn() },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const tagsIn = (canvasElement: HTMLElement, label = 'Features') =>
  within(within(canvasElement).getByRole('grid', { name: `Selected ${label}` }));

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NONE_SELECTED_TEXT)).toBeVisible();
    const input = canvas.getByRole('combobox', { name: 'Features' });
    await userEvent.type(input, 'pro');
    await userEvent.click(await body().findByRole('option', { name: 'Projector' }));
    // The search is cleared for the next choice and the list stays open with what is left.
    await expect(input).toHaveValue('');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([1]);
    await expect(body().queryByRole('option', { name: 'Projector' })).not.toBeInTheDocument();
    await userEvent.type(input, 'white');
    await userEvent.click(await body().findByRole('option', { name: 'Whiteboard' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());
    // The choices are tags, in the order they were chosen.
    await expect(tagsIn(canvasElement).getAllByRole('row').map((row) => row.textContent)).toEqual(['Projector', 'Whiteboard']);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([1, 2]);
  },
};

/** A click on the field opens the whole list, as a select's does; a second choice follows from the open list. */
export const ClickOpensTheList: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Features' }));
    const list = within(await body().findByRole('listbox'));
    await expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual(FEATURES.map((feature) => feature.label));
    await userEvent.click(list.getByRole('option', { name: 'Whiteboard' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([2]);
    await userEvent.click(await body().findByRole('option', { name: 'Phone booth' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(tagsIn(canvasElement).getAllByRole('row').map((row) => row.textContent)).toEqual(['Whiteboard', 'Phone booth']);
    // Closed, a click opens it again.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Features' }));
    await expect(await body().findByRole('option', { name: 'Projector' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  args: { defaultSelectedKeys: [4] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Features' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    // Focus alone opens nothing; typing does.
    await expect(body().queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('video');
    await body().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([4, 3]);
    // Chosen items leave the list, which stays open for the next choice.
    const options = within(await body().findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual(['Projector', 'Whiteboard', 'Phone booth']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(tagsIn(canvasElement).getByRole('row', { name: 'Video conference' })).toBeVisible();
    // Tab moves on to the tags; Delete removes the focused tag.
    await userEvent.tab();
    await waitFor(() => expect(tagsIn(canvasElement).getByRole('row', { name: 'Coffee machine' })).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(tagsIn(canvasElement).queryByRole('row', { name: 'Coffee machine' })).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([3]);
  },
};

export const RemoveWithTheButton: Story = {
  args: { defaultSelectedKeys: [1, 2] },
  play: async ({ args, canvasElement }) => {
    const tags = tagsIn(canvasElement);
    await userEvent.click(tags.getByRole('button', { name: /Remove.*Projector/ }));
    await expect(tags.queryByRole('row', { name: 'Projector' })).not.toBeInTheDocument();
    await expect(tags.getByRole('row', { name: 'Whiteboard' })).toBeVisible();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([2]);
  },
};

export const NothingMatches: Story = {
  args: { label: 'Locations', name: 'locations', items: [{ id: 1, label: 'Copenhagen Harbour' }], emptyMessage: 'No locations found' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Locations' });
    await userEvent.type(input, 'zzz');
    await expect(await body().findByText('No locations found')).toBeVisible();
    // Escape closes the list and drops the unfinished search.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('');
  },
};

export const Invalid: Story = {
  args: { label: 'Locations', name: 'locations', items: [{ id: 1, label: 'Copenhagen Harbour' }], errorMessage: VALIDATION.selectLocations },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Locations' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(VALIDATION.selectLocations);
    await expect(within(canvasElement).getByText(VALIDATION.selectLocations)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKeys: [1, 3] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Features' })).toBeDisabled();
    // The chosen features are still shown, without remove buttons.
    await expect(tagsIn(canvasElement).getAllByRole('row')).toHaveLength(2);
    await expect(tagsIn(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

const MANY = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  label: index === 0 ? 'Wireless presentation system with two extra microphones' : `Feature number ${index + 1}`,
}));

export const LongText: Story = {
  args: {
    label: 'Features of the meeting room shown to everybody who books it',
    items: MANY,
    defaultSelectedKeys: MANY.map((item) => item.id),
    description: 'Only active features are shown in the calendar.',
  },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: /Selected Features of the meeting room/ });
    // Many tags wrap onto several lines inside the 240 px column.
    await expect(grid.getBoundingClientRect().width).toBeLessThanOrEqual(240);
    await expect(within(grid).getAllByRole('row')).toHaveLength(12);
    const long = within(grid).getByRole('row', { name: MANY[0]!.label });
    await expect(long.getBoundingClientRect().right).toBeLessThanOrEqual(grid.getBoundingClientRect().right + 1);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { defaultSelectedKeys: [1, 2, 3] },
  decorators: [(Story) => <div style={{ width: '90vw' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    // Each remove button is big enough to tap.
    for (const button of tagsIn(canvasElement).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};

function ControlledFeatures() {
  const [keys, setKeys] = useState<MultiSelectKey[]>([5]);
  return (
    <>
      <MultiSelect label="Features" items={FEATURES} selectedKeys={keys} onSelectionChange={setKeys} />
      <output aria-label="Feature ids">{keys.join(',')}</output>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledFeatures />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Features' }), 'coffee');
    await userEvent.click(await body().findByRole('option', { name: 'Coffee machine' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Feature ids' })).toHaveTextContent('5,4'));
  },
};

export const PostsWithTheForm: Story = {
  args: { defaultSelectedKeys: [2, 5] },
  render: (args) => (
    <form aria-label="Room" onSubmit={(event) => event.preventDefault()}>
      <MultiSelect {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Room' }) as HTMLFormElement;
    // Every chosen id is posted under the one name (the domain's idListField reads the list).
    await expect(new FormData(form).getAll('features')).toEqual(['2', '5']);
    await userEvent.click(tagsIn(canvasElement).getByRole('button', { name: /Remove.*Whiteboard/ }));
    await expect(new FormData(form).getAll('features')).toEqual(['5']);
  },
};
