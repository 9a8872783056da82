import { contract } from '@roombook/domain/contract/index';
import { FEATURE_MESSAGES } from '@roombook/domain/features/page';
import { contractHandler } from '../lib/contract-handler';
import type { MockStore } from '../data/store';

/** Feature calls (Manage Features), with the API's rules (`MockFeatures`). */
const featureHandlers = (store: MockStore) => [
  contractHandler(store, contract.feature.list, () => store.features.sorted()),
  contractHandler(store, contract.feature.create, ({ body }) => store.features.create(body.name)),
  contractHandler(store, contract.feature.setActive, ({ body }) => {
    store.features.setActive(body.items, true);
    return { message: FEATURE_MESSAGES.manyUpdated };
  }),
  contractHandler(store, contract.feature.setInactive, ({ body }) => {
    store.features.setActive(body.items, false);
    return { message: FEATURE_MESSAGES.manyUpdated };
  }),
  contractHandler(store, contract.feature.deleteMany, ({ body }) => {
    store.features.delete(body.items);
    return { message: FEATURE_MESSAGES.manyDeleted };
  }),
  contractHandler(store, contract.feature.update, ({ params, body }) => store.features.rename(params.id, body.name)),
  contractHandler(store, contract.feature.delete, ({ params }) => {
    store.features.delete([params.id]);
    return { message: FEATURE_MESSAGES.deleted };
  }),
];

export default featureHandlers;
