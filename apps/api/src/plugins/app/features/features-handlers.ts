import { defineHandlers } from '../../../areas';
import { featuresService } from './features-service';

/** Features: list, create, rename, delete, and the bulk calls (all or nothing). */
export default defineHandlers('feature', (deps) => {
  const features = deps.get(featuresService);
  return {
    list: { handler: () => features.list() },
    create: { handler: ({ body }) => features.create(body) },
    update: { handler: ({ params, body }) => features.rename(params.id, body) },
    delete: { handler: ({ params }) => features.delete(params.id) },
    setActive: { handler: ({ body }) => features.setActive(body.items, true) },
    setInactive: { handler: ({ body }) => features.setActive(body.items, false) },
    deleteMany: { handler: ({ body }) => features.deleteMany(body.items) },
  };
});
