import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contract, toRoutePattern } from '@roombook/domain/contract/index';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { profileFormSchema, type SessionUser } from '@roombook/domain/users/schemas';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { CALENDAR_FEED_MESSAGES } from '@roombook/domain/calendar-feeds/page';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { cropAndSave, fakePng, fileInputOf, imageFile, openImageEditor, tooLargePng } from '../../ImageUpload/storyFiles';
import { NEW_PASSWORD_TEXTS } from '../shared/NewPasswordFields';
import { loadError, loadedData, storyAction, storyCall, useStoryLoad, useStoryMe } from '../storyApi';
import { useStoryForm } from '../storyForm';
import { inMainRegion, StoryPage, useStoryToasts } from '../storyPage';
import { PROFILE_TEXTS as T, ProfileScreen, type ProfileFieldName } from './ProfileScreen';
import { signInStory, type StorySession } from '../storySession';

/** The story's mocked API and its signed-in user (Ulla User of Nordlys ApS). */
/** The signed-in user of the story and the store the mocks answer from (set in `beforeEach`). */
let session: StorySession;
const EMAIL = 'user@roombook.test';

/** The form's values from the signed-in user, as the web's loader gives them to conform. */
const defaultsOf = (user: SessionUser): Partial<Record<ProfileFieldName, { defaultValue: string }>> => ({
  firstName: { defaultValue: user.firstName },
  lastName: { defaultValue: user.lastName },
  email: { defaultValue: user.email },
  office: { defaultValue: user.office },
  mobile: { defaultValue: user.mobile },
  primaryLocationId: { defaultValue: user.primaryLocationId === null ? '' : String(user.primaryLocationId) },
  'notificationSettings.email': { defaultValue: user.notificationSettings.email ? 'on' : '' },
  'notificationSettings.sms': { defaultValue: user.notificationSettings.sms ? 'on' : '' },
});

/**
 * The profile page fed by the MSW handlers of `mocks/`, doing what the web's route does: the signed-in
 * user (GET /api/user/me, with their own PIN) and their locations; the form through the domain's
 * profileFormSchema of the user's role to PUT /api/user/{id} ('Profile updated'); the cropped image to the same call as
 * multipart; 'Reset PIN' to POST /api/user/reset-pin/{id}. After each, the user is loaded again, as the
 * web's loader is.
 */
function ProfileStory() {
  const { queue, toast } = useStoryToasts();
  const { token } = session;
  const userId = session.actor.id;
  const { me, reload, act } = useStoryMe(token, toast);
  const [locations] = useStoryLoad(contract.location.mine, token);
  const [calendarLinks, updateCalendarLinks] = useStoryLoad(contract.calendarFeed.links, token);
  const form = useStoryForm({
    schema: profileFormSchema(session.actor.role),
    hideFields: ['password', 'confirmPassword'],
    submit: (body) => storyCall(contract.user.update, token, { params: { id: userId }, body }),
    toast,
    successMessage: USER_MESSAGES.profileUpdated,
    onSuccess: () => void reload(),
  });
  const user = loadedData(me);
  const myLocations = loadedData(locations);
  const failure = loadError(me) ?? loadError(locations);
  if (failure) return <p role="alert">{failure}</p>;
  // The web's loader answers the user and the locations together: the form shows when both are here.
  if (!user || !myLocations) return null;

  return (
    <StoryPage queue={queue} isBusy={form.props.isSubmitting}>
      <ProfileScreen
        key={form.key}
        {...form.props}
        user={{ ...user, companyName: user.company?.name ?? null }}
        locations={myLocations}
        fields={{ ...defaultsOf(user), ...form.fields }}
        password={form.fields.password}
        confirmPassword={form.fields.confirmPassword}
        onUploadImage={(image) =>
          act(() => storyAction(contract.user.update, token, { params: { id: userId }, body: {}, files: { image } }), USER_MESSAGES.profileUpdated)
        }
        onResetPin={() => act(() => storyAction(contract.user.resetPin, token, { params: { id: userId } }), USER_MESSAGES.pinUpdated)}
        calendarLinks={loadedData(calendarLinks)}
        onResetCalendarLinks={async () => {
          try {
            const links = await storyAction(contract.calendarFeed.resetLinks, token);
            toast('success', CALENDAR_FEED_MESSAGES.wasReset);
            updateCalendarLinks(() => links);
          } catch (error) {
            toast('error', error instanceof Error ? error.message : ERRORS.internal);
            throw error;
          }
        }}
      />
    </StoryPage>
  );
}

