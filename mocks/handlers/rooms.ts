import { contract } from '@roombook/domain/contract/index';
import { isAdminRole } from '@roombook/domain/roles';
import { contractHandler } from '../lib/contract-handler';
import type { MockStore } from '../data/store';

/**
 * Room calls. The list follows the contract: SuperAdmin and Admin see every room, everyone else the
 * active rooms (the mock locations have no active flag, so every location counts as active).
 */
export const roomHandlers = (store: MockStore) => [
  contractHandler(store, contract.room.list, ({ actor }) =>
    isAdminRole(actor.role) ? store.rooms : store.rooms.filter((room) => room.isActive),
  ),
];
