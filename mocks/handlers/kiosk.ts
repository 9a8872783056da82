import { contract } from '@roombook/domain/contract/index';
import { contractHandler } from '../lib/contract-handler';
import type { MockStore } from '../data/store';

/** The canteen kiosk (docs/decisions/038): sign-in by location and canteen password, the menu, orders. */
const kioskHandlers = (store: MockStore) => [
  contractHandler(store, contract.kiosk.locations, () => store.kiosk.locations()),
  contractHandler(store, contract.kiosk.signIn, ({ body }) => store.kiosk.signIn(body)),
  contractHandler(store, contract.kiosk.signOut, ({ device }) => store.kiosk.signOut(device)),
  contractHandler(store, contract.kiosk.menu, ({ device }) => store.kiosk.menu(device)),
  contractHandler(store, contract.kiosk.order, ({ device, body }) => store.kiosk.order(device, body)),
];

export default kioskHandlers;