const meta = {
  title: 'Screens/Profile',
  component: ProfileStory,
  parameters: { layout: 'fullscreen' },
  decorators: [inMainRegion],
  beforeEach: ({ msw }) => {
    session = signInStory(msw, EMAIL);
  },
} satisfies Meta<typeof ProfileStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in user as the mocks store them. */
const stored = () => session.store.findUser(session.actor.id)!;
const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: T.firstName }, { timeout: 5000 });
const save = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: T.submit }));

/** Name, company, the own PIN and the form with the user's values. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await loaded(canvasElement)).toHaveValue('Ulla');
    await expect(canvas.getByRole('heading', { level: 1, name: T.heading })).toBeVisible();
    await expect(canvas.getByText('Nordlys ApS')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Ulla User' })).toBeVisible();
    await expect(canvas.getByText(stored().pinCode!)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: T.email })).toHaveValue(EMAIL);
    await expect(canvas.getByRole('button', { name: new RegExp(T.primaryLocation) })).toHaveTextContent('Copenhagen Harbour');
    await expect(canvas.getByRole('checkbox', { name: T.emailNotifications })).toBeChecked();
    // A new password is optional here.
    await expect(canvas.getByLabelText(NEW_PASSWORD_TEXTS.password)).not.toBeRequired();
  },
};

/** The form is saved: 'Profile updated', and the API has the new values. */
export const UpdatesTheProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: T.office }));
    await userEvent.type(canvas.getByRole('textbox', { name: T.office }), 'Room 404');
    await userEvent.click(canvas.getByRole('checkbox', { name: T.smsNotifications }));
    await save(canvasElement);
    await expect(await screen.findByRole('alertdialog', { name: USER_MESSAGES.profileUpdated })).toBeVisible();
    await expect(stored().office).toBe('Room 404');
    await expect(stored().notificationSettings).toMatchObject({ email: true, sms: false });
  },
};

/** Every §5 rule of the profile, from the domain's schema; nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: T.firstName }));
    // A company's user must give an office.
    await expect(canvas.getByRole('textbox', { name: T.office })).toBeRequired();
    await userEvent.clear(canvas.getByRole('textbox', { name: T.office }));
    await userEvent.clear(canvas.getByRole('textbox', { name: T.mobile }));
    await userEvent.type(canvas.getByRole('textbox', { name: T.mobile }), '4512345678');
    await userEvent.type(canvas.getByLabelText(NEW_PASSWORD_TEXTS.password), 'brand-new-secret');
    await save(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: T.firstName })).toHaveAccessibleDescription(VALIDATION.required);
    await expect(canvas.getByRole('textbox', { name: T.office })).toHaveAccessibleDescription(VALIDATION.required);
    await expect(canvas.getByRole('textbox', { name: T.mobile })).toHaveAccessibleDescription(new RegExp(VALIDATION.mobileInvalid));
    await expect(canvas.getByLabelText(NEW_PASSWORD_TEXTS.confirmPassword)).toHaveAccessibleDescription(VALIDATION.confirmNewPassword);
    const passwords = async (password: string, confirmation: string) => {
      await userEvent.type(canvas.getByLabelText(NEW_PASSWORD_TEXTS.password), password);
      await userEvent.type(canvas.getByLabelText(NEW_PASSWORD_TEXTS.confirmPassword), confirmation);
      await save(canvasElement);
    };
    await passwords('abc', 'abc');
    await expect(await canvas.findByLabelText(NEW_PASSWORD_TEXTS.password)).toHaveAccessibleDescription(VALIDATION.passwordMin);
    await passwords('brand-new-secret', 'brand-new-secreT');
    await expect(await canvas.findByLabelText(NEW_PASSWORD_TEXTS.confirmPassword)).toHaveAccessibleDescription(VALIDATION.passwordsMustMatch);
    await expect(stored().firstName).toBe('Ulla');
  },
};

/**
 * A SuperAdmin has no company, so no office: the field says it is optional, and the profile saves with it
 * blank (docs/decisions/086). Admins and CanteenManagers are the same.
 */
export const SuperAdminSavesWithoutOffice: Story = {
  beforeEach: ({ msw }) => {
    session = signInStory(msw, 'superadmin@roombook.test');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await loaded(canvasElement)).toHaveValue('Sofie');
    const office = canvas.getByRole('textbox', { name: T.office });
    await expect(office).toHaveValue('');
    await expect(office).not.toBeRequired();
    await expect(office).toHaveAccessibleDescription(T.officeOptional);
    await userEvent.clear(canvas.getByRole('textbox', { name: T.lastName }));
    await userEvent.type(canvas.getByRole('textbox', { name: T.lastName }), 'Superadmin');
    await save(canvasElement);
    await expect(await screen.findByRole('alertdialog', { name: USER_MESSAGES.profileUpdated })).toBeVisible();
    await expect(stored()).toMatchObject({ lastName: 'Superadmin', office: '' });
    await expect(canvas.getByRole('textbox', { name: T.office })).not.toHaveAccessibleDescription(VALIDATION.required);
  },
};

