import type { contract } from '@roombook/domain/contract/index';
import type { AreaHandlers } from '../../../routes/contract-route';
import type { Services } from '../../../services';
import { IMAGE_FIELD } from '../../external/multipart';

/** Companies: the list, create (with its administrator, and accepting an application), update (with an image), delete and the bulk delete (all or nothing). */
export const companyHandlers = ({ companies }: Services) =>
  ({
    list: { handler: () => companies.list() },
    create: { handler: ({ body }) => companies.create(body) },
    update: { handler: ({ params, body, user, files }) => companies.update(user, params.id, body, files[IMAGE_FIELD]) },
    delete: { handler: ({ params }) => companies.delete(params.id) },
    deleteMany: { handler: ({ body }) => companies.deleteMany(body.items) },
  }) satisfies AreaHandlers<typeof contract.company>;
