import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { canteenItemFormFields, CanteenItemFormSchema } from '@roombook/domain/canteens/item-schemas';
import { contract } from '@roombook/domain/contract/index';
import { CANTEEN_ITEMS_TEXTS, CanteenItemsScreen } from '@roombook/ui/screens/CanteenItemsScreen';
import { useManageActions } from '~/components/manage-actions';
import { manageAction, manageLoader } from '~/lib/manage.server';
import { pageMeta } from '~/lib/meta';

const PATH = '/manage-canteen-items';

/** '/manage-canteen-items' (§2, SuperAdmin and Admin): GET /api/item/, the items by position. */
export const loader = (args: LoaderFunctionArgs) => manageLoader(args, contract.canteenItem.list);

/**
 * Add, edit and delete (§7 "Canteens, items, receptions"). The form posts the price as DKK text, read again
 * with the dialog's CanteenItemFormSchema into øre.
 */
export const action = (args: ActionFunctionArgs) => manageAction(args, contract.canteenItem, CanteenItemFormSchema);

export default function ManageCanteenItemsRoute() {
  const { rows, error } = useLoaderData<typeof loader>();
  const actions = useManageActions(PATH);
  return (
    <CanteenItemsScreen
      items={rows}
      error={error}
      onCreateItem={(body) => actions.create(canteenItemFormFields(body))}
      onUpdateItem={(item, body) => actions.update(item.id, canteenItemFormFields(body))}
      onDeleteItem={(item) => actions.remove(item.id)}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta(CANTEEN_ITEMS_TEXTS.heading, 'The items the canteen kiosks sell: add, edit and delete them, with their prices and positions.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
