import { defineHandlers } from '../../../areas';
import { receptionsService } from './receptions-service';

/** Receptions: the list, create, edit, delete. */
export default defineHandlers('reception', (deps) => {
  const receptions = deps.get(receptionsService);
  return {
    list: { handler: () => receptions.list() },
    create: { handler: ({ body }) => receptions.create(body) },
    update: { handler: ({ params, body }) => receptions.update(params.id, body) },
    delete: { handler: ({ params }) => receptions.delete(params.id) },
  };
});
