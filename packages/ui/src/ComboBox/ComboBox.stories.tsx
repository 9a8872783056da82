import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TEXTS, VALIDATION } from '@roombook/domain/messages';
import { ComboBox } from './ComboBox';

const COMPANIES = [
  { id: 1, label: 'Nordlys ApS' },
  { id: 2, label: 'Havnefront Consulting' },
  { id: 3, label: 'Nordic Design Studio' },
  { id: 4, label: 'Aarhus Analytics' },
];

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: { label: 'Company', name: 'companyId', items: COMPANIES, onSelectionChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Company' });
    await userEvent.type(input, 'nord');
    const listbox = await body().findByRole('listbox');
    // Typing filters the list (case-insensitive, anywhere in the name).
    await expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Nordlys ApS',
      'Nordic Design Studio',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Nordic Design Studio' }));
    await expect(input).toHaveValue('Nordic Design Studio');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(3);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Company' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('havn');
    await body().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Havnefront Consulting');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());
    // Alt+Arrow Down opens the whole list.
    await userEvent.clear(input);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(within(await body().findByRole('listbox')).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
  },
};

export const OpenWithTheButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(within(await body().findByRole('listbox')).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
  },
};

export const NothingMatches: Story = {
  args: { label: 'Location', name: 'locationId', emptyMessage: TEXTS.calendar.noLocations },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Location' }), 'zzz');
    await expect(await body().findByText(TEXTS.calendar.noLocations)).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Chosen: Story = {
  args: { defaultSelectedKey: 4 },
  play: async ({ canvasElement }) => {
    // react-aria fills the input from the chosen item once the list of items is built, a render later.
    await waitFor(() => expect(within(canvasElement).getByRole('combobox', { name: 'Company' })).toHaveValue('Aarhus Analytics'));
  },
};

export const Invalid: Story = {
  args: { errorMessage: VALIDATION.chooseCompany, isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Company' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(VALIDATION.chooseCompany);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Company' })).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'The company that owns this booking and receives the monthly invoice',
    items: [{ id: 9, label: 'Copenhagen Harbour Shared Offices and Meeting Rooms International Holding ApS' }, ...COMPANIES],
    description: 'Type a part of the name to narrow the list.',
  },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /The company that owns/ });
    await userEvent.type(input, 'holding');
    const option = await body().findByRole('option', { name: /International Holding ApS/ });
    await expect(option.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  decorators: [(Story) => <div style={{ width: '100%' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    // Under load the popover can take longer than findBy's one second to open.
    const listbox = await body().findByRole('listbox', {}, { timeout: 10_000 });
    // The list is as wide as the field and stays on screen.
    const field = canvas.getByRole('combobox', { name: 'Company' }).parentElement!.getBoundingClientRect();
    await expect(listbox.getBoundingClientRect().width).toBeGreaterThanOrEqual(field.width - 2);
    await expect(listbox.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
  },
};

export const PostsWithTheForm: Story = {
  args: { defaultSelectedKey: 2 },
  render: (args) => (
    <form aria-label="User" onSubmit={(event) => event.preventDefault()}>
      <ComboBox {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'User' }) as HTMLFormElement;
    // The post carries the id, not the shown name.
    await expect(new FormData(form).get('companyId')).toBe('2');
  },
};
