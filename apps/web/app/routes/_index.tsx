import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { lazy, Suspense, type FormEvent } from 'react';
import { z } from 'zod';
import { SignInSchema } from '@roombook/domain/auth/schemas';
import { BookingBody } from '@roombook/domain/bookings/schemas';
import { SeriesForm } from '@roombook/domain/bookings/series/form';
import { SERIES_MESSAGES } from '@roombook/domain/bookings/series/page';
import { SeriesScopeQuery } from '@roombook/domain/bookings/series/schemas';
import { idField } from '@roombook/domain/common/fields';
import { contract } from '@roombook/domain/contract/index';
import { GuestBody } from '@roombook/domain/guests/schemas';
import { REDIRECT_PARAM, safeRedirect } from '@roombook/domain/permissions/redirect';
import { SUCCESS } from '@roombook/domain/messages';
import { PageSpinner } from '@roombook/ui/Spinner';
import { SignInScreen } from '@roombook/ui/screens/SignInScreen';
// The calendar page's stylesheets, linked in the server's HTML although its code is a chunk of its own (no layout shift).
import '@roombook/ui/screens/CalendarScreen/stylesheets';
import { ApplyForCompanyAccount } from '~/components/apply-dialog';
import { fieldErrors, fieldState, formScreenProps, useLazySchemaForm, type FieldConstraints } from '~/components/forms';
import { formAction, ReplyHeaders } from '~/lib/action.server';
import { BOOKING_INTENTS, INTENT_PARAM } from '~/lib/calendar-state';
import { guardRoute } from '~/lib/guard.server';
import { pageMeta } from '~/lib/meta';
import { signInConstraint } from '~/lib/sign-in.server';
import { commitSession, getSession, storeTokens } from '~/lib/session.server';
import { toUserView } from '~/lib/user-view';
import type CalendarPageComponent from './__calendar';
import { loadCalendar } from './calendar.server';

/**
 * '/': the sign-in screen when signed out, the calendar inside the shell when signed in (spec §2). The
 * calendar's state is in the URL (lib/calendar-state.ts); the loader loads what it shows.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, tokens, headers } = await guardRoute(request);
  if (!user || !tokens) return data({ user: null, calendar: null, signInConstraint }, { headers });
  // Already signed in (another tab signed in first): go on to the page the sign-in link names.
  const deepLink = new URL(request.url).searchParams.get(REDIRECT_PARAM);
  if (deepLink !== null) throw redirect(safeRedirect(deepLink), { headers });
  const reply = new ReplyHeaders(request).merge(headers);
  const [calendar] = await Promise.all([loadCalendar({ request, context }, reply, user, tokens), loadCalendarPage()]);
  return data({ user: toUserView(user), calendar, signInConstraint: null }, { headers: await reply.headers() });
}

const signInSchema = SignInSchema;
/**
 * A changed booking: its id and the new body; of an occurrence of a series, which of its bookings the change takes
 * (`scope`, sent as the call's query; issue 30 §3).
 */
const bookingUpdateSchema = BookingBody.safeExtend({ id: idField(), ...SeriesScopeQuery.shape });
/** A deleted booking: its id; of an occurrence of a series, which of its bookings (`scope`, the call's query). */
const bookingDeleteSchema = z.object({ id: idField(), ...SeriesScopeQuery.shape });
/** A guest added to a booking: the booking's id and the guest (issue 29 §2). */
const guestAddSchema = GuestBody.safeExtend({ id: idField() });
/** A guest removed from a booking: the booking's id and the guest's. */
const guestRemoveSchema = z.object({ id: idField(), guestId: idField() });

export async function action({ request, context }: ActionFunctionArgs) {
  const args = { request, context };
  switch (new URL(request.url).searchParams.get(INTENT_PARAM)) {
    // The calendar's booking dialogs (§2, §4); the contract's success toasts (§8).
    case BOOKING_INTENTS.create:
      return formAction({ ...args, guard: 'signed-in', schema: BookingBody, call: contract.booking.create });
    // A series (issue 30 §3): its flat form fields read as SeriesBody; the toast counts the bookings made.
    case BOOKING_INTENTS.createSeries:
      return formAction({
        ...args,
        guard: 'signed-in',
        schema: SeriesForm,
        call: contract.booking.createSeries,
        successMessage: (series) => SERIES_MESSAGES.seriesCreated(series.bookings.length),
      });
    case BOOKING_INTENTS.update:
      return formAction({
        ...args,
        guard: 'signed-in',
        schema: bookingUpdateSchema,
        call: contract.booking.update,
        input: ({ id, scope, ...body }) => ({ params: { id }, query: { scope }, body }),
      });
    // The toast is the answer's: 'Booking successfully deleted', or '3 bookings deleted' of a series.
    case BOOKING_INTENTS.delete:
      return formAction({
        ...args,
        guard: 'signed-in',
        schema: bookingDeleteSchema,
        call: contract.booking.delete,
        input: ({ id, scope }) => ({ params: { id }, query: { scope } }),
        successMessage: (answer) => answer.message,
      });
    // The guests of the booking details (issue 29 §2): the contract's toasts, and the booking's guests as the answer.
    case BOOKING_INTENTS.addGuest:
      return formAction({
        ...args,
        guard: 'signed-in',
        schema: guestAddSchema,
        call: contract.guest.add,
        input: ({ id, ...body }) => ({ params: { id }, body }),
        onSuccess: (guests) => ({ data: guests }),
      });
    case BOOKING_INTENTS.removeGuest:
      return formAction({
        ...args,
        guard: 'signed-in',
        schema: guestRemoveSchema,
        call: contract.guest.remove,
        input: (params) => ({ params }),
        onSuccess: (guests) => ({ data: guests }),
      });
    default:
      return signIn(args);
  }
}

