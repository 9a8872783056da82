import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { contract } from '@roombook/domain/contract/index';
import { PageViewBody } from '@roombook/domain/system/schemas';
import { ReplyHeaders, apiCall } from '~/lib/action.server';

/** GET /track has nothing to show. */
export function loader() {
  return redirect('/');
}

/**
 * Page-view tracking (spec §2): the browser posts `{ path }` here on every route change and this forwards
 * it to the API with the session's token. Answers 204; 400 for a bad body; signed out → the sign-out
 * redirect (the browser's fetch does not follow it).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = PageViewBody.safeParse(await request.json().catch(() => null));
  if (!body.success) return new Response(null, { status: 400 });

  const reply = new ReplyHeaders(request);
  const outcome = await apiCall({ request, context }, reply, contract.system.pageView, { body: body.data });
  return new Response(null, { status: outcome.ok ? 204 : outcome.error.statusCode, headers: await reply.headers() });
}
