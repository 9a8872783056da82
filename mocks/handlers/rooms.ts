import { roomItemIds } from '@roombook/domain/common/schemas';
import { contract } from '@roombook/domain/contract/index';
import { ROOM_MESSAGES } from '@roombook/domain/rooms/page';
import { contractHandler } from '../lib/contract-handler';
import { storeMockImage } from '../lib/images';
import type { MockStore } from '../data/store';

/** Room calls (the Meeting rooms list and Manage Rooms, a room's picture judged like the API's), with the API's rules (`MockRooms`). */
const roomHandlers = (store: MockStore) => {
  const rooms = store.roomAdmin;
  return [
    contractHandler(store, contract.room.list, ({ actor }) => rooms.listFor(actor)),
    contractHandler(store, contract.room.create, async ({ body, files }) => rooms.create(body, await storeMockImage(files))),
    contractHandler(store, contract.room.setActive, ({ body }) => {
      rooms.setActive(roomItemIds(body), true);
      return { message: ROOM_MESSAGES.manyUpdated };
    }),
    contractHandler(store, contract.room.setInactive, ({ body }) => {
      rooms.setActive(roomItemIds(body), false);
      return { message: ROOM_MESSAGES.manyUpdated };
    }),
    contractHandler(store, contract.room.deleteMany, ({ body }) => {
      rooms.delete(roomItemIds(body));
      return { message: ROOM_MESSAGES.manyDeleted };
    }),
    contractHandler(store, contract.room.update, async ({ params, body, files }) => rooms.update(params.id, body, await storeMockImage(files))),
    contractHandler(store, contract.room.delete, ({ params }) => {
      rooms.delete([params.id]);
      return { message: ROOM_MESSAGES.deleted };
    }),
    contractHandler(store, contract.room.resetCode, ({ params }) => rooms.resetCode(params.id)),
  ];
};

export default roomHandlers;
