import type { contract } from '@roombook/domain/contract/index';
import type { AreaHandlers } from '../../../routes/contract-route';
import type { Services } from '../../../services';

/** Canteen items: the list by position, create, edit, delete. */
export const canteenItemHandlers = ({ canteenItems }: Services) =>
  ({
    list: { handler: () => canteenItems.list() },
    create: { handler: ({ body }) => canteenItems.create(body) },
    update: { handler: ({ params, body }) => canteenItems.update(params.id, body) },
    delete: { handler: ({ params }) => canteenItems.delete(params.id) },
  }) satisfies AreaHandlers<typeof contract.canteenItem>;
