import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SignInSchema } from '@roombook/domain/auth/schemas';
import { CompanyApplicationSchema } from '@roombook/domain/companies/application-schemas';
import { contract, type ApiCall, type CallBody } from '@roombook/domain/contract/index';
import { ERRORS, SUCCESS, TEXTS, VALIDATION } from '@roombook/domain/messages';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';
import { DEMO_PASSWORD } from '@roombook/mocks/data/factories';
import { Button } from '../Button/Button';
import { CompanyApplicationForm, type CompanyApplicationFields } from '../CompanyApplicationForm/CompanyApplicationForm';
import { Dialog } from '../Dialog/Dialog';
import { GlobalProgress } from '../GlobalProgress/GlobalProgress';
import { SignInForm } from '../SignInForm/SignInForm';
import { SignInLayout } from '../SignInLayout/SignInLayout';
import { ToastRegion, createToastQueue, showToast, type ToastQueue } from '../Toast/Toast';
import { storyCall } from './storyApi';

type FieldErrors = Record<string, string[]>;

interface ParseIssues {
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>;
}

/** Field errors of a failed schema parse, by field name (what the app's conform adapter produces). */
function fieldErrors(error: ParseIssues): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** A public call through the domain's contract client; the message a user would see on failure. */
const postPublic = async <C extends ApiCall>(call: C, body: CallBody<C>) => storyCall(call, undefined, { body } as never);

function ApplyDialog({ queue }: { queue: ToastQueue }) {
  const [fields, setFields] = useState<CompanyApplicationFields>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);
  return (
    <Dialog title={TEXTS.signIn.apply} trigger={<Button variant="secondary" fullWidth>{TEXTS.signIn.apply}</Button>}>
      {(close) => (
        <CompanyApplicationForm
          fields={fields}
          formErrors={formErrors}
          isSubmitting={isSubmitting}
          formProps={{
            noValidate: true,
            'aria-label': TEXTS.signIn.apply,
            onSubmit: async (event: FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              const values = Object.fromEntries(new FormData(event.currentTarget));
              const parsed = CompanyApplicationSchema.safeParse(values);
              const defaults = Object.fromEntries(
                Object.entries(values).map(([name, value]) => [name, { defaultValue: String(value) }]),
              ) as CompanyApplicationFields;
              if (!parsed.success) {
                const errors = fieldErrors(parsed.error);
                setFields(
                  Object.fromEntries(
                    Object.entries(defaults).map(([name, field]) => [name, { ...field, errors: errors[name] }]),
                  ) as CompanyApplicationFields,
                );
                return;
              }
              setSubmitting(true);
              const answer = await postPublic(contract.companyApplication.create, parsed.data);
              setSubmitting(false);
              if (!answer.ok) {
                setFields(defaults);
                setFormErrors([answer.message]);
                return;
              }
              showToast(queue, { kind: 'success', message: SUCCESS.applicationSubmitted });
              close();
            },
          }}
          secondaryAction={
            <Button variant="ghost" onPress={close}>
              Cancel
            </Button>
          }
        />
      )}
    </Dialog>
  );
}

/** The sign-in screen as the web app composes it, here talking to the MSW handlers of `mocks/`. */
function SignInScreen() {
  const [queue] = useState(createToastQueue);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [email, setEmail] = useState('');
  const [isSubmitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    setEmail(String(values.email ?? ''));
    const parsed = SignInSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    const answer = await postPublic(contract.auth.login, parsed.data);
    setSubmitting(false);
    if (!answer.ok) {
      showToast(queue, { kind: 'error', message: answer.message });
      return;
    }
    const { user } = answer.data;
    showToast(queue, { kind: 'success', message: SUCCESS.loggedIn });
    showToast(queue, { kind: 'info', message: SUCCESS.welcome(user.firstName) });
  };

  return (
    <RouterProvider navigate={() => undefined}>
      <GlobalProgress isActive={isSubmitting} />
      <SignInLayout>
        <SignInForm
          key={JSON.stringify(errors)}
          formProps={{ onSubmit, noValidate: true }}
          email={{ defaultValue: email, errors: errors.email }}
          password={{ errors: errors.password }}
          isSubmitting={isSubmitting}
          forgotPasswordHref="/forgot-password"
          applySlot={<ApplyDialog queue={queue} />}
        />
      </SignInLayout>
      <ToastRegion queue={queue} />
    </RouterProvider>
  );
}

let store = new MockStore();

const meta = {
  title: 'Screens/Sign in',
  component: SignInScreen,
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    // A fresh in-memory store per story: the contract's handlers answer login and applications.
    store = new MockStore();
    msw.use(...createHandlers(store));
  },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = async (canvasElement: HTMLElement, emailValue: string, passwordValue: string) => {
  const canvas = within(canvasElement);
  if (emailValue) await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), emailValue);
  if (passwordValue) await userEvent.type(canvas.getByLabelText('Password'), passwordValue);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByText(TEXTS.signIn.noAccount)).toBeVisible();
    await expect(canvas.getByRole('button', { name: TEXTS.signIn.apply })).toBeVisible();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'superadmin@roombook.test', 'not-the-password');
    // The server's message, as an error toast.
    await expect(await screen.findByRole('alertdialog', { name: ERRORS.invalidCredentials })).toBeVisible();
    await expect(screen.queryByRole('alertdialog', { name: SUCCESS.loggedIn })).not.toBeInTheDocument();
  },
};

export const RightPassword: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'superadmin@roombook.test', DEMO_PASSWORD);
    await expect(await screen.findByRole('alertdialog', { name: SUCCESS.loggedIn })).toBeVisible();
    await expect(await screen.findByRole('alertdialog', { name: 'Welcome, Sofie!' })).toBeVisible();
    // Toasts close themselves after 2 seconds.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3500 });
  },
};

export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvasElement, '', '');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(VALIDATION.emailRequired);
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(VALIDATION.passwordRequired);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signIn(canvasElement, 'superadmin@', DEMO_PASSWORD);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription(VALIDATION.emailInvalid);
    await expect(email).toHaveValue('superadmin@');
  },
};

export const ApplyForCompanyAccount: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS.signIn.apply }));
    const dialog = within(await screen.findByRole('dialog', { name: TEXTS.signIn.apply }));

    // Sending it empty shows the field messages and posts nothing.
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(dialog.getByRole('textbox', { name: 'Company Name' })).toHaveAccessibleDescription(VALIDATION.required);
    await expect(store.applications).toHaveLength(0);

    await userEvent.type(dialog.getByRole('textbox', { name: 'Company Name' }), 'Hygge Design ApS');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Company Room Number' }), 'Room 305');
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Freja');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Holm');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'freja@hygge.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));

    await expect(await screen.findByRole('alertdialog', { name: SUCCESS.applicationSubmitted })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The application reached the mocked API and can be listed there.
    await expect(store.applications.map(({ name, office, email }) => ({ name, office, email }))).toEqual([
      { name: 'Hygge Design ApS', office: 'Room 305', email: 'freja@hygge.test' },
    ]);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'user@roombook.test', 'wrong');
    const toast = await screen.findByRole('alertdialog', { name: ERRORS.invalidCredentials });
    await expect(toast.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 40);
  },
};
