import type { contract } from '@roombook/domain/contract/index';
import type { AreaHandlers } from '../../../routes/contract-route';
import type { Services } from '../../../services';

/** Features: list, create, rename, delete, and the bulk calls (all or nothing). */
export const featureHandlers = ({ features }: Services) =>
  ({
    list: { handler: () => features.list() },
    create: { handler: ({ body }) => features.create(body) },
    update: { handler: ({ params, body }) => features.rename(params.id, body) },
    delete: { handler: ({ params }) => features.delete(params.id) },
    setActive: { handler: ({ body }) => features.setActive(body.items, true) },
    setInactive: { handler: ({ body }) => features.setActive(body.items, false) },
    deleteMany: { handler: ({ body }) => features.deleteMany(body.items) },
  }) satisfies AreaHandlers<typeof contract.feature>;
