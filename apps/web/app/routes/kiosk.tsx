import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, useSubmit, type MetaFunction } from '@remix-run/react';
import { contract } from '@roombook/domain/contract/index';
import { KioskOrderBody, KioskSignInBody, type KioskReceipt } from '@roombook/domain/kiosk/schemas';
import { ERRORS, TEXTS } from '@roombook/domain/messages';
import { KioskScreen, KioskSignInScreen } from '@roombook/ui/screens/KioskScreen';
import { useFetcherAction } from '~/components/fetcher-action';
import { fieldErrors, fieldState, formScreenProps } from '~/components/forms';
import { useSchemaForm } from '~/components/schema-form';
import { formAction, readForm, type FormReply } from '~/lib/action.server';
import { apiErrorData, callApi, forwardedFor, isApiCallError } from '~/lib/api.server';
import { commitKioskSession, forgetKioskToken, getKioskSession, kioskSignedOutRedirect } from '~/lib/kiosk-session.server';
import { pageMeta } from '~/lib/meta';
import { KIOSK_PATH } from '~/lib/paths';

/** The kiosk's actions besides its sign-in (posted to `/kiosk?intent=…`). */
const INTENTS = { order: 'order', signOut: 'sign-out' } as const;
const intentPath = (intent: (typeof INTENTS)[keyof typeof INTENTS]) => `${KIOSK_PATH}?intent=${intent}`;

/** A device page: the signed-in shell and its menu stay away (root.tsx reads this). */
export const handle = { shell: false };

/**
 * '/kiosk' (docs/decisions/038): a canteen's tablet. Signed in (a device token in the kiosk's own cookie), the
 * canteen's menu; signed out, or when the API no longer takes the token (a new canteen password, a deleted
 * canteen), the kiosk's sign-in with the locations that have a canteen. Not guarded by the user's routing rules:
 * the page belongs to the device, whoever else is signed in on it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const kiosk = await getKioskSession(request);
  const client = forwardedFor(request, context);
  const token = kiosk.get('token');
  let notice: string | null = kiosk.get('notice') ?? null;
  try {
    if (token) {
      try {
        const menu = await callApi(contract.kiosk.menu, { token, forwardedFor: client });
        return data({ signedIn: true as const, menu }, { headers: { 'Set-Cookie': await commitKioskSession(kiosk) } });
      } catch (error) {
        if (!isApiCallError(error) || error.statusCode !== 401) throw error;
        kiosk.unset('token');
        notice = TEXTS.kiosk.sessionEnded;
      }
    }
    const locations = await callApi(contract.kiosk.locations, { forwardedFor: client });
    return data({ signedIn: false as const, locations, notice }, { headers: { 'Set-Cookie': await commitKioskSession(kiosk) } });
  } catch (error) {
    if (isApiCallError(error)) throw apiErrorData(error);
    throw error;
  }
}

const signInSchema = KioskSignInBody;

/** What the order action answers: the fetcher's reply, with the receipt. */
const orderReply = (reply: Omit<FormReply<KioskReceipt>, 'result'>) => ({ ...reply, result: {} as SubmissionResult });

/**
 * The sign-in (the form; the device token goes into the kiosk's cookie, then back to '/kiosk'), an order (its
 * body as JSON text in `order`, checked with the domain's schema; answers the receipt or the API's refusal) and
 * the sign-out (the device session ends at the API, the token leaves the cookie).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const kiosk = await getKioskSession(request);
  const client = forwardedFor(request, context);
  switch (new URL(request.url).searchParams.get('intent')) {
    case INTENTS.order: {
      const token = kiosk.get('token');
      if (!token) throw await kioskSignedOutRedirect(kiosk);
      const text = (await readForm(request)).get('order');
      let json: unknown = null;
      try {
        json = typeof text === 'string' ? (JSON.parse(text) as unknown) : null;
      } catch {
        // Not JSON: refused below like any other body the schema does not take.
      }
      const body = KioskOrderBody.safeParse(json);
      if (!body.success) {
        const message = body.error.issues[0]?.message ?? ERRORS.validation;
        return data(orderReply({ ok: false, data: null, error: { message, statusCode: 400 } }));
      }
      try {
        const receipt = await callApi(contract.kiosk.order, { token, body: body.data, forwardedFor: client });
        return data(orderReply({ ok: true, data: receipt, error: null }));
      } catch (error) {
        if (!isApiCallError(error)) throw error;
        if (error.statusCode === 401) throw await kioskSignedOutRedirect(kiosk);
        return data(orderReply({ ok: false, data: null, error: error.toJSON() }));
      }
    }
    case INTENTS.signOut: {
      const token = kiosk.get('token');
      if (token) {
        await callApi(contract.kiosk.signOut, { token, forwardedFor: client }).catch((error: unknown) => {
          // The session may have ended already; the kiosk forgets its token whatever the API says.
          if (!isApiCallError(error)) throw error;
        });
      }
      return redirect(KIOSK_PATH, { headers: { 'Set-Cookie': await forgetKioskToken(kiosk) } });
    }
    default:
      return formAction({
        request,
        context,
        guard: 'none',
        schema: signInSchema,
        call: contract.kiosk.signIn,
        hideFields: ['password'],
        successMessage: null,
        onSuccess: async ({ token }, { reply }) => {
          kiosk.set('token', token);
          reply.merge([await commitKioskSession(kiosk)]);
          return { redirect: KIOSK_PATH };
        },
      });
  }
}

export default function KioskRoute() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.signedIn ? <SignedInKiosk menu={loaded.menu} /> : <KioskSignIn locations={loaded.locations} notice={loaded.notice} />;
}

function KioskSignIn({ locations, notice }: { locations: Parameters<typeof KioskSignInScreen>[0]['locations']; notice: string | null }) {
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(signInSchema, { lastResult });
  return (
    <KioskSignInScreen
      {...formScreenProps(form, navigation.state === 'submitting')}
      locations={locations}
      notice={notice}
      locationId={fieldState(fields.locationId)}
      password={fieldErrors(fields.password)}
    />
  );
}

function SignedInKiosk({ menu }: { menu: Parameters<typeof KioskScreen>[0]['menu'] }) {
  const order = useFetcherAction<KioskReceipt>(intentPath(INTENTS.order));
  const submit = useSubmit();
  return (
    <KioskScreen
      menu={menu}
      onOrder={async (body) => {
        const reply = await order({ order: JSON.stringify(body) });
        if (!reply.data) throw new Error(ERRORS.internal);
        return reply.data;
      }}
      onSignOut={() => submit(null, { method: 'post', action: intentPath(INTENTS.signOut) })}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta(TEXTS.kiosk.title, "The canteen's kiosk: employees choose items and order with their company and PIN code.");

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
