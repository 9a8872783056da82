import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ERRORS, TEXTS, VALIDATION } from '@roombook/domain/messages';
import { Button } from '../Button/Button';
import { SignInForm } from './SignInForm';

const onSubmit = fn((event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  return Object.fromEntries(new FormData(event.currentTarget));
});

const meta = {
  title: 'Components/SignInForm',
  component: SignInForm,
  args: {
    forgotPasswordHref: '/forgot-password',
    formProps: { action: '/?index', onSubmit, noValidate: true },
  },
  beforeEach: () => {
    onSubmit.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={() => undefined}>
        <div style={{ width: 380 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Sign in' });
    await expect(form).toHaveAttribute('method', 'post');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('link', { name: TEXTS.signIn.forgotPassword })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByText(TEXTS.signIn.noAccount)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SubmitsNamedFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'user@roombook.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'roombook');
    await userEvent.keyboard('{Enter}');
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await expect(onSubmit.mock.results[0]?.value).toEqual({ email: 'user@roombook.test', password: 'roombook' });
  },
};

export const FieldErrors: Story = {
  args: {
    email: { defaultValue: 'user@', errors: [VALIDATION.emailInvalid] },
    password: { errors: [VALIDATION.passwordRequired] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('user@');
    await expect(email).toHaveAccessibleDescription(VALIDATION.emailInvalid);
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(VALIDATION.passwordRequired);
  },
};

export const EmptySubmitErrors: Story = {
  args: {
    email: { errors: [VALIDATION.emailRequired] },
    password: { errors: [VALIDATION.passwordRequired] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(VALIDATION.emailRequired)).toBeVisible();
    await expect(canvas.getByText(VALIDATION.passwordRequired)).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { email: { defaultValue: 'user@roombook.test' }, formErrors: [ERRORS.invalidCredentials] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(ERRORS.invalidCredentials);
    // Above the fields.
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(alert.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Sign in' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const WithApplySlot: Story = {
  args: { applySlot: <Button variant="secondary" fullWidth>{TEXTS.signIn.apply}</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const apply = canvas.getByRole('button', { name: TEXTS.signIn.apply });
    // Outside the sign-in form, so its own dialog form is never nested in it.
    await expect(canvas.getByRole('form', { name: 'Sign in' })).not.toContainElement(apply);
  },
};

function RouterForm(props: Record<string, unknown>) {
  return <form data-router-form="yes" {...props} />;
}

export const InjectedFormComponent: Story = {
  args: { FormComponent: RouterForm, formProps: { method: 'post', action: '/login', onSubmit } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Sign in' });
    await expect(form).toHaveAttribute('data-router-form', 'yes');
    await expect(form).toHaveAttribute('action', '/login');
  },
};
