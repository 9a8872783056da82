import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { contract } from '@roombook/domain/contract/index';
import { displayErrorMessage } from '@roombook/domain/messages';
import { MeetingRoomsScreen, MEETING_ROOMS_TEXTS } from '@roombook/ui/screens/MeetingRoomsScreen';
import { apiCall, ReplyHeaders } from '~/lib/action.server';
import { guardSignedInRoute } from '~/lib/guard.server';
import { pageMeta } from '~/lib/meta';

/** '/meeting-rooms' (§2): the rooms of the user's locations (GET /api/location/mine/), everyone's screen. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tokens, headers } = await guardSignedInRoute(request);
  const reply = new ReplyHeaders(request).merge(headers);
  const mine = await apiCall({ request, context }, reply, contract.location.mine, {}, tokens);
  return data(
    mine.ok ? { locations: mine.answer, error: null } : { locations: [], error: displayErrorMessage(mine.error.message) },
    { headers: await reply.headers() },
  );
}

export default function MeetingRoomsRoute() {
  const { locations, error } = useLoaderData<typeof loader>();
  return <MeetingRoomsScreen locations={locations} error={error} />;
}

export const meta: MetaFunction = () =>
  pageMeta(MEETING_ROOMS_TEXTS.heading, 'The meeting rooms you can book: seats, daily and weekly limits, hourly rates, rules and features.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
