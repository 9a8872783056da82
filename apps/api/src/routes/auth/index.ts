import { contract } from '@roombook/domain/contract/index';
import { API_MESSAGES } from '../../messages';
import type { Services } from '../../services';
import type { RegisterCall } from '../contract-route';

/** Sign-in, token rotation, sign-out, the signed-in user, and password recovery. */
export const registerAuthRoutes = (
  register: RegisterCall,
  { auth, users }: Services,
  options: { loginRateLimitMax: number }
): void => {
  register(contract.auth.login, ({ body }) => auth.login(body.email, body.password), {
    rateLimit: { max: options.loginRateLimitMax, timeWindow: '1 minute' },
  });

  register(contract.auth.refreshToken, ({ body }) => auth.refresh(body.refreshToken));

  register(contract.auth.revokeToken, async ({ body, user }) => {
    await auth.revoke(user, body.refreshToken);
    return { message: API_MESSAGES.tokenRevoked };
  });

  register(contract.auth.me, ({ user }) => Promise.resolve(users.toSessionUser(user)));

  register(contract.auth.forgotPassword, async ({ body }) => {
    await auth.forgotPassword(body.email);
    return { message: API_MESSAGES.resetLinkSent };
  });

  register(contract.auth.validateToken, async ({ body }) => {
    await auth.validateResetToken(body.token);
    return { message: API_MESSAGES.resetTokenValid };
  });

  register(contract.auth.resetPassword, async ({ body }) => {
    await auth.resetPassword(body.token, body.password);
    return { message: API_MESSAGES.passwordReset };
  });
};