/** 'Reset PIN' asks first; confirmed, the new PIN shows and is toasted. */
export const ResetsThePin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const before = stored().pinCode!;
    // The same draw every run, so that the picture is reproducible (the PIN still changes: the draw is of the free PINs).
    session.store.randomBelow = () => 0;
    await userEvent.click(canvas.getByRole('button', { name: T.resetPin }));
    const confirm = await screen.findByRole('alertdialog', { name: T.resetPinTitle });
    await expect(confirm).toHaveTextContent(USER_MESSAGES.confirmResetPin);
    await userEvent.click(within(confirm).getByRole('button', { name: T.resetPin }));
    await expect(await screen.findByRole('alertdialog', { name: USER_MESSAGES.pinUpdated })).toBeVisible();
    await waitFor(() => expect(stored().pinCode).not.toBe(before));
    await expect(await canvas.findByText(stored().pinCode!)).toBeVisible();
  },
};

/**
 * Calendar feeds (docs/decisions/105): the address of the user's bookings and of a room they choose, each with Copy;
 * 'Reset addresses' asks first, then shows new addresses, and the old one no longer answers.
 */
export const CalendarFeeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const F = CALENDAR_FEED_MESSAGES;
    const mine = await canvas.findByRole('textbox', { name: F.yourBookings });
    const before = (mine as HTMLInputElement).value;
    await expect(before).toMatch(new RegExp(`/api/feed/${session.actor.id}-[A-Za-z0-9_-]{43}$`));
    await expect(mine).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: `${F.copy} ${F.yourBookings}` })).toBeEnabled();
    // Another room: its own address.
    const firstRoom = (canvas.getByRole('textbox', { name: /^Bookings of / }) as HTMLInputElement).value;
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`\\b${F.room}\\b`) }));
    const options = await screen.findAllByRole('option');
    await userEvent.click(options[1]!);
    await waitFor(() => expect((canvas.getByRole('textbox', { name: /^Bookings of / }) as HTMLInputElement).value).not.toBe(firstRoom));
    await expect((canvas.getByRole('textbox', { name: /^Bookings of / }) as HTMLInputElement).value).toMatch(/\/room\/\d+$/);

    await userEvent.click(canvas.getByRole('button', { name: F.reset }));
    const confirm = await screen.findByRole('alertdialog', { name: F.reset });
    await expect(confirm).toHaveTextContent(F.confirmReset);
    await userEvent.click(within(confirm).getByRole('button', { name: F.reset }));
    await expect(await screen.findByRole('alertdialog', { name: F.wasReset })).toBeVisible();
    await waitFor(() => expect((canvas.getByRole('textbox', { name: F.yourBookings }) as HTMLInputElement).value).not.toBe(before));
    // The old address no longer answers.
    const old = await fetch(before.replace(/^https?:\/\/[^/]+/, ''));
    await expect(old.status).toBe(404);
  },
};

/** A picture is chosen, cropped and uploaded; the avatar shows it. */
export const UploadsAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await openImageEditor(canvasElement, T.updateImage, T.imageLabel);
    await cropAndSave(canvasElement, await imageFile('me.png', 'image/png', 400, 300));
    await expect(await screen.findByRole('alertdialog', { name: USER_MESSAGES.profileUpdated })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('group', { name: T.imageLabel })).not.toBeInTheDocument());
    await expect(stored().image).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Ulla User' })).toHaveAttribute('src', stored().image));
  },
};

/** A file that is no JPG or PNG, and one over 20 MB, are refused before anything is uploaded. */
export const ImageRefusedBeforeUpload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await openImageEditor(canvasElement, T.updateImage, T.imageLabel);
    await userEvent.upload(fileInputOf(canvasElement), fakePng());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(VALIDATION.imageType);
    await userEvent.upload(fileInputOf(canvasElement), await tooLargePng());
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(VALIDATION.imageTooLarge));
    await expect(stored().image).toBeNull();
  },
};

/** The server refuses the form: its message above the fields and as an error toast. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.put(`*${toRoutePattern(contract.user.update.path)}`, () => errorResponse(500, ERRORS.internal)));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await save(canvasElement);
    await expect(await screen.findByRole('alertdialog', { name: ERRORS.internal })).toBeVisible();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ERRORS.internal);
  },
};

/** A phone: the cards and the form in one column. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(window.innerWidth).toBeLessThanOrEqual(600);
    const pin = canvas.getByRole('heading', { name: T.pinHeading }).getBoundingClientRect();
    const form = canvas.getByRole('heading', { name: T.formHeading }).getBoundingClientRect();
    await expect(form.top).toBeGreaterThan(pin.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
