import { contract } from '@roombook/domain/contract/index';
import { RECEPTION_MESSAGES } from '@roombook/domain/receptions/page';
import { contractHandler } from '../lib/contract-handler';
import { mockReceptions } from '../data/receptions';
import type { MockStore } from '../data/store';

/** Reception calls (Manage Receptions), with the API's rules (`MockReceptions`). */
const receptionHandlers = (store: MockStore) => {
  const receptions = mockReceptions(store);
  return [
    contractHandler(store, contract.reception.list, () => receptions.all()),
    contractHandler(store, contract.reception.create, ({ body }) => receptions.create(body)),
    contractHandler(store, contract.reception.update, ({ params, body }) => receptions.update(params.id, body)),
    contractHandler(store, contract.reception.delete, ({ params }) => {
      receptions.delete(params.id);
      return { message: RECEPTION_MESSAGES.deleted };
    }),
  ];
};

export default receptionHandlers;
