import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VALIDATION } from '@roombook/domain/messages';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', autoComplete: 'current-password' },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('name', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'roombook');
    await expect(input).toHaveValue('roombook');
  },
};

export const RevealToggle: Story = {
  args: { defaultValue: 'roombook' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    const show = canvas.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    // Revealing keeps what was typed.
    await expect(input).toHaveValue('roombook');

    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const RevealWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const ToggleDoesNotSubmit: Story = {
  render: (args) => (
    <form
      aria-label="Sign in"
      onSubmit={(event) => {
        event.preventDefault();
        event.currentTarget.dataset.submitted = 'yes';
      }}
    >
      <PasswordField {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('form', { name: 'Sign in' })).not.toHaveAttribute('data-submitted');
  },
};

export const Invalid: Story = {
  args: { errorMessage: VALIDATION.passwordRequired },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(VALIDATION.passwordRequired);
  },
};

export const NewPasswordErrors: Story = {
  args: {
    label: 'New password',
    name: 'password',
    autoComplete: 'new-password',
    errorMessage: [VALIDATION.passwordMin, VALIDATION.passwordsMustMatch],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(VALIDATION.passwordMin)).toBeVisible();
    await expect(canvas.getByText(VALIDATION.passwordsMustMatch)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'roombook' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const LongTexts: Story = {
  args: {
    label: 'Your new password for the roombook account at Copenhagen Harbour shared offices',
    name: 'password',
    autoComplete: 'new-password',
    description: 'At least 6 characters. A long passphrase of several ordinary words is easy to remember.',
    errorMessage: VALIDATION.passwordMin,
    defaultValue: 'averyveryveryverylongpasswordthatdoesnotfitinthefield',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The reveal toggle stays inside the field, over the end of the long value.
    const input = canvas.getByLabelText(/Your new password/).getBoundingClientRect();
    const toggle = canvas.getByRole('button', { name: 'Show password' }).getBoundingClientRect();
    await expect(toggle.right).toBeLessThanOrEqual(input.right);
    await expect(toggle.top).toBeGreaterThanOrEqual(input.top);
  },
};
