import { useMemo } from 'react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { z } from 'zod';
import type { CalendarLinks } from '@roombook/domain/calendar-feeds/schemas';
import { contract } from '@roombook/domain/contract/index';
import { ImageUploadSchema } from '@roombook/domain/images/schemas';
import { profileFormSchema } from '@roombook/domain/users/schemas';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { PROFILE_TEXTS, ProfileScreen } from '@roombook/ui/screens/ProfileScreen';
import { useFetcherAction } from '~/components/fetcher-action';
import { fieldErrors, fieldState, formScreenProps } from '~/components/forms';
import { useSchemaForm } from '~/components/schema-form';
import { apiCall, formAction, ReplyHeaders, signedInOf } from '~/lib/action.server';
import { guardSignedInRoute } from '~/lib/guard.server';
import { pageMeta } from '~/lib/meta';

/** The profile's own actions besides the form (posted by fetchers to `/profile?intent=…`). */
const INTENTS = { image: 'image', pin: 'reset-pin', calendarLinks: 'reset-calendar-links' } as const;
const PROFILE_PATH = '/profile';
const intentPath = (intent: (typeof INTENTS)[keyof typeof INTENTS]) => `${PROFILE_PATH}?intent=${intent}`;

/**
 * '/profile' (§2): the signed-in user as GET /api/user/me answers them (with their own PIN, which only this
 * screen shows), and the locations they book in for the primary-location select.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, tokens, headers } = await guardSignedInRoute(request);
  const reply = new ReplyHeaders(request).merge(headers);
  const [mine, links] = await Promise.all([
    apiCall({ request, context }, reply, contract.location.mine, {}, tokens),
    apiCall({ request, context }, reply, contract.calendarFeed.links, {}, tokens),
  ]);
  const locations = mine.ok ? mine.answer.map(({ id, name }) => ({ id, name })) : [];
  return data(
    {
      user: {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        office: user.office,
        mobile: user.mobile,
        role: user.role,
        image: user.image,
        companyName: user.company?.name ?? null,
        pinCode: user.pinCode,
        primaryLocationId: user.primaryLocationId,
        notificationSettings: { email: user.notificationSettings.email, sms: user.notificationSettings.sms },
      },
      locations,
      calendarLinks: links.ok ? links.answer : null,
    },
    { headers: await reply.headers() },
  );
}

const imageSchema = ImageUploadSchema;
/** 'Reset PIN' and 'Reset addresses' post nothing but their intent. */
const intentOnlySchema = z.object({});

/**
 * The profile form (PUT /api/user/{id} as JSON; toast 'Profile updated'), the new image (the same call,
 * multipart with the file part `image`) and 'Reset PIN' (POST /api/user/reset-pin/{id}; 'Pin successfully
 * updated'). A new password keeps this browser signed in: the API ends the user's other sessions only.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const args = { request, context, guard: 'signed-in' as const };
  const ownId = (signedIn: Parameters<typeof signedInOf>[0]) => ({ id: signedInOf(signedIn).user.id });
  switch (new URL(request.url).searchParams.get('intent')) {
    case INTENTS.image:
      return formAction({
        ...args,
        schema: imageSchema,
        call: contract.user.update,
        input: ({ image }, signedIn) => ({ params: ownId(signedIn), body: {}, files: { image: image as Blob } }),
        successMessage: USER_MESSAGES.profileUpdated,
      });
    case INTENTS.pin:
      return formAction({
        ...args,
        schema: intentOnlySchema,
        call: contract.user.resetPin,
        input: (_value, signedIn) => ({ params: ownId(signedIn) }),
      });
    case INTENTS.calendarLinks:
      return formAction({ ...args, schema: intentOnlySchema, call: contract.calendarFeed.resetLinks, input: () => ({}) });
    default: {
      // The form's rules depend on the user's role (Office is asked of a company's users only, docs/decisions/086):
      // guarded first, then parsed.
      const { user, tokens, headers } = await guardSignedInRoute(request);
      return formAction({
        ...args,
        guard: { headers, signedIn: { user, tokens } },
        schema: profileFormSchema(user.role),
        call: contract.user.update,
        input: (body, signedIn) => ({ params: ownId(signedIn), body }),
        hideFields: ['password', 'confirmPassword'],
        successMessage: USER_MESSAGES.profileUpdated,
      });
    }
  }
}

type LoaderUser = ReturnType<typeof useLoaderData<typeof loader>>['user'];

/** The form's values from the loaded user, as form fields carry them (a checked box is 'on'). */
const profileDefaults = (user: LoaderUser) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  office: user.office,
  mobile: user.mobile,
  primaryLocationId: user.primaryLocationId === null ? '' : String(user.primaryLocationId),
  notificationSettings: {
    email: user.notificationSettings.email ? 'on' : '',
    sms: user.notificationSettings.sms ? 'on' : '',
  },
});

export default function ProfileRoute() {
  const { user, locations, calendarLinks } = useLoaderData<typeof loader>();
  const defaultValue = profileDefaults(user);
  // Saved values come back from the loader: the form starts again from them.
  return <ProfileForm key={JSON.stringify(defaultValue)} user={user} locations={locations} calendarLinks={calendarLinks} defaultValue={defaultValue} />;
}

function ProfileForm({
  user,
  locations,
  calendarLinks,
  defaultValue,
}: {
  user: LoaderUser;
  locations: Array<{ id: number; name: string }>;
  calendarLinks: CalendarLinks | null;
  defaultValue: ReturnType<typeof profileDefaults>;
}) {
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const schema = useMemo(() => profileFormSchema(user.role), [user.role]);
  const [form, fields] = useSchemaForm(schema, { lastResult, defaultValue });
  const notifications = fields.notificationSettings.getFieldset();
  const uploadImage = useFetcherAction(intentPath(INTENTS.image));
  const resetPin = useFetcherAction(intentPath(INTENTS.pin));
  const resetCalendarLinks = useFetcherAction(intentPath(INTENTS.calendarLinks));

  return (
    <ProfileScreen
      {...formScreenProps(form, navigation.state === 'submitting' && navigation.formAction === PROFILE_PATH)}
      user={user}
      locations={locations}
      fields={{
        firstName: fieldState(fields.firstName),
        lastName: fieldState(fields.lastName),
        email: fieldState(fields.email),
        office: fieldState(fields.office),
        mobile: fieldState(fields.mobile),
        primaryLocationId: fieldState(fields.primaryLocationId),
        'notificationSettings.email': fieldState(notifications.email),
        'notificationSettings.sms': fieldState(notifications.sms),
      }}
      password={fieldErrors(fields.password)}
      confirmPassword={fieldErrors(fields.confirmPassword)}
      onUploadImage={async (image) => {
        await uploadImage({ image });
      }}
      onResetPin={async () => {
        await resetPin({});
      }}
      calendarLinks={calendarLinks}
      onResetCalendarLinks={async () => {
        await resetCalendarLinks({});
      }}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta(PROFILE_TEXTS.heading, 'Your picture, PIN code, contact details, primary location, notifications, password and calendar feeds.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
