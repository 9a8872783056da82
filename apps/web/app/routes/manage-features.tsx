import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { contract } from '@roombook/domain/contract/index';
import { FeatureBody } from '@roombook/domain/features/schemas';
import { FEATURES_TEXTS, FeaturesScreen } from '@roombook/ui/screens/FeaturesScreen';
import { useManageActions } from '~/components/manage-actions';
import { manageAction, manageLoader } from '~/lib/manage.server';
import { pageMeta } from '~/lib/meta';

const PATH = '/manage-features';

/** '/manage-features' (§2, SuperAdmin and Admin): GET /api/feature/, every feature, active or not. */
export const loader = (args: LoaderFunctionArgs) => manageLoader(args, contract.feature.list);

/** Add, rename, delete, and the bulk Mark active / Mark inactive / Delete selected (§7 "Features"). */
export const action = (args: ActionFunctionArgs) => manageAction(args, contract.feature, FeatureBody);

export default function ManageFeaturesRoute() {
  const { rows, error } = useLoaderData<typeof loader>();
  const actions = useManageActions(PATH);
  const ids = (features: ReadonlyArray<{ id: number }>) => features.map((feature) => feature.id);
  return (
    <FeaturesScreen
      features={rows}
      error={error}
      onCreateFeature={(body) => actions.create(body)}
      onUpdateFeature={(feature, body) => actions.update(feature.id, body)}
      onDeleteFeature={(feature) => actions.remove(feature.id)}
      onDeleteFeatures={(features) => actions.removeMany(ids(features))}
      onSetFeaturesActive={(features, isActive) => actions.setActive(ids(features), isActive)}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta(FEATURES_TEXTS.heading, 'The features a meeting room can offer: add, edit, activate, deactivate and delete them.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
