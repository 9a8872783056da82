import { contract } from '@roombook/domain/contract/index';
import { ERRORS, SERVER_MESSAGES } from '@roombook/domain/messages';
import { contractHandler, MockHttpError } from '../lib/contract-handler';
import { toProfileUser, toSessionUser, type MockStore } from '../data/store';

const authHandlers = (store: MockStore) => [
  contractHandler(store, contract.auth.login, ({ body }) => {
    const user = store.signIn(body.email, body.password);
    return { ...store.issueTokens(user.id), user: toProfileUser(user) };
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
  // The same answer whether or not the email belongs to an account (no enumeration).
  contractHandler(store, contract.auth.forgotPassword, ({ body }) => {
    store.startPasswordReset(body.email);
    return { message: SERVER_MESSAGES.resetLinkSent };
  }),
  contractHandler(store, contract.auth.validateToken, ({ body }) => {
    if (!store.resetTokenUser(body.token)) throw new MockHttpError(400, SERVER_MESSAGES.resetTokenInvalid);
    return { message: SERVER_MESSAGES.resetTokenValid };
  }),
  contractHandler(store, contract.auth.resetPassword, ({ body }) => {
    if (!store.resetPassword(body.token, body.password)) throw new MockHttpError(400, SERVER_MESSAGES.resetTokenInvalid);
    return { message: SERVER_MESSAGES.passwordReset };
  }),
];

export default authHandlers;
