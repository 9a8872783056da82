import { defineHandlers } from '../../../areas';
import { canteensService } from './canteens-service';

/** Canteens: the list (as the caller may see it), create, edit and delete keeping the orders. */
export default defineHandlers('canteen', (deps) => {
  const canteens = deps.get(canteensService);
  return {
    list: { handler: ({ user }) => canteens.list(user) },
    create: { handler: ({ body }) => canteens.create(body) },
    update: { handler: ({ params, body }) => canteens.update(params.id, body) },
    delete: { handler: ({ params }) => canteens.delete(params.id) },
  };
});
