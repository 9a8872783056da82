import { contract } from '@roombook/domain/contract/index';
import type { Services } from '../../services';
import type { RegisterCall } from '../contract-route';

export const registerSystemRoutes = (register: RegisterCall, { system }: Services): void => {
  register(contract.system.health, () => system.health());

  register(contract.system.pageView, async ({ body, user }) => {
    await system.recordPageView(user.id, body.path);
    return null;
  });
};
