import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SERVER_MESSAGES } from '@roombook/domain/messages';
import { contractHandler, MockHttpError } from '../lib/contract-handler';
import { toSessionUser, type MockStore } from '../data/store';

export const authHandlers = (store: MockStore) => [
  contractHandler(store, contract.auth.login, ({ body }) => {
    const user = store.findUserByEmail(body.email);
    if (!user || user.password !== body.password) throw new MockHttpError(401, ERRORS.invalidCredentials);
    return { ...store.issueTokens(user.id), user: toSessionUser(user) };
  }),
  contractHandler(store, contract.auth.refreshToken, ({ body }) => {
    const pair = store.rotate(body.refreshToken);
    if (!pair) throw new MockHttpError(401, ERRORS.unauthorized);
    return pair;
  }),
  contractHandler(store, contract.auth.revokeToken, ({ body, actor }) => {
    if (!store.revoke(body.refreshToken, actor.id)) throw new MockHttpError(404, ERRORS.notFound);
    return { message: SERVER_MESSAGES.tokenRevoked };
  }),
  contractHandler(store, contract.auth.me, ({ actor }) => toSessionUser(actor)),
];
