import type { contract } from '@roombook/domain/contract/index';
import type { AreaHandlers } from '../../../routes/contract-route';
import type { Services } from '../../../services';
import { IMAGE_FIELD } from '../../external/multipart';

/** Users: the own profile (with its picture) and the own PIN. */
export const userHandlers = ({ users }: Services) =>
  ({
    update: {
      handler: ({ params, body, user, sessionId, files }) => users.updateOwn(user, sessionId, params.id, body, files[IMAGE_FIELD]),
    },
    resetPin: { handler: ({ params, user }) => users.resetOwnPin(user, params.id) },
  }) satisfies AreaHandlers<typeof contract.user>;