const signIn = ({ request, context }: Pick<ActionFunctionArgs, 'request' | 'context'>) =>
  formAction({
    request,
    context,
    schema: signInSchema,
    call: contract.auth.login,
    hideFields: ['password'],
    // The server's message ('Invalid email or password', the rate-limit text, …) shows in the form and a toast;
    // success toasts 'Successfully logged in!' (the call's message), then the welcome.
    onSuccess: async ({ user, ...tokens }, { reply }) => {
      const session = await getSession(request);
      storeTokens(session, tokens, user.id);
      reply.merge([await commitSession(session)]).toast('success', SUCCESS.welcome(user.firstName));
      // A deep link survives signing in (docs/decisions/090): '/?redirectTo=/meeting-rooms' goes on there.
      return { redirect: user.firstLogin ? '/update-password' : safeRedirect(new URL(request.url).searchParams.get(REDIRECT_PARAM)) };
    },
  });

/**
 * The calendar page is a chunk of its own (docs/decisions/024): someone signing in does not load the
 * calendar with the sign-in form. The sign-in form starts loading it when it is sent, and the loader (on the
 * server) before it renders a signed-in page; once loaded, the lazy component resolves at once, so neither
 * the server's HTML nor the page after signing in shows the spinner in its place.
 */
type CalendarModule = { default: typeof CalendarPageComponent };
let calendarModule: CalendarModule | undefined;
const loadCalendarPage = (): Promise<CalendarModule> =>
  import('./__calendar').then((module) => (calendarModule = module));
/** A module already loaded, as a thenable that answers at once (React.lazy then renders without suspending). */
const loaded = (module: CalendarModule) => ({ then: (resolve: (value: CalendarModule) => void) => resolve(module) }) as Promise<CalendarModule>;
const CalendarPage = lazy(() => (calendarModule ? loaded(calendarModule) : loadCalendarPage()));

export default function IndexRoute() {
  const { calendar, signInConstraint: constraint } = useLoaderData<typeof loader>();
  if (!calendar) return <SignIn constraint={constraint ?? {}} />;
  return (
    <Suspense fallback={<PageSpinner label="Loading the calendar" />}>
      <CalendarPage data={calendar} />
    </Suspense>
  );
}

/** The sign-in form's schema, fetched with zod after the page has hydrated (`useLazySchemaForm`). */
const loadSignInSchema = () => import('@roombook/domain/auth/schemas').then((module) => module.SignInSchema);

/** The sign-in form posts to '/?index', with the page's own query ('redirectTo') kept by Remix. */
function isSignInAction(formAction: string | undefined): boolean {
  if (formAction === undefined) return false;
  const url = new URL(formAction, 'http://roombook.invalid');
  return url.pathname === '/' && url.searchParams.has('index') && !url.searchParams.has(INTENT_PARAM);
}

function SignIn({ constraint }: { constraint: FieldConstraints }) {
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const [form, fields] = useLazySchemaForm(loadSignInSchema, { lastResult, constraint });
  const isSubmitting = navigation.state === 'submitting' && isSignInAction(navigation.formAction);

  const screen = formScreenProps(form, isSubmitting);
  const { onSubmit } = screen.formProps;
  const formProps = {
    ...screen.formProps,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // A head start only: if it fails, the calendar asks for its chunk again when it renders.
      loadCalendarPage().catch(() => undefined);
      onSubmit(event);
    },
  };
  return (
    <SignInScreen
      {...screen}
      formProps={formProps}
      email={fieldState(fields.email)}
      password={fieldErrors(fields.password)}
      applySlot={<ApplyForCompanyAccount />}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) =>
  loaderData?.user
    ? pageMeta('Calendar', 'The meeting rooms of your location in a calendar: see the bookings and book a room.')
    : pageMeta('Sign in', 'Sign in to book meeting rooms at your workplace, or apply for a company account.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
