import { defineHandlers } from '../../../areas';
import { usersService } from './users-service';
import { IMAGE_FIELD } from '../../external/multipart';

/** Users: the own profile and PIN, and Manage users (list, create, register, a canteen manager, an admin's edit, deletes all or nothing). */
export default defineHandlers('user', (deps) => {
  const users = deps.get(usersService);
  return {
    update: {
      handler: ({ params, body, user, sessionId, files }) => users.update(user, sessionId, params.id, body, files[IMAGE_FIELD]),
    },
    resetPin: { handler: ({ params, user }) => users.resetOwnPin(user, params.id) },
    list: { handler: ({ user }) => users.list(user) },
    create: { handler: ({ body, user, files }) => users.create(user, body, files[IMAGE_FIELD]) },
    register: { handler: ({ body, user }) => users.register(user, body) },
    registerCanteenManager: { handler: ({ body }) => users.registerCanteenManager(body) },
    delete: { handler: ({ params, user }) => users.delete(user, params.id) },
    deleteMany: { handler: ({ body, user }) => users.deleteMany(user, body.items) },
  };
});
