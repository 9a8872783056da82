import type { contract } from '@roombook/domain/contract/index';
import type { AreaHandlers } from '../../../routes/contract-route';
import type { Services } from '../../../services';

/** Receptions: the list, create, edit, delete. */
export const receptionHandlers = ({ receptions }: Services) =>
  ({
    list: { handler: () => receptions.list() },
    create: { handler: ({ body }) => receptions.create(body) },
    update: { handler: ({ params, body }) => receptions.update(params.id, body) },
    delete: { handler: ({ params }) => receptions.delete(params.id) },
  }) satisfies AreaHandlers<typeof contract.reception>;
