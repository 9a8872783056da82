import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FORM_MESSAGES } from '@roombook/domain/common/fields';
import { MoneyField } from './MoneyField';

const meta = {
  title: 'Components/MoneyField',
  component: MoneyField,
  args: { label: 'Hourly rate', name: 'hourlyRate', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Hourly rate' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '125,50');
    // 125.50 × 1.25 = 156.875, rounded half up to 156.88.
    await expect(canvas.getByText('125,50 DKK (156,88 with tax)')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('125,50 DKK (156,88 with tax)');
    await expect(args.onChange).toHaveBeenLastCalledWith(12550);
  },
};

export const DecimalComma: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('99,95');
    await expect(canvas.getByText('99,95 DKK (124,94 with tax)')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(9995);
  },
};

export const WithAnAmount: Story = {
  args: { defaultValue: 20000, description: 'Leave empty for a room without a rate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Hourly rate' })).toHaveValue('200,00');
    await expect(canvas.getByText('200,00 DKK (250,00 with tax)')).toBeVisible();
  },
};

export const ZeroIsARate: Story = {
  args: { defaultValue: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0,00 DKK (0,00 with tax)')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { defaultValue: 1000, description: 'Leave empty for a room without a rate' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Hourly rate' }));
    // No amount: no with-tax line, and the value is null.
    await expect(canvas.queryByText(/with tax/)).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('textbox', { name: 'Hourly rate' })).toHaveAccessibleDescription('Leave empty for a room without a rate');
  },
};

export const NotAnAmount: Story = {
  args: { defaultValue: 1000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Hourly rate' });
    await userEvent.clear(input);
    await userEvent.type(input, '12.345');
    await expect(canvas.queryByText(/with tax/)).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Invalid: Story = {
  args: { errorMessage: FORM_MESSAGES.moneyDecimals },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Hourly rate' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input.getAttribute('aria-describedby')).toBeTruthy();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(FORM_MESSAGES.moneyDecimals));
    await expect(within(canvasElement).getByText(FORM_MESSAGES.moneyDecimals)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 45000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Hourly rate' })).toBeDisabled();
    await expect(canvas.getByText('450,00 DKK (562,50 with tax)')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Hourly rate charged to companies outside the location, before tax',
    defaultValue: 123456789,
    description: 'Companies that rent offices at the location pay their own agreed rate instead.',
  },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByText('1.234.567,89 DKK (1.543.209,86 with tax)');
    // The long line wraps inside the column.
    await expect(preview.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
    await expect(canvas.getByRole('textbox', { name: /Hourly rate charged/ })).toHaveValue('1234567,89');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { defaultValue: 12550 },
  decorators: [(Story) => <div style={{ width: '90vw' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    const canvas = within(canvasElement);
    // The currency sits inside the field, after the amount.
    const input = canvas.getByRole('textbox', { name: 'Hourly rate' }).getBoundingClientRect();
    const currency = canvas.getByText('DKK', { selector: 'span' }).getBoundingClientRect();
    await expect(currency.right).toBeLessThanOrEqual(input.right);
    await expect(currency.left).toBeGreaterThan(input.left + input.width / 2);
  },
};

function ControlledRate() {
  const [ore, setOre] = useState<number | null>(10000);
  return (
    <>
      <MoneyField label="Hourly rate" value={ore} onChange={setOre} />
      <output aria-label="Amount in øre">{ore === null ? 'none' : String(ore)}</output>
      <button type="button" onClick={() => setOre(30000)}>
        Use the standard rate
      </button>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledRate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Hourly rate' });
    await expect(input).toHaveValue('100,00');
    await userEvent.clear(input);
    await userEvent.type(input, '80');
    // What the user types stays as typed ('80', not reformatted to '80,00').
    await expect(input).toHaveValue('80');
    await expect(canvas.getByRole('status', { name: 'Amount in øre' })).toHaveTextContent('8000');
    // A new amount from outside replaces the text.
    await userEvent.click(canvas.getByRole('button', { name: 'Use the standard rate' }));
    await expect(input).toHaveValue('300,00');
    await expect(canvas.getByText('300,00 DKK (375,00 with tax)')).toBeVisible();
  },
};

export const PostsWithTheForm: Story = {
  render: (args) => (
    <form aria-label="Room" onSubmit={(event) => event.preventDefault()}>
      <MoneyField {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hourly rate' }), '125,50');
    const form = canvas.getByRole('form', { name: 'Room' }) as HTMLFormElement;
    // The DKK text is posted as typed; the form schema turns it into øre.
    await expect(new FormData(form).get('hourlyRate')).toBe('125,50');
  },
};
