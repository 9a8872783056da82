import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VALIDATION } from '@roombook/domain/messages';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Period', startName: 'startDate', endName: 'endDate', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const clean = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069\u200e]/g, '');
/** The range as shown, e.g. '01/03/2025–31/03/2025'. */
const shownRange = (canvasElement: HTMLElement) => clean(within(canvasElement).getByRole('group', { name: 'Period' }).textContent);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(shownRange(canvasElement)).toBe('dd/mm/yyyy–dd/mm/yyyy');
    await userEvent.tab();
    // Typing runs from the start date straight on into the end date.
    await userEvent.keyboard('01032025');
    await userEvent.keyboard('31032025');
    await expect(shownRange(canvasElement)).toBe('01/03/2025–31/03/2025');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2025-03-01', end: '2025-03-31' });
  },
};

export const PickInTheCalendar: Story = {
  args: { defaultValue: { start: '2025-03-01', end: '2025-03-31' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'March 2025' })).toBeVisible();
    // The first press picks the start, the second the end.
    await userEvent.click(within(dialog).getByRole('button', { name: /10 March 2025/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /14 March 2025/ }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(shownRange(canvasElement)).toBe('10/03/2025–14/03/2025');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2025-03-10', end: '2025-03-14' });
  },
};

export const CalendarWithTheKeyboard: Story = {
  args: { defaultValue: { start: '2025-03-03', end: '2025-03-07' } },
  play: async ({ args, canvasElement }) => {
    // Alt+Arrow Down in the field opens the calendar (the mouse stays out of it: hovering a day would
    // extend the range too).
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /\b3 March 2025/ })).toHaveFocus());
    // Enter starts a range on the focused day, arrows extend it, Enter ends it.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /10 March 2025/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    // The start is set and focus moves on to the next day (react-aria's cue that a range is under way).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /11 March 2025/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /12 March 2025/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(shownRange(canvasElement)).toBe('10/03/2025–12/03/2025');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2025-03-10', end: '2025-03-12' });
  },
};

export const Invalid: Story = {
  args: { defaultValue: { start: '2025-03-31', end: '2025-03-01' }, errorMessage: VALIDATION.invalidDate },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(VALIDATION.invalidDate)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Period' })).toHaveAccessibleDescription(expect.stringContaining(VALIDATION.invalidDate));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: '2025-03-01', end: '2025-03-31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
    await expect(shownRange(canvasElement)).toBe('01/03/2025–31/03/2025');
  },
};

export const LongText: Story = {
  args: {
    label: 'Period',
    description: 'The report covers whole days from the first to the last day, both included, in Copenhagen time.',
    defaultValue: { start: '2025-03-01', end: '2025-03-31' },
  },
  decorators: [(Story) => <div style={{ width: 200 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('group', { name: 'Period' });
    // In a narrow column the end date wraps under the start date; nothing sticks out.
    const [firstDay] = within(field).getAllByRole('spinbutton');
    const lastYear = within(field).getAllByRole('spinbutton').at(-1)!;
    await expect(lastYear.getBoundingClientRect().top).toBeGreaterThan(firstDay!.getBoundingClientRect().top);
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(field.parentElement!.getBoundingClientRect().right + 1);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { defaultValue: { start: '2025-03-01', end: '2025-03-31' } },
  decorators: [(Story) => <div style={{ width: '90vw' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const PostsWithTheForm: Story = {
  args: { defaultValue: { start: '2025-03-01', end: '2025-03-31' } },
  render: (args) => (
    <form aria-label="Report" onSubmit={(event) => event.preventDefault()}>
      <DateRangePicker {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Report' }) as HTMLFormElement;
    await expect(new FormData(form).get('startDate')).toBe('2025-03-01');
    await expect(new FormData(form).get('endDate')).toBe('2025-03-31');
  },
};
