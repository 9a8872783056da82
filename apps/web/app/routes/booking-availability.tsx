import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { contract } from '@roombook/domain/contract/index';
import { jsonBodyAction } from '~/lib/action.server';

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
export function action({ request, context }: ActionFunctionArgs) {
  return jsonBodyAction({ request, context }, contract.booking.availableRooms);
}
