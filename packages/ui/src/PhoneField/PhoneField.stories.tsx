import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobileField } from '@roombook/domain/common/fields';
import { VALIDATION } from '@roombook/domain/messages';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  args: { name: 'mobile' },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await expect(input).toHaveAccessibleDescription('International format, e.g. +4512345678');
    await userEvent.type(input, '+4512345678');
    await expect(input).toHaveValue('+4512345678');
    // The input carries the international pattern too, for the browser and autofill.
    await expect((input as HTMLInputElement).validity.patternMismatch).toBe(false);
  },
};

export const PatternMismatch: Story = {
  args: { defaultValue: '004512345678' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile' }) as HTMLInputElement;
    await expect(input.validity.patternMismatch).toBe(true);
    // The browser's own check does not block the form or show a message: the form schema decides.
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '12345', errorMessage: VALIDATION.mobileInvalid },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(VALIDATION.mobileInvalid)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(`International format, e.g. +4512345678 ${VALIDATION.mobileInvalid}`);
  },
};

/** The profile form's behaviour: the domain's mobileField schema checks the number when the field is left. */
function CheckedOnBlur() {
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <PhoneField
      name="mobile"
      value={value}
      onChange={setValue}
      onBlur={() => {
        const result = mobileField().safeParse(value);
        setErrors(result.success ? [] : result.error.issues.map((issue) => issue.message));
      }}
      errorMessage={errors}
    />
  );
}

export const ValidatedByTheSchema: Story = {
  render: () => <CheckedOnBlur />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Mobile' });
    await userEvent.type(input, '12345');
    await userEvent.tab();
    await expect(canvas.getByText(VALIDATION.mobileInvalid)).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '+4512345678');
    await userEvent.tab();
    await expect(canvas.queryByText(VALIDATION.mobileInvalid)).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '+4512345678' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Mobile' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Mobile number for SMS notifications about your bookings',
    description: 'International format, e.g. +4512345678. We only use it for booking reminders and changes.',
    defaultValue: '+451234567890123',
    errorMessage: VALIDATION.mobileInvalid,
  },
  decorators: [(Story) => <div style={{ width: 220 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Mobile number for SMS/ });
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(220);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  decorators: [(Story) => <div style={{ width: '90vw' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile' });
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

export const PostsWithTheForm: Story = {
  args: { defaultValue: '+4512345678' },
  render: (args) => (
    <form aria-label="Profile" onSubmit={(event) => event.preventDefault()}>
      <PhoneField {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Profile' }) as HTMLFormElement;
    await expect(new FormData(form).get('mobile')).toBe('+4512345678');
  },
};
