import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { contract } from '@roombook/domain/contract/index';
import { PageViewBody } from '@roombook/domain/system/schemas';
import { callApi, isApiFailure } from '~/lib/api.server';
import { getSessionTokens, headersWithCookies, sessionExpiredRedirect } from '~/lib/session.server';

/** GET /track has nothing to show. */
export function loader() {
  return redirect('/');
}

/**
 * Page-view tracking (spec §2): the browser posts `{ path }` here on every route change and this forwards
 * it to the API with the session's token. Answers 204; 400 for a bad body, 401 when signed out.
 */
export async function action({ request }: ActionFunctionArgs) {
  const body = PageViewBody.safeParse(await request.json().catch(() => null));
  if (!body.success) return new Response(null, { status: 400 });

  const tokens = await getSessionTokens(request);
  if (!tokens) return new Response(null, { status: 401 });
  const headers = headersWithCookies(tokens.setCookies);
  try {
    await callApi(contract.system.pageView, { token: tokens.token, body: body.data });
    return new Response(null, { status: 204, headers });
  } catch (error) {
    if (isApiFailure(error) && error.statusCode === 401) return sessionExpiredRedirect(request, tokens.session);
    if (isApiFailure(error)) return new Response(null, { status: error.statusCode, headers });
    throw error;
  }
}
