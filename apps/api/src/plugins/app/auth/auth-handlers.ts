import { defineHandlers } from '../../../areas';
import { authService } from './auth-service';
import { usersService } from '../users/users-service';
import { SERVER_MESSAGES } from '@roombook/domain/messages';

/**
 * Sign-in, token rotation, sign-out, the signed-in user, and password recovery. The public calls are
 * rate-limited per client: sign-in with LOGIN_RATE_LIMIT_MAX, password recovery with PUBLIC_RATE_LIMIT_MAX;
 * sign-in and recovery are limited per account too (AccountThrottles, docs/decisions/079).
 */
export default defineHandlers('auth', (deps) => {
  const auth = deps.get(authService);
  const users = deps.get(usersService);
  const { config } = deps;
  const publicRateLimit = { max: config.publicRateLimitMax, timeWindow: '1 minute' };
  return {
    login: {
      handler: ({ body, reply }) => auth.login(body.email, body.password, (seconds) => void reply.header('retry-after', String(seconds))),
      rateLimit: { max: config.loginRateLimitMax, timeWindow: '1 minute' },
    },
    refreshToken: { handler: ({ body }) => auth.refresh(body.refreshToken) },
    revokeToken: {
      handler: async ({ body, user }) => {
        await auth.revoke(user, body.refreshToken);
        return { message: SERVER_MESSAGES.tokenRevoked };
      },
    },
    me: { handler: ({ user }) => Promise.resolve(users.toSessionUser(user)) },
    forgotPassword: {
      handler: async ({ body, request }) => {
        await auth.forgotPassword(body.email, (error) => request.log.error({ err: error }, 'password recovery failed'));
        return { message: SERVER_MESSAGES.resetLinkSent };
      },
      rateLimit: publicRateLimit,
    },
    validateToken: {
      handler: async ({ body }) => {
        await auth.validateResetToken(body.token);
        return { message: SERVER_MESSAGES.resetTokenValid };
      },
      rateLimit: publicRateLimit,
    },
    resetPassword: {
      handler: async ({ body }) => {
        await auth.resetPassword(body.token, body.password);
        return { message: SERVER_MESSAGES.passwordReset };
      },
      rateLimit: publicRateLimit,
    },
  };
});
