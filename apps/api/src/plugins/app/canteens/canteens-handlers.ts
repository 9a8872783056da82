import type { contract } from '@roombook/domain/contract/index';
import type { AreaHandlers } from '../../../routes/contract-route';
import type { Services } from '../../../services';

/** Canteens: the list (as the caller may see it), create, edit and delete keeping the orders. */
export const canteenHandlers = ({ canteens }: Services) =>
  ({
    list: { handler: ({ user }) => canteens.list(user) },
    create: { handler: ({ body }) => canteens.create(body) },
    update: { handler: ({ params, body }) => canteens.update(params.id, body) },
    delete: { handler: ({ params }) => canteens.delete(params.id) },
  }) satisfies AreaHandlers<typeof contract.canteen>;
