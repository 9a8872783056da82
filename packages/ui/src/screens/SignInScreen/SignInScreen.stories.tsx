import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SignInSchema } from '@roombook/domain/auth/schemas';
import { CompanyApplicationSchema } from '@roombook/domain/companies/application-schemas';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SUCCESS, TEXTS, VALIDATION } from '@roombook/domain/messages';
import { APPLICATION_MESSAGES } from '@roombook/domain/companies/page';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';
import { DEMO_PASSWORD } from '@roombook/mocks/data/factories';
import { Button } from '../../Button/Button';
import { loadedData, storyCall, useStoryLoad } from '../storyApi';
import { useStoryForm } from '../storyForm';
import { StoryPage, useStoryToasts, type StoryToast as Toast } from '../storyPage';
import { ApplyDialog, ApplyForm } from './ApplyDialog';
import { SignInScreen } from './SignInScreen';
import { expectSecondaryButton } from '../../Button/storyButton';

/**
 * What the web passes in the apply slot (apps/web/app/components/apply-dialog*.tsx): the button and the
 * application form in a FormDialog, here posting to the mocks.
 */
function ApplySlot({ toast }: { toast: Toast }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" fullWidth onPress={() => setOpen(true)}>
        {TEXTS.signIn.apply}
      </Button>
      <ApplyDialog isOpen={isOpen} onOpenChange={setOpen}>
        {(requestClose) => <ApplicationForm toast={toast} onSubmitted={() => setOpen(false)} onCancel={requestClose} />}
      </ApplyDialog>
    </>
  );
}

function ApplicationForm({ toast, onSubmitted, onCancel }: { toast: Toast; onSubmitted: () => void; onCancel: () => void }) {
  const form = useStoryForm({
    schema: CompanyApplicationSchema,
    submit: (body) => storyCall(contract.companyApplication.create, undefined, { body }),
    toast,
    successMessage: APPLICATION_MESSAGES.submitted,
    onSuccess: onSubmitted,
  });
  // The locations to choose from, loaded when the dialog opens, as the web's dialog loads them.
  const [offered] = useStoryLoad(contract.location.public, undefined);
  return <ApplyForm key={form.key} {...form.props} fields={form.fields} locations={loadedData(offered)} onCancel={onCancel} />;
}

/**
 * The sign-in screen fed by the MSW handlers of `mocks/`: the route's part (validation with the domain's
 * schema, the login call, its toasts) in the story, the screen as the web renders it.
 */
function SignInStory() {
  const { queue, toast } = useStoryToasts();
  const form = useStoryForm({
    schema: SignInSchema,
    hideFields: ['password'],
    submit: (body) => storyCall(contract.auth.login, undefined, { body }),
    toast,
    successMessage: SUCCESS.loggedIn,
    onSuccess: ({ user }) => toast('info', SUCCESS.welcome(user.firstName)),
  });
  return (
    <StoryPage queue={queue} isBusy={form.props.isSubmitting}>
      <SignInScreen
        key={form.key}
        {...form.props}
        email={form.fields.email}
        password={form.fields.password}
        applySlot={<ApplySlot toast={toast} />}
      />
    </StoryPage>
  );
}

let store = new MockStore();

const meta = {
  title: 'Screens/Sign in',
  component: SignInStory,
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    // A fresh in-memory store per story: the contract's handlers answer login and applications.
    store = new MockStore();
    msw.use(...createHandlers(store));
  },
} satisfies Meta<typeof SignInStory>;

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

    // Cancel is a button like every Cancel, not a link.
    await expectSecondaryButton(dialog.getByRole('button', { name: 'Cancel' }));
    // Sending it empty shows the field messages and posts nothing.
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(dialog.getByRole('textbox', { name: 'Company Name' })).toHaveAccessibleDescription(VALIDATION.required);
    await expect(store.applications).toHaveLength(0);

    await userEvent.type(dialog.getByRole('textbox', { name: 'Company Name' }), 'Hygge Design ApS');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Company Room Number' }), 'Room 305');
    await userEvent.type(dialog.getByRole('textbox', { name: 'First name' }), 'Freja');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last name' }), 'Holm');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'freja@hygge.test');
    // §3: the application names its locations; without one it is refused.
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(await dialog.findByText(VALIDATION.selectLocations)).toBeVisible();
    await expect(store.applications).toHaveLength(0);
    await userEvent.type(dialog.getByRole('combobox', { name: 'Locations' }), 'Aarhus');
    await userEvent.click(await screen.findByRole('option', { name: 'Aarhus Central' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));

    await expect(await screen.findByRole('alertdialog', { name: APPLICATION_MESSAGES.submitted })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The application reached the mocked API and can be listed there.
    await expect(store.applications.map(({ name, office, email, locations }) => ({ name, office, email, locations: locations.map((l) => l.name) }))).toEqual([
      { name: 'Hygge Design ApS', office: 'Room 305', email: 'freja@hygge.test', locations: ['Aarhus Central'] },
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
