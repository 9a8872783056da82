import type { LoaderFunctionArgs } from '@remix-run/node';
import { IdParams } from '@roombook/domain/common/schemas';
import { contract } from '@roombook/domain/contract/index';
import { displayErrorMessage, ERRORS } from '@roombook/domain/messages';
import { apiCall, ReplyHeaders } from '~/lib/action.server';

/**
 * The guests of a booking as its details list them (issue 29 §2): `GET /booking-guests/{id}` asks the API with the
 * session's token (`GET /api/guest/booking/{id}`) and answers the guests as the user may see them, as JSON, never
 * cached. A failure answers the API's `{ message, statusCode }` (the details show the message); without a session,
 * the sign-out redirect. Adding and removing a guest post to the calendar's action (`BOOKING_INTENTS`), which
 * toasts them.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const parsed = IdParams.safeParse(params);
  if (!parsed.success) return Response.json({ message: ERRORS.notFound, statusCode: 404 }, { status: 404, headers: { 'cache-control': 'no-store' } });
  const reply = new ReplyHeaders(request);
  const outcome = await apiCall({ request, context }, reply, contract.guest.list, { params: parsed.data });
  const headers = await reply.headers();
  headers.set('cache-control', 'no-store');
  if (outcome.ok) return Response.json(outcome.answer, { headers });
  const { statusCode } = outcome.error;
  return Response.json({ message: displayErrorMessage(outcome.error.message), statusCode }, { status: statusCode, headers });
}
