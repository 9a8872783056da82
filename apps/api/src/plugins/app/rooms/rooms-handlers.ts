import { roomItemIds } from '@roombook/domain/common/schemas';
import { defineHandlers } from '../../../areas';
import { roomsService } from './rooms-service';
import { IMAGE_FIELD } from '../../external/multipart';

/** Rooms: the list, create and update (with an image), delete, the bulk calls (all or nothing; ids as `items` or `idList`) and the tablet code reset. */
export default defineHandlers('room', (deps) => {
  const rooms = deps.get(roomsService);
  return {
    list: { handler: ({ user }) => rooms.list(user) },
    create: { handler: ({ body, files }) => rooms.create(body, files[IMAGE_FIELD]) },
    update: { handler: ({ params, body, files }) => rooms.update(params.id, body, files[IMAGE_FIELD]) },
    delete: { handler: ({ params }) => rooms.delete(params.id) },
    setActive: { handler: ({ body }) => rooms.setActive(roomItemIds(body), true) },
    setInactive: { handler: ({ body }) => rooms.setActive(roomItemIds(body), false) },
    deleteMany: { handler: ({ body }) => rooms.deleteMany(roomItemIds(body)) },
    resetCode: { handler: ({ params }) => rooms.resetCode(params.id) },
  };
});
