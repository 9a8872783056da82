import { contract } from '@roombook/domain/contract/index';
import { SUCCESS } from '@roombook/domain/messages';
import { contractHandler } from '../lib/contract-handler';
import type { MockStore } from '../data/store';

/** Canteen and canteen item calls (Manage Canteens, Manage Canteen Items, the report filters), with the API's rules. */
export const canteenHandlers = (store: MockStore) => [
  contractHandler(store, contract.canteen.list, ({ actor }) => store.canteens.listFor(actor)),
  contractHandler(store, contract.canteen.create, ({ body }) => store.canteens.create(body)),
  contractHandler(store, contract.canteen.update, ({ params, body }) => store.canteens.update(params.id, body)),
  contractHandler(store, contract.canteen.delete, ({ params }) => {
    store.canteens.delete(params.id);
    return { message: SUCCESS.canteenDeleted };
  }),
  contractHandler(store, contract.canteenItem.list, () => store.canteenItems.byPosition()),
  contractHandler(store, contract.canteenItem.create, ({ body }) => store.canteenItems.create(body)),
  contractHandler(store, contract.canteenItem.update, ({ params, body }) => store.canteenItems.update(params.id, body)),
  contractHandler(store, contract.canteenItem.delete, ({ params }) => {
    store.canteenItems.delete(params.id);
    return { message: SUCCESS.canteenItemDeleted };
  }),
];
