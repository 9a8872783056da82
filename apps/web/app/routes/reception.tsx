import { useCallback } from 'react';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, useSubmit, type MetaFunction } from '@remix-run/react';
import { contract } from '@roombook/domain/contract/index';
import { RECEPTION_BOARD_MESSAGES as T } from '@roombook/domain/reception-board/page';
import { ReceptionSignInBody, type ReceptionBoard } from '@roombook/domain/reception-board/schemas';
import { ReceptionBoardScreen, ReceptionSignInScreen, type ReceptionArriveResult } from '@roombook/ui/screens/ReceptionBoardScreen';
import { fieldErrors, fieldState, formScreenProps } from '~/components/forms';
import { useSchemaForm } from '~/components/schema-form';
import { formAction } from '~/lib/action.server';
import { apiErrorData, callApi, forwardedFor, isApiCallError } from '~/lib/api.server';
import { pageMeta } from '~/lib/meta';
import { RECEPTION_ARRIVE_PATH, RECEPTION_BOARD_PATH, RECEPTION_PATH } from '~/lib/paths';
import { receptionBoard } from '~/lib/reception.server';
import { commitReceptionSession, forgetReceptionToken, getReceptionSession } from '~/lib/reception-session.server';

/** The board's action besides its sign-in (posted to `/reception?intent=…`). */
const SIGN_OUT = 'sign-out';
const SIGN_OUT_PATH = `${RECEPTION_PATH}?intent=${SIGN_OUT}`;

/** A device page: the signed-in shell and its menu stay away (root.tsx reads this). */
export const handle = { shell: false };

/**
 * '/reception' (issue 29 §2, docs/decisions/103): the front desk's tablet. Signed in (a device token in the
 * board's own cookie), today's board of its reception; signed out, or when the API no longer takes the token (a
 * new reception password or location, a deleted reception), the board's sign-in with the locations that have a
 * reception. Not guarded by the user's routing rules: the page belongs to the device, whoever else is signed in on
 * it. The board asks `/reception/board` again every few seconds and posts "I have arrived" to `/reception/arrive`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getReceptionSession(request);
  const client = forwardedFor(request, context);
  const token = session.get('token');
  let notice: string | null = session.get('notice') ?? null;
  try {
    const board = await receptionBoard(token, client);
    if (board !== null) return data({ signedIn: true as const, board }, { headers: { 'Set-Cookie': await commitReceptionSession(session) } });
    if (token) {
      session.unset('token');
      notice = T.sessionEnded;
    }
    const locations = await callApi(contract.receptionBoard.locations, { forwardedFor: client });
    return data({ signedIn: false as const, locations, notice }, { headers: { 'Set-Cookie': await commitReceptionSession(session) } });
  } catch (error) {
    if (isApiCallError(error)) throw apiErrorData(error);
    throw error;
  }
}

const signInSchema = ReceptionSignInBody;

/**
 * The sign-in (the form; the device token goes into the board's cookie, then back to '/reception') and the sign-out
 * (the board's session ends at the API, the token leaves the cookie).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getReceptionSession(request);
  if (new URL(request.url).searchParams.get('intent') === SIGN_OUT) {
    const token = session.get('token');
    if (token) {
      await callApi(contract.receptionBoard.signOut, { token, forwardedFor: forwardedFor(request, context) }).catch((error: unknown) => {
        // The session may have ended already; the board forgets its token whatever the API says.
        if (!isApiCallError(error)) throw error;
      });
    }
    return redirect(RECEPTION_PATH, { headers: { 'Set-Cookie': await forgetReceptionToken(session) } });
  }
  return formAction({
    request,
    context,
    guard: 'none',
    schema: signInSchema,
    call: contract.receptionBoard.signIn,
    hideFields: ['password'],
    successMessage: null,
    onSuccess: async ({ token }, { reply }) => {
      session.set('token', token);
      reply.merge([await commitReceptionSession(session)]);
      return { redirect: RECEPTION_PATH };
    },
  });
}

export default function ReceptionRoute() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.signedIn ? <SignedInBoard key={loaded.board.reception.id} board={loaded.board} /> : <ReceptionSignIn locations={loaded.locations} notice={loaded.notice} />;
}

function ReceptionSignIn({ locations, notice }: { locations: Parameters<typeof ReceptionSignInScreen>[0]['locations']; notice: string | null }) {
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(signInSchema, { lastResult });
  return (
    <ReceptionSignInScreen
      {...formScreenProps(form, navigation.state === 'submitting')}
      locations={locations}
      notice={notice}
      locationId={fieldState(fields.locationId)}
      password={fieldErrors(fields.password)}
    />
  );
}

/** A board the server no longer takes: the page again, whose loader signs it in anew and says why. */
const signInAgain = () => window.location.assign(RECEPTION_PATH);

/** The board's poll: its JSON, or no answer (thrown); a board signed out meanwhile goes back to its sign-in. */
async function loadBoard(signal: AbortSignal): Promise<ReceptionBoard> {
  const res = await fetch(RECEPTION_BOARD_PATH, { signal, headers: { accept: 'application/json' }, cache: 'no-store' });
  if (res.status === 401) signInAgain();
  if (!res.ok) throw new Error(`The reception board answered ${res.status}`);
  return (await res.json()) as ReceptionBoard;
}

/** "I have arrived": the new board or the refusal; anything else (a server error page, no network) is no answer. */
async function arrive(guestId: number): Promise<ReceptionArriveResult> {
  const res = await fetch(RECEPTION_ARRIVE_PATH, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ guestId }),
  });
  if (res.status === 401) signInAgain();
  const result = (await res.json().catch(() => null)) as ReceptionArriveResult | null;
  if (result === null || typeof result !== 'object' || !('kind' in result)) throw new Error(`The reception board's arrival answered ${res.status}`);
  return result;
}

function SignedInBoard({ board }: { board: ReceptionBoard }) {
  const submit = useSubmit();
  const onSignOut = useCallback(() => submit(null, { method: 'post', action: SIGN_OUT_PATH }), [submit]);
  return <ReceptionBoardScreen initial={board} load={loadBoard} arrive={arrive} onSignOut={onSignOut} />;
}

export const meta: MetaFunction = () =>
  pageMeta(T.title, "The front desk's board: today's meetings at the location, the guests' wifi, and guests telling their hosts they have arrived.");

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
