import { contract } from '@roombook/domain/contract/index';
import { contractHandler } from '../lib/contract-handler';
import type { MockStore } from '../data/store';

/** The calendar's locations: the signed-in user's locations with their active rooms. */
export const locationHandlers = (store: MockStore) => [
  contractHandler(store, contract.location.mine, ({ actor }) => store.calendar.locationsOf(actor)),
];
