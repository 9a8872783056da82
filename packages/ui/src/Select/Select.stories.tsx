import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VALIDATION } from '@roombook/domain/messages';
import { Select, SELECT_PLACEHOLDER } from './Select';

const LOCATIONS = [
  { id: 1, label: 'Copenhagen Harbour' },
  { id: 2, label: 'Aarhus Centre' },
  { id: 3, label: 'Odense Station' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Location', name: 'locationId', items: LOCATIONS, onSelectionChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Location/ });
    await expect(trigger).toHaveTextContent('Select an item');
    await userEvent.click(trigger);
    const listbox = await body().findByRole('listbox', { name: /Location/ });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Aarhus Centre' }));
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Aarhus Centre');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(2);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Location/ });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Copenhagen Harbour' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Odense Station');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(3);
    // Escape closes the list without changing the choice.
    await userEvent.keyboard('{ArrowDown}');
    await body().findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Odense Station');
  },
};

export const Chosen: Story = {
  args: { defaultSelectedKey: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Location/ })).toHaveTextContent('Copenhagen Harbour');
  },
};

export const Placeholder: Story = {
  args: { label: 'Company', name: 'companyId', placeholder: 'Choose a company…', items: [] , emptyMessage: 'No companies yet' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Company/ });
    await expect(trigger).toHaveTextContent('Choose a company…');
  },
};

/** In a Danish browser too, the placeholder is the product's English, not react-aria's 'Vælg et element'. */
export const PlaceholderInADanishBrowser: Story = {
  decorators: [
    (Story) => (
      <I18nProvider locale="da-DK">
        <Story />
      </I18nProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Location/ })).toHaveTextContent(SELECT_PLACEHOLDER);
  },
};

export const Empty: Story = {
  args: { label: 'Company', name: 'companyId', items: [], emptyMessage: 'No companies yet' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Company/ }));
    const listbox = await body().findByRole('listbox');
    await expect(within(listbox).getByText('No companies yet')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Invalid: Story = {
  args: { label: 'Company', name: 'companyId', errorMessage: VALIDATION.chooseCompany, isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(VALIDATION.chooseCompany)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Company/ })).toHaveAccessibleDescription(VALIDATION.chooseCompany);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 1 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Location/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(body().queryByRole('listbox')).not.toBeInTheDocument();
  },
};

const LONG_ITEMS = [
  { id: 1, label: 'Copenhagen Harbour shared offices, building B, second floor east wing' },
  { id: 2, label: 'Aarhus Centre' },
];

export const LongText: Story = {
  args: {
    label: 'Primary location for bookings made from the calendar on the dashboard',
    items: LONG_ITEMS,
    defaultSelectedKey: 1,
    description: 'The calendar opens on this location. You can switch location from the calendar toolbar.',
  },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Primary location/ });
    // The chosen text is cut with an ellipsis inside the button instead of widening it.
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(240);
    await userEvent.click(trigger);
    const option = await body().findByRole('option', { name: LONG_ITEMS[0]!.label });
    // In the open list the long option wraps and stays on screen.
    await expect(option.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { items: LONG_ITEMS },
  decorators: [(Story) => <div style={{ width: '90vw' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Location/ }));
    const listbox = await body().findByRole('listbox');
    const box = listbox.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
  },
};

function ControlledSelect() {
  const [key, setKey] = useState<string | number | null>(null);
  return (
    <>
      <Select label="Location" items={LOCATIONS} selectedKey={key} onSelectionChange={setKey} />
      <output aria-label="Chosen id">{key === null ? 'none' : String(key)}</output>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledSelect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Location/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Odense Station' }));
    await expect(canvas.getByRole('status', { name: 'Chosen id' })).toHaveTextContent('3');
  },
};

export const PostsWithTheForm: Story = {
  args: { defaultSelectedKey: 2 },
  render: (args) => (
    <form aria-label="Room" onSubmit={(event) => event.preventDefault()}>
      <Select {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Room' }) as HTMLFormElement;
    await expect(new FormData(form).get('locationId')).toBe('2');
  },
};
