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

/** A rate of 0 is a rate: a free room, said so. */
export const ZeroIsARate: Story = {
  args: { defaultValue: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Hourly rate' })).toHaveValue('0,00');
    await expect(canvas.getByRole('textbox', { name: 'Hourly rate' })).toHaveAccessibleDescription('Free');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Hourly rate' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hourly rate' }), '0,01');
    await expect(canvas.getByText('0,01 DKK (0,01 with tax)')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
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

/**
 * The currency is a box of its own after the input's end edge: it overlaps neither the input nor the text
 * area inside its padding, and the amount is shown whole (nothing scrolled out of the input).
 */
async function expectCurrencyBesideTheAmount(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('textbox', { name: 'Hourly rate' });
  const box = input.getBoundingClientRect();
  const style = getComputedStyle(input);
  const textArea = {
    left: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
    right: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
  };
  const currency = canvas.getByText('DKK', { selector: 'span' }).getBoundingClientRect();
  await expect(currency.width).toBeGreaterThan(0);
  await expect(currency.left).toBeGreaterThanOrEqual(textArea.right);
  await expect(currency.left).toBeGreaterThanOrEqual(box.right);
  // Beside the field, on its line, and inside the column.
  await expect(currency.top).toBeGreaterThanOrEqual(box.top);
  await expect(currency.bottom).toBeLessThanOrEqual(box.bottom);
  // On screen, where a person can read it.
  await expect(currency.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
}

/** A long amount in a dialog's column at 1280 px: 'DKK' stays beside it. */
export const LongAmount: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Hourly rate' }), '99999,99');
    await expect(within(canvasElement).getByText('99.999,99 DKK (124.999,99 with tax)')).toBeVisible();
    await expectCurrencyBesideTheAmount(canvasElement);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultValue: 9999999 },
  decorators: [(Story) => <div style={{ width: '90vw' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Hourly rate' })).toHaveValue('99999,99');
    await expectCurrencyBesideTheAmount(canvasElement);
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
