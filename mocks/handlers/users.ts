import { contract } from '@roombook/domain/contract/index';
import { ERRORS } from '@roombook/domain/messages';
import { contractHandler, MockHttpError } from '../lib/contract-handler';
import { toSessionUser, type MockStore } from '../data/store';

export const userHandlers = (store: MockStore) => [
  contractHandler(store, contract.user.update, ({ params, body, actor }) => {
    if (params.id !== actor.id) throw new MockHttpError(403, ERRORS.forbidden);
    const { password, confirmPassword: _confirm, notificationSettings, companyId: _companyId, role: _role, ...fields } = body;
    Object.assign(actor, fields);
    if (notificationSettings) Object.assign(actor.notificationSettings, notificationSettings);
    if (password !== undefined) {
      actor.password = password;
      actor.firstLogin = false;
    }
    return toSessionUser(actor);
  }),
];
