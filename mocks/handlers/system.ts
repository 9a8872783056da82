import { contract } from '@roombook/domain/contract/index';
import { contractHandler } from '../lib/contract-handler';
import type { MockStore } from '../data/store';

const systemHandlers = (store: MockStore) => [
  contractHandler(store, contract.system.health, () => ({ status: 'ok' as const, database: 'mock' as const })),
  contractHandler(store, contract.system.live, () => ({ status: 'ok' as const })),
  contractHandler(store, contract.system.ready, () => ({ status: 'ok' as const, database: 'mock' as const })),
  contractHandler(store, contract.system.pageView, ({ body, actor }) => {
    store.pageViews.push({ userId: actor.id, path: body.path, at: new Date().toISOString() });
    return null;
  }),
];

export default systemHandlers;
