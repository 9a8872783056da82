import type { ActionFunctionArgs } from '@remix-run/node';
import { commitSession, getSession, storeTokens, takeToasts, TOAST_COOKIE_NAME } from '~/lib/session.server';

/** The Cookie header of a signed-in session: access token 'access' for ten more minutes, user 7. */
export async function signedInCookie(): Promise<string> {
  const session = await getSession(new Request('http://web.test/'));
  storeTokens(session, { token: 'access', exp: new Date(Date.now() + 10 * 60_000).toISOString(), refreshToken: 'refresh' }, 7);
  return (await commitSession(session)).split(';')[0]!;
}

/**
 * A fetcher's post of `form` to an administration table's action (`<path>?intent=…`), signed in: whether it
 * succeeded, and the toasts it flashed.
 */
export async function postManageAction(
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  path: string,
  intent: string,
  form: Array<[string, string]>,
): Promise<{ ok: boolean; toasts: string[] }> {
  const cookie = await signedInCookie();
  const request = new Request(`http://web.test${path}?intent=${intent}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body: new URLSearchParams(form),
  });
  const answer = (await action({ request, context: {}, params: {} })) as { data: { ok: boolean }; init: { headers: Headers } };
  const toastCookie = new Headers(answer.init.headers).getSetCookie().find((c) => c.startsWith(`${TOAST_COOKIE_NAME}=`)) ?? '';
  const { toasts } = await takeToasts(new Request('http://web.test/', { headers: { Cookie: toastCookie.split(';')[0]! } }));
  return { ok: answer.data.ok, toasts: toasts.map((toast) => toast.message) };
}
