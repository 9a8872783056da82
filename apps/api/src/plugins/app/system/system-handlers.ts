import type { contract } from '@roombook/domain/contract/index';
import type { AreaHandlers } from '../../../routes/contract-route';
import type { Services } from '../../../services';

/** The health check and page-view tracking. */
export const systemHandlers = ({ system }: Services) =>
  ({
    health: { handler: () => system.health() },
    pageView: {
      handler: async ({ body, user }) => {
        await system.recordPageView(user.id, body.path);
        return null;
      },
    },
  }) satisfies AreaHandlers<typeof contract.system>;
