import { contract } from '@roombook/domain/contract/index';
import { SUCCESS } from '@roombook/domain/messages';
import { contractHandler } from '../lib/contract-handler';
import type { MockStore } from '../data/store';

/** Reception calls (Manage Receptions), with the API's rules (`MockReceptions`). */
export const receptionHandlers = (store: MockStore) => [
  contractHandler(store, contract.reception.list, () => store.receptions.all()),
  contractHandler(store, contract.reception.create, ({ body }) => store.receptions.create(body)),
  contractHandler(store, contract.reception.update, ({ params, body }) => store.receptions.update(params.id, body)),
  contractHandler(store, contract.reception.delete, ({ params }) => {
    store.receptions.delete(params.id);
    return { message: SUCCESS.receptionDeleted };
  }),
];
