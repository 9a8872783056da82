import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { contract } from '@roombook/domain/contract/index';
import { roomFormFields, RoomFormSchema } from '@roombook/domain/rooms/schemas';
import { ROOMS_TEXTS, RoomsScreen, type RoomFormValue } from '@roombook/ui/screens/RoomsScreen';
import { useManageActions } from '~/components/manage-actions';
import { manageAction, manageLoader } from '~/lib/manage.server';
import { pageMeta } from '~/lib/meta';
import { settings } from '~/lib/settings.server';

const PATH = '/manage-rooms';

/**
 * '/manage-rooms' (§2, SuperAdmin and Admin): GET /api/room/ (every room, with its tablet code), and for
 * the form GET /api/location/ and GET /api/feature/. The tablet host is TABLET_URL, or this web app's own
 * origin when TABLET_URL is unset (docs/decisions/099).
 */
export const loader = (args: LoaderFunctionArgs) =>
  manageLoader(args, contract.room.list, {
    lists: { locations: contract.location.list, features: contract.feature.list },
    fields: { tabletHost: settings.TABLET_URL ?? new URL(args.request.url).origin },
  });

/**
 * Add and edit (multipart with a new picture), delete, the bulk Mark active / Mark inactive / Delete
 * selected, and a row's 'Reset URL' (§7 "Rooms"). The form posts what the dialog's RoomFormSchema read, and
 * is read again with it.
 */
export const action = (args: ActionFunctionArgs) => manageAction(args, { ...contract.room, fileFields: ['image'] }, RoomFormSchema);

/** The form's value as posted: the fields as the form holds them (the rate as DKK text) and the new picture, if one was chosen. */
const posted = ({ image, ...body }: RoomFormValue) => ({ ...roomFormFields(body), image: image as Blob | undefined });

export default function ManageRoomsRoute() {
  const { rows, locations, features, tabletHost, error } = useLoaderData<typeof loader>();
  const actions = useManageActions(PATH);
  const ids = (rooms: ReadonlyArray<{ id: number }>) => rooms.map((room) => room.id);
  return (
    <RoomsScreen
      rooms={rows}
      locations={locations}
      features={features}
      tabletHost={tabletHost}
      error={error}
      onCreateRoom={(value) => actions.create(posted(value))}
      onUpdateRoom={(room, value) => actions.update(room.id, posted(value))}
      onDeleteRoom={(room) => actions.remove(room.id)}
      onDeleteRooms={(rooms) => actions.removeMany(ids(rooms))}
      onSetRoomsActive={(rooms, isActive) => actions.setActive(ids(rooms), isActive)}
      onResetRoomUrl={(room) => actions.resetCode(room.id)}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta(ROOMS_TEXTS.heading, 'The meeting rooms: add, edit and delete them, with their seats, limits, rates, rules, features and tablet view.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
