import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { ResetPasswordRequest } from '@roombook/domain/auth/schemas';
import { contract } from '@roombook/domain/contract/index';
import { SERVER_MESSAGES, TEXTS, VALIDATION } from '@roombook/domain/messages';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';
import { NEW_PASSWORD_TEXTS as P } from '../shared/NewPasswordFields';
import { loadError, storyCall, useStoryLoad } from '../storyApi';
import { submitNewPassword, useStoryForm } from '../storyForm';
import { StoryPage, useStoryToasts } from '../storyPage';
import { RESET_PASSWORD_TEXTS, ResetPasswordScreen } from './ResetPasswordScreen';

/** The story's mocked API and the token of the link the user opened. */
const story = { store: new MockStore(), token: '' };
const EMAIL = 'user@roombook.test';

/** The token of the recovery link in the last mail of the mocks' outbox. */
function tokenOfLastMail(store: MockStore): string {
  const link = /\S*\/reset-password\?\S+/.exec(store.outbox.at(-1)?.text ?? '')?.[0];
  const token = link ? new URL(link, 'http://localhost').searchParams.get('token') : null;
  if (!token) throw new Error('No recovery link in the outbox');
  return token;
}

/**
 * Password reset fed by the MSW handlers of `mocks/`: the token is validated first (the web's loader does
 * it before the page renders), then the route's part (the domain's schema, the reset call, its toasts) in
 * the story, the screen as the web renders it.
 */
function ResetPasswordStory() {
  const { queue, toast } = useStoryToasts();
  const [validation] = useStoryLoad(contract.auth.validateToken, undefined, { body: { token: story.token } });
  const form = useStoryForm({
    schema: ResetPasswordRequest,
    hideFields: ['password', 'confirmPassword'],
    submit: (body) => storyCall(contract.auth.resetPassword, undefined, { body }),
    toast,
    // The server's message (the web then goes to '/').
    successMessage: ({ message }) => message,
  });
  if (validation.status === 'loading') return null;
  return (
    <StoryPage queue={queue} isBusy={form.props.isSubmitting}>
      <ResetPasswordScreen
        key={form.key}
        {...form.props}
        token={story.token}
        tokenError={loadError(validation)}
        password={form.fields.password}
        confirmPassword={form.fields.confirmPassword}
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Reset password',
  component: ResetPasswordStory,
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    // A fresh store, and a recovery link for Ulla User as the forgot-password call mails it.
    story.store = new MockStore();
    story.store.startPasswordReset(EMAIL);
    story.token = tokenOfLastMail(story.store);
    msw.use(...createHandlers(story.store));
  },
} satisfies Meta<typeof ResetPasswordStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = (canvasElement: HTMLElement, password: string, confirmation: string) =>
  submitNewPassword(canvasElement, { ...P, submit: RESET_PASSWORD_TEXTS.submit }, password, confirmation);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: TEXTS.resetPassword.heading })).toBeVisible();
    await expect(await canvas.findByLabelText(P.password)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText(P.confirmPassword)).toBeVisible();
    await expect(canvas.getByRole('link', { name: TEXTS.forgotPassword.back })).toHaveAttribute('href', '/');
  },
};

/** A valid link: the password is reset with the link's token, and the server's answer is toasted. */
export const ResetsThePassword: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'brand-new-secret', 'brand-new-secret');
    await expect(await screen.findByRole('alertdialog', { name: SERVER_MESSAGES.passwordReset })).toBeVisible();
    await expect(story.store.findUserByEmail(EMAIL)!.password).toBe('brand-new-secret');
  },
};

/** The domain's schema judges the fields (§5); nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'abc', 'abd');
    await expect(canvas.getByLabelText(P.password)).toHaveAccessibleDescription(VALIDATION.passwordMin);
    await expect(canvas.getByLabelText(P.confirmPassword)).toHaveAccessibleDescription(VALIDATION.passwordsMustMatch);
    await expect(story.store.resetTokenUser(story.token)).toBeDefined();
  },
};

/** The link was used in another tab after the page loaded: the server's message above the form and as a toast. */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByLabelText(P.password);
    story.store.resetPassword(story.token, 'set-in-another-tab');
    await fill(canvasElement, 'brand-new-secret', 'brand-new-secret');
    await expect(await screen.findByRole('alertdialog', { name: SERVER_MESSAGES.resetTokenInvalid })).toBeVisible();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.resetTokenInvalid);
  },
};

/** §2, §8: a link that fails validation (here: already used) shows the error alert instead of the form. */
export const InvalidToken: Story = {
  beforeEach: () => {
    story.store.resetPassword(story.token, 'used-before');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.resetTokenInvalid);
    await expect(canvas.getByRole('heading', { level: 1, name: TEXTS.resetPassword.heading })).toBeVisible();
    await expect(canvas.queryByLabelText(P.password)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: RESET_PASSWORD_TEXTS.submit })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: TEXTS.forgotPassword.back })).toBeVisible();
  },
};
