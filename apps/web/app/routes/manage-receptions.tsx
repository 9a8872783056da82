import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { contract } from '@roombook/domain/contract/index';
import { ReceptionBody } from '@roombook/domain/receptions/schemas';
import { RECEPTIONS_TEXTS, ReceptionsScreen } from '@roombook/ui/screens/ReceptionsScreen';
import { useMemo } from 'react';
import { useManageActions } from '~/components/manage-actions';
import { manageAction, manageLoader } from '~/lib/manage.server';
import { pageMeta } from '~/lib/meta';

const PATH = '/manage-receptions';

/**
 * '/manage-receptions' (§2, SuperAdmin and Admin): GET /api/reception/ (with the tablet passwords), and for
 * the form's Location GET /api/location/. 'Add new reception' is the SuperAdmin's only (§6).
 */
export const loader = (args: LoaderFunctionArgs) =>
  manageLoader(args, contract.reception.list, (user) => ({
    lists: { locations: contract.location.list },
    fields: { actor: { role: user.role, companyId: user.company?.id ?? null } },
  }));

/** Add, edit (a wifi field left blank is cleared) and delete (§7 "Canteens, items, receptions"). */
export const action = (args: ActionFunctionArgs) => manageAction(args, contract.reception, ReceptionBody);

export default function ManageReceptionsRoute() {
  const { rows, locations, actor: loaded, error } = useLoaderData<typeof loader>();
  const actions = useManageActions(PATH);
  // The same actor across reloads of the list.
  const actor = useMemo(() => loaded, [loaded.role, loaded.companyId]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ReceptionsScreen
      actor={actor}
      receptions={rows}
      locations={locations}
      error={error}
      onCreateReception={(body) => actions.create(body)}
      onUpdateReception={(reception, body) => actions.update(reception.id, body)}
      onDeleteReception={(reception) => actions.remove(reception.id)}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta(RECEPTIONS_TEXTS.heading, 'The receptions of the locations: add, edit and delete them, with their password and wifi details.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
