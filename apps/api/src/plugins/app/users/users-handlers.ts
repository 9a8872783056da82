import type { contract } from '@roombook/domain/contract/index';
import type { AreaHandlers } from '../../../routes/contract-route';
import type { Services } from '../../../services';

/** Users: the profile update for now. */
export const userHandlers = ({ users }: Services) =>
  ({
    update: { handler: ({ params, body, user }) => users.updateOwn(user, params.id, body) },
  }) satisfies AreaHandlers<typeof contract.user>;
