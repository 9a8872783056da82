import { contract } from '@roombook/domain/contract/index';
import { contractHandler } from '../lib/contract-handler';
import type { MockStore } from '../data/store';

/** The public application, the pending list and the decisions (decided once, docs/decisions/032). */
const companyApplicationHandlers = (store: MockStore) => [
  contractHandler(store, contract.companyApplication.create, ({ body }) => store.addApplication(body)),
  contractHandler(store, contract.companyApplication.list, () => store.companyAdmin.pendingApplications()),
  contractHandler(store, contract.companyApplication.accept, ({ params }) => store.companyAdmin.acceptApplication(params.id)),
  contractHandler(store, contract.companyApplication.reject, ({ params }) => store.companyAdmin.rejectApplication(params.id)),
];

export default companyApplicationHandlers;
