import type { contract } from '@roombook/domain/contract/index';
import type { AreaHandlers } from '../../../routes/contract-route';
import type { Services } from '../../../services';
import { IMAGE_FIELD } from '../../external/multipart';

/** Locations: the calendar's `mine`, and Manage Locations (list, create and edit with an image, delete, bulk calls: all or nothing). */
export const locationHandlers = ({ bookings, locations }: Services) =>
  ({
    mine: { handler: ({ user }) => bookings.mine(user) },
    list: { handler: () => locations.list() },
    create: { handler: ({ body, files }) => locations.create(body, files[IMAGE_FIELD]) },
    update: { handler: ({ params, body, files }) => locations.update(params.id, body, files[IMAGE_FIELD]) },
    delete: { handler: ({ params }) => locations.delete(params.id) },
    setActive: { handler: ({ body }) => locations.setActive(body.items, true) },
    setInactive: { handler: ({ body }) => locations.setActive(body.items, false) },
    deleteMany: { handler: ({ body }) => locations.deleteMany(body.items) },
  }) satisfies AreaHandlers<typeof contract.location>;
