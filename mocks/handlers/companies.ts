import { contract } from '@roombook/domain/contract/index';
import { contractHandler } from '../lib/contract-handler';
import type { MockStore } from '../data/store';

/** Company calls: the list (Manage Companies, the user form and the report filters). */
export const companyHandlers = (store: MockStore) => [contractHandler(store, contract.company.list, () => store.companies)];
