import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VALIDATION } from '@roombook/domain/messages';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { label: 'Start date', name: 'startDate', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** What the field shows: the text of its segments, e.g. '15/03/2025'. */
const shownDate = (canvasElement: HTMLElement, label = 'Start date') =>
  within(canvasElement).getByRole('group', { name: label }).textContent?.replace(/[\u2066-\u2069\u200e]/g, '');

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Empty, it shows the format: day, month and year, separated by '/'.
    await expect(shownDate(canvasElement)).toBe('dd/mm/yyyy');
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments.map((segment) => segment.dataset.type)).toEqual(['day', 'month', 'year']);
    await userEvent.tab();
    await waitFor(() => expect(segments[0]).toHaveFocus());
    await userEvent.keyboard('15032025');
    await expect(shownDate(canvasElement)).toBe('15/03/2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-15');
  },
};

/** Typing on after the year's fourth digit changes nothing; before, the year started over (2025 became 1400). */
export const YearStopsAtFourDigits: Story = {
  play: async ({ args, canvasElement }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await userEvent.tab();
    await waitFor(() => expect(segments[0]).toHaveFocus());
    await userEvent.keyboard('150320251400');
    await expect(shownDate(canvasElement)).toBe('15/03/2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-15');
    // Erasing the year lets the user type a new one.
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}2026');
    await expect(shownDate(canvasElement)).toBe('15/03/2026');
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: '2025-01-31' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    // Arrow Up on the day: 31 wraps to 01 within January.
    await expect(shownDate(canvasElement)).toBe('01/01/2025');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(shownDate(canvasElement)).toBe('01/12/2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-12-01');
  },
};

export const PickInTheCalendar: Story = {
  args: { defaultValue: '2025-03-15' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'March 2025' })).toBeVisible();
    // The week starts on Monday.
    const weekdays = [...dialog.querySelectorAll('th')].map((header) => header.textContent);
    await expect(weekdays[0]).toMatch(/^M/);
    await expect(weekdays[6]).toMatch(/^S/);
    await userEvent.click(within(dialog).getByRole('button', { name: /20 March 2025/ }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(shownDate(canvasElement)).toBe('20/03/2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-20');
  },
};

export const CalendarWithTheKeyboard: Story = {
  args: { defaultValue: '2025-03-15' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Calendar/ });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog');
    // Focus starts on the chosen day; arrows move by day and week, Enter picks.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /15 March 2025/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(shownDate(canvasElement)).toBe('23/03/2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-23');
  },
};

export const EarliestDay: Story = {
  args: { label: 'Date', name: 'date', defaultValue: '2025-03-15', minValue: '2025-03-12' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await body().findByRole('dialog');
    // Days before the earliest one cannot be picked.
    await expect(within(dialog).getByRole('button', { name: /11 March 2025/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: /12 March 2025/ })).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Invalid: Story = {
  args: { errorMessage: VALIDATION.invalidDate },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(VALIDATION.invalidDate)).toBeVisible();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByRole('group', { name: 'Start date' })).toHaveAccessibleDescription(VALIDATION.invalidDate);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2025-03-15' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
    await expect(shownDate(canvasElement)).toBe('15/03/2025');
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const LongText: Story = {
  args: {
    label: 'First day of the period the canteen report should cover, in your local time',
    description: 'Orders placed on this day are included. The report covers whole days in Copenhagen time.',
    errorMessage: VALIDATION.invalidDate,
  },
  decorators: [(Story) => <div style={{ width: 220 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /First day of the period/ });
    // The field and its calendar button keep inside the narrow column.
    const button = within(canvasElement).getByRole('button', { name: /Calendar/ }).getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(group.parentElement!.getBoundingClientRect().right + 1);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { defaultValue: '2025-03-15' },
  decorators: [(Story) => <div style={{ width: '90vw' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await body().findByRole('dialog');
    // The calendar fits on the screen and its days are big enough to tap.
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const day = within(dialog).getByRole('button', { name: /15 March 2025/ }).getBoundingClientRect();
    await expect(day.width).toBeGreaterThanOrEqual(24);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

function ControlledDate() {
  const [date, setDate] = useState<string | null>('2025-12-24');
  return (
    <>
      <DatePicker label="Date" value={date} onChange={setDate} />
      <output aria-label="ISO date">{date ?? 'none'}</output>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownDate(canvasElement, 'Date')).toBe('24/12/2025');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('status', { name: 'ISO date' })).toHaveTextContent('2025-12-25');
  },
};

export const PostsWithTheForm: Story = {
  args: { defaultValue: '2025-03-05' },
  render: (args) => (
    <form aria-label="Report" onSubmit={(event) => event.preventDefault()}>
      <DatePicker {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Report' }) as HTMLFormElement;
    // Shown as 05/03/2025, posted as ISO.
    await expect(shownDate(canvasElement)).toBe('05/03/2025');
    await expect(new FormData(form).get('startDate')).toBe('2025-03-05');
    // While a part is blank the field posts nothing, not the date it showed before.
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(shownDate(canvasElement)).toBe('dd/03/2025');
    await expect(new FormData(form).get('startDate')).toBe('');
    await userEvent.keyboard('07');
    await expect(new FormData(form).get('startDate')).toBe('2025-03-07');
  },
};

