import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { CanteenBody } from '@roombook/domain/canteens/schemas';
import { contract } from '@roombook/domain/contract/index';
import { CANTEENS_TEXTS, CanteensScreen } from '@roombook/ui/screens/CanteensScreen';
import { useMemo } from 'react';
import { useManageActions } from '~/components/manage-actions';
import { manageAction, manageLoader } from '~/lib/manage.server';
import { pageMeta } from '~/lib/meta';

const PATH = '/manage-canteens';

/**
 * '/manage-canteens' (§2, SuperAdmin and Admin): GET /api/canteen/ (with the tablet passwords), and for the
 * form's Location GET /api/location/. The signed-in user's role decides the buttons (§6: 'Add new canteen'
 * for the SuperAdmin, 'Add canteen manager' for both).
 */
export const loader = (args: LoaderFunctionArgs) =>
  manageLoader(args, contract.canteen.list, (user) => ({
    lists: { locations: contract.location.list },
    fields: { actor: { role: user.role, companyId: user.company?.id ?? null } },
  }));

/**
 * Add, edit and delete (§7 "Canteens, items, receptions"), and 'Add canteen manager'
 * (POST /api/user/register-canteen-manager, which invites the manager). After each, Remix loads the
 * canteens again (§4: a new manager shows in the list).
 */
export const action = (args: ActionFunctionArgs) =>
  manageAction(args, { ...contract.canteen, addManager: contract.user.registerCanteenManager }, CanteenBody);

export default function ManageCanteensRoute() {
  const { rows, locations, actor: loaded, error } = useLoaderData<typeof loader>();
  const actions = useManageActions(PATH);
  // The same actor across reloads of the list.
  const actor = useMemo(() => loaded, [loaded.role, loaded.companyId]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <CanteensScreen
      actor={actor}
      canteens={rows}
      locations={locations}
      error={error}
      onCreateCanteen={(body) => actions.create(body)}
      onUpdateCanteen={(canteen, body) => actions.update(canteen.id, body)}
      onDeleteCanteen={(canteen) => actions.remove(canteen.id)}
      onAddManager={(body) => actions.addManager(body)}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta(CANTEENS_TEXTS.heading, 'The canteens of the locations: add, edit and delete them, with their password, printer and canteen manager.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
