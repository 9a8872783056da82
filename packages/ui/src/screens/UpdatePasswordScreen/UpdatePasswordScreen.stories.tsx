import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { NewPasswordSchema } from '@roombook/domain/auth/schemas';
import { contract, toRoutePattern } from '@roombook/domain/contract/index';
import { ERRORS, TEXTS, VALIDATION } from '@roombook/domain/messages';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { NEW_PASSWORD_TEXTS as P } from '../shared/NewPasswordFields';
import { storyCall } from '../storyApi';
import { submitNewPassword, useStoryForm } from '../storyForm';
import { StoryPage, useStoryToasts } from '../storyPage';
import { UPDATE_PASSWORD_TEXTS, UpdatePasswordScreen } from './UpdatePasswordScreen';
import { signInStory, type StorySession } from '../storySession';

/** The story's mocked API and its signed-in user: the newcomer, whose first-login flag is set. */
let session: StorySession;
const EMAIL = 'newcomer@roombook.test';

/**
 * The forced password update fed by the MSW handlers of `mocks/`: the route's part (the domain's schema,
 * the profile update of the signed-in user, its toast) in the story, the screen as the web renders it.
 */
function UpdatePasswordStory() {
  const { queue, toast } = useStoryToasts();
  const form = useStoryForm({
    schema: NewPasswordSchema,
    hideFields: ['password', 'confirmPassword'],
    submit: (body) => storyCall(contract.user.update, session.token, { params: { id: session.actor.id }, body }),
    toast,
    // The route's own message (the web then signs the user out and goes to '/').
    successMessage: USER_MESSAGES.profileUpdated,
  });
  return (
    <StoryPage queue={queue} isBusy={form.props.isSubmitting}>
      <UpdatePasswordScreen
        key={form.key}
        {...form.props}
        password={form.fields.password}
        confirmPassword={form.fields.confirmPassword}
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Update password',
  component: UpdatePasswordStory,
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    session = signInStory(msw, EMAIL);
  },
} satisfies Meta<typeof UpdatePasswordStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = (canvasElement: HTMLElement, password: string, confirmation: string) =>
  submitNewPassword(canvasElement, { ...P, submit: UPDATE_PASSWORD_TEXTS.submit }, password, confirmation);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: UPDATE_PASSWORD_TEXTS.heading })).toBeVisible();
    await expect(canvas.getByText(TEXTS.updatePassword.text)).toBeVisible();
    await expect(canvas.getByLabelText(P.password)).toHaveAttribute('autocomplete', 'new-password');
    // No way out but the new password (§2).
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The profile is updated with the new password; the first-login flag goes. */
export const UpdatesThePassword: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'brand-new-secret', 'brand-new-secret');
    await expect(await screen.findByRole('alertdialog', { name: USER_MESSAGES.profileUpdated })).toBeVisible();
    const user = session.store.findUserByEmail(EMAIL)!;
    await expect(user.password).toBe('brand-new-secret');
    await expect(user.firstLogin).toBe(false);
  },
};

/** The domain's schema judges the fields (§5); nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, '', '');
    await expect(canvas.getByLabelText(P.password)).toHaveAccessibleDescription(VALIDATION.passwordMin);
    await fill(canvasElement, 'brand-new-secret', 'brand-new-secret-typo');
    await expect(canvas.getByLabelText(P.confirmPassword)).toHaveAccessibleDescription(VALIDATION.passwordsMustMatch);
    await expect(session.store.findUserByEmail(EMAIL)!.firstLogin).toBe(true);
  },
};

/** The server fails: its message above the form and as an error toast. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.put(`*${toRoutePattern(contract.user.update.path)}`, () => errorResponse(500, ERRORS.internal)));
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'brand-new-secret', 'brand-new-secret');
    await expect(await screen.findByRole('alertdialog', { name: ERRORS.internal })).toBeVisible();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ERRORS.internal);
  },
};
