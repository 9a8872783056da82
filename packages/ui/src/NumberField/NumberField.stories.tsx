import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DAILY_LIMIT_MAX_HOURS, DAILY_LIMIT_MIN_HOURS } from '@roombook/domain/constants';
import { VALIDATION } from '@roombook/domain/messages';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Seats', name: 'seatsNumber', minValue: 0, onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Seats' });
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(input).toHaveValue('12');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 8 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Seats' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('10');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('9');
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
  },
};

export const Steppers: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Seats' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(input).toHaveValue('0');
    // 0 is the minimum: the − button is disabled there.
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
  },
};

export const ClampedToTheLimits: Story = {
  args: {
    label: 'Daily limit (hours)',
    name: 'dailyLimit',
    minValue: DAILY_LIMIT_MIN_HOURS,
    maxValue: DAILY_LIMIT_MAX_HOURS,
    description: 'Hours a company may book this room per day',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Daily limit (hours)' });
    await userEvent.type(input, '30');
    await userEvent.tab();
    // Leaving the field clamps it to the maximum of 24 hours.
    await expect(input).toHaveValue('24');
    await expect(input).toHaveAccessibleDescription('Hours a company may book this room per day');
  },
};

export const Invalid: Story = {
  args: { label: 'Daily limit (hours)', name: 'dailyLimit', defaultValue: 24, errorMessage: VALIDATION.maxDailyLimit },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Daily limit (hours)' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(VALIDATION.maxDailyLimit);
    await expect(within(canvasElement).getByText(VALIDATION.maxDailyLimit)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { label: 'Position', name: 'position', placeholder: '1', defaultValue: 3 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Position' });
    await userEvent.clear(input);
    await expect(input).toHaveAttribute('placeholder', '1');
    await userEvent.tab();
    await expect(input).toHaveValue('');
    // An empty field is null, not 0 or NaN.
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Percent: Story = {
  args: {
    label: 'Discount',
    name: 'discount',
    minValue: 0,
    maxValue: 1,
    step: 0.01,
    defaultValue: 0.15,
    formatOptions: { style: 'percent' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Discount' });
    // The Danish format puts a (no-break) space before the sign.
    await expect((input as HTMLInputElement).value).toMatch(/^15\s%$/);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect((input as HTMLInputElement).value).toMatch(/^16\s%$/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Seats' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Weekly limit in hours for every company that books this meeting room at the harbour location',
    name: 'weeklyLimit',
    defaultValue: 1234567,
    description: 'Must be at least the daily limit. Leave the default when the room has no weekly limit at all.',
    errorMessage: VALIDATION.weeklyAtLeastDaily,
  },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Weekly limit/ });
    // The Danish format (ADR 023), as every number of the interface.
    await expect(input).toHaveValue('1.234.567');
    // The steppers stay inside the narrow field.
    const group = input.parentElement!.getBoundingClientRect();
    await expect(canvas.getByRole('button', { name: /Increase/ }).getBoundingClientRect().right).toBeLessThanOrEqual(group.right);
    await expect(group.width).toBeLessThanOrEqual(240);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  decorators: [(Story) => <div style={{ width: '100%' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    const canvas = within(canvasElement);
    // The stepper buttons are big enough to tap (WCAG 2.5.8: 24 × 24 px at least).
    const plus = canvas.getByRole('button', { name: /Increase/ }).getBoundingClientRect();
    await expect(plus.width).toBeGreaterThanOrEqual(24);
    await expect(plus.height).toBeGreaterThanOrEqual(24);
  },
};

function ControlledSeats() {
  const [seats, setSeats] = useState<number | null>(4);
  return (
    <>
      <NumberField label="Seats" name="seatsNumber" minValue={0} value={seats} onChange={setSeats} />
      <output aria-label="Seats value">{seats === null ? 'none' : String(seats)}</output>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledSeats />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(canvas.getByRole('status', { name: 'Seats value' })).toHaveTextContent('5');
  },
};

export const PostsWithTheForm: Story = {
  args: { defaultValue: 1500, name: 'seatsNumber' },
  render: (args) => (
    <form aria-label="Room" onSubmit={(event) => event.preventDefault()}>
      <NumberField {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Room' }) as HTMLFormElement;
    // The post carries the plain number, not the formatted '1.500'.
    await expect(new FormData(form).get('seatsNumber')).toBe('1500');
  },
};
