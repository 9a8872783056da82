import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { contract } from '@roombook/domain/contract/index';
import { LocationFormSchema } from '@roombook/domain/locations/schemas';
import { LOCATIONS_TEXTS, LocationsScreen, type LocationFormValue } from '@roombook/ui/screens/LocationsScreen';
import { useManageActions } from '~/components/manage-actions';
import { manageAction, manageLoader } from '~/lib/manage.server';
import { pageMeta } from '~/lib/meta';

const PATH = '/manage-locations';

/** '/manage-locations' (§2, SuperAdmin): GET /api/location/, every location, active or not. */
export const loader = (args: LoaderFunctionArgs) => manageLoader(args, contract.location.list);

/** Add and edit (multipart with a new picture), delete with its rooms, and the bulk calls (§7 "Locations"). */
export const action = (args: ActionFunctionArgs) => manageAction(args, { ...contract.location, fileFields: ['image'] }, LocationFormSchema);

/**
 * The form's value as posted: name, description, check-in (always: the PUT replaces it, and a body without it
 * turns check-in off) and the new picture, if one was chosen.
 */
const posted = ({ name, description, checkInRequired, image }: LocationFormValue) => ({ name, description, checkInRequired, image: image as Blob | undefined });

export default function ManageLocationsRoute() {
  const { rows, error } = useLoaderData<typeof loader>();
  const actions = useManageActions(PATH);
  const ids = (locations: ReadonlyArray<{ id: number }>) => locations.map((location) => location.id);
  return (
    <LocationsScreen
      locations={rows}
      error={error}
      onCreateLocation={(value) => actions.create(posted(value))}
      onUpdateLocation={(location, value) => actions.update(location.id, posted(value))}
      onDeleteLocation={(location) => actions.remove(location.id)}
      onDeleteLocations={(locations) => actions.removeMany(ids(locations))}
      onSetLocationsActive={(locations, isActive) => actions.setActive(ids(locations), isActive)}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta(LOCATIONS_TEXTS.heading, 'The locations with meeting rooms: add, edit and delete them.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
