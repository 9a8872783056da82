import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { contract } from '@roombook/domain/contract/index';
import { jsonBodyAction } from '~/lib/action.server';

/** GET /booking-series-preview has nothing to show. */
export function loader() {
  return redirect('/');
}

/**
 * The booking dialog's series preview (issue 30 §3): the browser posts the SeriesPreviewBody as JSON, this asks the
 * API with the session's token and answers the repeat's bookings, each with its refusal or null, as JSON. A repeat
 * the rules refuse is 400 `{ message, statusCode, field }` (the dialog shows the message at that field, 'repeat.until');
 * a failed call answers the API's `{ message, statusCode }`; without a session, the sign-out redirect (the
 * browser's fetch does not follow it).
 */
export function action({ request, context }: ActionFunctionArgs) {
  return jsonBodyAction({ request, context }, contract.booking.seriesPreview);
}
