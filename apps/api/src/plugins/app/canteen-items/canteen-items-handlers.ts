import { defineHandlers } from '../../../areas';
import { canteenItemsService } from './canteen-items-service';

/** Canteen items: the list by position, create, edit, delete. */
export default defineHandlers('canteenItem', (deps) => {
  const canteenItems = deps.get(canteenItemsService);
  return {
    list: { handler: () => canteenItems.list() },
    create: { handler: ({ body }) => canteenItems.create(body) },
    update: { handler: ({ params, body }) => canteenItems.update(params.id, body) },
    delete: { handler: ({ params }) => canteenItems.delete(params.id) },
  };
});
