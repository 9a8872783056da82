import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { AvailabilityRequest } from '@roombook/domain/bookings/schemas';
import { contract } from '@roombook/domain/contract/index';
import { ReplyHeaders, apiCall } from '~/lib/action.server';

/** GET /booking-availability has nothing to show. */
export function loader() {
  return redirect('/');
}

/**
 * The booking dialog's availability look-up (§4): the browser posts the AvailabilityRequest as JSON, this
 * asks the API with the session's token and answers the availability entries as JSON. The dialog ignores
 * every failure (§8): a bad body is 400, a failed call answers the API's `{ message, statusCode }`, and
 * without a session the sign-out redirect (the browser's fetch does not follow it).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = AvailabilityRequest.safeParse(await request.json().catch(() => null));
  const reply = new ReplyHeaders(request);
  if (!body.success) {
    return Response.json({ message: body.error.issues[0]?.message ?? '', statusCode: 400 }, { status: 400 });
  }
  const outcome = await apiCall({ request, context }, reply, contract.booking.availableRooms, { body: body.data });
  const headers = await reply.headers();
  return outcome.ok
    ? Response.json(outcome.answer, { headers })
    : Response.json(outcome.error.toJSON(), { status: outcome.error.statusCode, headers });
}
