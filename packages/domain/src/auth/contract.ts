import { defineArea } from '../contract/area';
import { defineCall } from '../contract/define';
import { MessageResponse } from '../common/schemas';
import { SUCCESS } from '../messages';
import { SessionUser } from '../users/schemas';
import {
  ForgotPasswordSchema,
  LoginResponse,
  RefreshTokenRequest,
  ResetPasswordRequest,
  RevokeTokenRequest,
  SignInSchema,
  TokenPair,
  ValidateTokenRequest,
} from './schemas';

/** Authentication calls (§7 "Authentication and profile"). */
const authCalls = {
  login: defineCall({
    method: 'POST',
    path: '/api/user/login',
    auth: 'public',
    summary: 'Sign in with email and password',
    body: SignInSchema,
    response: LoginResponse,
    successMessage: SUCCESS.loggedIn,
  }),
  refreshToken: defineCall({
    method: 'POST',
    path: '/api/user/refresh-token',
    auth: 'public',
    summary: 'Exchange a refresh token for a new token pair (the old refresh token is consumed)',
    body: RefreshTokenRequest,
    response: TokenPair,
  }),
  revokeToken: defineCall({
    method: 'POST',
    path: '/api/user/revoke-token',
    auth: 'bearer',
    summary: "Sign out: revoke the refresh token's whole family",
    body: RevokeTokenRequest,
    response: MessageResponse,
  }),
  forgotPassword: defineCall({
    method: 'POST',
    path: '/api/user/forgot-password',
    auth: 'public',
    summary: 'Send a password-recovery link (the answer is the same whether or not the email is known)',
    body: ForgotPasswordSchema,
    response: MessageResponse,
  }),
  validateToken: defineCall({
    method: 'POST',
    path: '/api/user/validate-token',
    auth: 'public',
    summary: 'Check a password-reset token',
    body: ValidateTokenRequest,
    response: MessageResponse,
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/user/reset-password',
    auth: 'public',
    summary: 'Set a new password with a reset token',
    body: ResetPasswordRequest,
    response: MessageResponse,
  }),
  me: defineCall({
    method: 'GET',
    path: '/api/user/me',
    auth: 'bearer',
    summary: 'The signed-in user, with their own PIN (the one answer besides reset-pin that carries it)',
    response: SessionUser,
  }),
} as const;

/** Sign-in, token rotation and sign-out, the signed-in user, password recovery. */
export const authArea = defineArea({
  name: 'auth',
  calls: authCalls,
  targets: {
    login: 'none',
    refreshToken: 'none',
    revokeToken: 'none',
    forgotPassword: 'none',
    validateToken: 'none',
    resetPassword: 'none',
    me: 'none',
  },
});
