import { contract } from '@roombook/domain/contract/index';
import type { Services } from '../../services';
import type { RegisterCall } from '../contract-route';

export const registerUserRoutes = (register: RegisterCall, { users }: Services): void => {
  register(contract.user.update, ({ params, body, user }) => users.updateOwn(user, params.id, body));
};
