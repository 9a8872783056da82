import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { forwardedFor } from '~/lib/api.server';
import { tabletPagePath } from '~/lib/paths';
import { badActRequest, tabletAct, TabletActRequest } from '~/lib/tablet.server';

/** GET has nothing to show: the tablet's page. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(tabletPagePath(params.code ?? ''));
}

/**
 * Book now, End early, Extend and Check in at the room tablet (docs/decisions/101, 102): the tablet posts `{ action, person }`
 * as JSON, checked with the domain's schemas (400 refused), and gets a `TabletActResult`: the room's new state,
 * the API's refusal with its message and status, or `setUpAgain` (401) for a code no room has.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const body = TabletActRequest.safeParse(await request.json().catch(() => null));
  const { result, status } = body.success ? await tabletAct(params.code ?? '', body.data, forwardedFor(request, context)) : badActRequest(body.error);
  return Response.json(result, { status, headers: { 'cache-control': 'no-store' } });
}
