import { defineHandlers } from '../../../areas';
import { companiesService } from './companies-service';
import { IMAGE_FIELD } from '../../external/multipart';

/** Companies: the list, create (with its administrator, and accepting an application), update (with an image), delete and the bulk delete (all or nothing). */
export default defineHandlers('company', (deps) => {
  const companies = deps.get(companiesService);
  return {
    list: { handler: () => companies.list() },
    create: { handler: ({ body }) => companies.create(body) },
    update: { handler: ({ params, body, user, files }) => companies.update(user, params.id, body, files[IMAGE_FIELD]) },
    delete: { handler: ({ params }) => companies.delete(params.id) },
    deleteMany: { handler: ({ body }) => companies.deleteMany(body.items) },
  };
});
