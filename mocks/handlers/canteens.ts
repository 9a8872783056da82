import { contract } from '@roombook/domain/contract/index';
import { CANTEEN_ITEM_MESSAGES, CANTEEN_MESSAGES } from '@roombook/domain/canteens/page';
import { contractHandler } from '../lib/contract-handler';
import type { MockStore } from '../data/store';

/** Canteen and canteen item calls (Manage Canteens, Manage Canteen Items, the report filters), with the API's rules. */
const canteenHandlers = (store: MockStore) => [
  contractHandler(store, contract.canteen.list, ({ actor }) => store.canteens.listFor(actor)),
  contractHandler(store, contract.canteen.create, ({ body }) => store.canteens.create(body)),
  contractHandler(store, contract.canteen.update, ({ params, body }) => store.canteens.update(params.id, body)),
  contractHandler(store, contract.canteen.delete, ({ params }) => {
    store.canteens.delete(params.id);
    return { message: CANTEEN_MESSAGES.deleted };
  }),
  contractHandler(store, contract.canteenItem.list, () => store.canteenItems.byPosition()),
  contractHandler(store, contract.canteenItem.create, ({ body }) => store.canteenItems.create(body)),
  contractHandler(store, contract.canteenItem.update, ({ params, body }) => store.canteenItems.update(params.id, body)),
  contractHandler(store, contract.canteenItem.delete, ({ params }) => {
    store.canteenItems.delete(params.id);
    return { message: CANTEEN_ITEM_MESSAGES.deleted };
  }),
];

export default canteenHandlers;
