import { contract } from '@roombook/domain/contract/index';
import { contractHandler } from '../lib/contract-handler';
import type { MockStore } from '../data/store';

export const companyApplicationHandlers = (store: MockStore) => [
  contractHandler(store, contract.companyApplication.create, ({ body }) => store.addApplication(body)),
];
