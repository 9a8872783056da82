import { contract } from '@roombook/domain/contract/index';
import { visibleRooms } from '@roombook/domain/rooms/rules/visible-rooms';
import { contractHandler } from '../lib/contract-handler';
import { mockLocationRecords } from '../data/locations';
import type { MockStore } from '../data/store';

/** Room calls: the list, as the domain's `visibleRooms` shows it to the caller's role. */
export const roomHandlers = (store: MockStore) => [
  contractHandler(store, contract.room.list, ({ actor }) => visibleRooms(actor, store.rooms, mockLocationRecords())),
];
