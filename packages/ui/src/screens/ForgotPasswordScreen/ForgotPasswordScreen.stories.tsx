import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ForgotPasswordSchema } from '@roombook/domain/auth/schemas';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SERVER_MESSAGES, TEXTS, VALIDATION } from '@roombook/domain/messages';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { storyCall } from '../storyApi';
import { useStoryForm } from '../storyForm';
import { StoryPage, useStoryToasts } from '../storyPage';
import { FORGOT_PASSWORD_TEXTS, ForgotPasswordScreen } from './ForgotPasswordScreen';

/**
 * Account recovery fed by the MSW handlers of `mocks/`: the route's part (the domain's schema, the
 * forgot-password call, its toasts) in the story, the screen as the web renders it.
 */
function ForgotPasswordStory() {
  const { queue, toast } = useStoryToasts();
  const form = useStoryForm({
    schema: ForgotPasswordSchema,
    submit: (body) => storyCall(contract.auth.forgotPassword, undefined, { body }),
    toast,
    // The server's message (the web then goes to '/').
    successMessage: ({ message }) => message,
  });
  return (
    <StoryPage queue={queue} isBusy={form.props.isSubmitting}>
      <ForgotPasswordScreen key={form.key} {...form.props} email={form.fields.email} />
    </StoryPage>
  );
}

let store = new MockStore();

const meta = {
  title: 'Screens/Forgot password',
  component: ForgotPasswordStory,
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    store = new MockStore();
    msw.use(...createHandlers(store));
  },
} satisfies Meta<typeof ForgotPasswordStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByRole('textbox', { name: FORGOT_PASSWORD_TEXTS.email }), email);
  await userEvent.click(canvas.getByRole('button', { name: FORGOT_PASSWORD_TEXTS.submit }));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: TEXTS.forgotPassword.heading })).toBeVisible();
    await expect(canvas.getByText(TEXTS.forgotPassword.text)).toBeVisible();
    await expect(canvas.getByRole('link', { name: TEXTS.forgotPassword.back })).toHaveAttribute('href', '/');
  },
};

/** A known email: the server's answer as a toast, and the recovery link in the mocks' outbox. */
export const SendsTheLink: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'user@roombook.test');
    await expect(await screen.findByRole('alertdialog', { name: SERVER_MESSAGES.resetLinkSent })).toBeVisible();
    await expect(store.outbox.map((mail) => mail.to)).toEqual(['user@roombook.test']);
    await expect(store.outbox[0]!.text).toMatch(/\/reset-password\?token=/);
  },
};

/** An unknown email gets the same answer (no account enumeration), and no mail. */
export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'nobody@roombook.test');
    await expect(await screen.findByRole('alertdialog', { name: SERVER_MESSAGES.resetLinkSent })).toBeVisible();
    await expect(store.outbox).toHaveLength(0);
  },
};

/** The domain's schema judges the field; nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const email = () => within(canvasElement).getByRole('textbox', { name: FORGOT_PASSWORD_TEXTS.email });
    await send(canvasElement, '');
    await expect(email()).toHaveAccessibleDescription(VALIDATION.emailRequired);
    await send(canvasElement, 'user@');
    await expect(email()).toHaveAccessibleDescription(VALIDATION.emailInvalid);
    await expect(email()).toHaveValue('user@');
    await expect(store.outbox).toHaveLength(0);
  },
};

/** The server refuses (its rate limit): its message above the form and as an error toast. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post(`*${contract.auth.forgotPassword.path}`, () => errorResponse(429, ERRORS.tooManyRequests)));
  },
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'user@roombook.test');
    await expect(await screen.findByRole('alertdialog', { name: ERRORS.tooManyRequests })).toBeVisible();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ERRORS.tooManyRequests);
    await expect(within(canvasElement).getByRole('textbox', { name: FORGOT_PASSWORD_TEXTS.email })).toHaveValue('user@roombook.test');
  },
};
