import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { forwardedFor } from '~/lib/api.server';
import { RECEPTION_PATH } from '~/lib/paths';
import { receptionArrive } from '~/lib/reception.server';
import { getReceptionSession } from '~/lib/reception-session.server';

/** GET has nothing to show: the board's page. */
export function loader() {
  return redirect(RECEPTION_PATH);
}

/**
 * "I have arrived" at the reception board (docs/decisions/103): the board posts `{ guestId }` as JSON and gets a
 * `ReceptionArriveResult`, the new board or the API's refusal with its message and status (401 for a board the API
 * no longer takes). A JSON resource route, as the room tablet's actions: a board without network gets no answer
 * and says so, where a fetcher's failure would replace the page with its error.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const token = (await getReceptionSession(request)).get('token');
  const { result, status } = await receptionArrive(token, await request.json().catch(() => null), forwardedFor(request, context));
  return Response.json(result, { status, headers: { 'cache-control': 'no-store' } });
}
