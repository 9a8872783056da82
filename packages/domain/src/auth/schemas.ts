import { z } from 'zod';
import { VALIDATION } from '../messages';
import { confirmPasswordField, emailField, newPasswordField, passwordField, tokenField } from '../common/fields';
import { IsoInstant } from '../common/schemas';
import { ProfileUser } from '../users/schemas';

/** Sign-in form and the login request (§5). */
export const SignInSchema = z.object({
  email: emailField(VALIDATION.emailRequired, VALIDATION.emailInvalid),
  password: passwordField(1, VALIDATION.passwordRequired),
});
export type SignIn = z.infer<typeof SignInSchema>;

/** Forgot-password form (§5): email valid and required. */
export const ForgotPasswordSchema = z.object({
  email: emailField(VALIDATION.emailRequired, VALIDATION.emailInvalid),
});
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** New password with confirmation (§5), used by reset-password and the forced update. */
export const NewPasswordSchema = z
  .object({
    password: newPasswordField(),
    confirmPassword: confirmPasswordField(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: VALIDATION.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type NewPassword = z.infer<typeof NewPasswordSchema>;

/** The forced Update Password screen (§2) sends the same fields as a profile update. */

export const ValidateTokenRequest = z.object({ token: tokenField() });
export const ResetPasswordRequest = z
  .object({
    token: tokenField(),
    password: newPasswordField(),
    confirmPassword: confirmPasswordField(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: VALIDATION.passwordsMustMatch,
    path: ['confirmPassword'],
  });

/** A fresh access token with its expiry and the rotated refresh token. */
export const TokenPair = z.object({
  token: z.string(),
  /** Access-token expiry as an ISO instant. */
  exp: IsoInstant,
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof TokenPair>;

/**
 * Login answers the token pair and the signed-in user (§3: session = user + token + firstLogin + exp),
 * without the PIN: only `GET /api/user/me` shows it to its owner (docs/decisions/020).
 */
export const LoginResponse = TokenPair.extend({ user: ProfileUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RefreshTokenRequest = z.object({ refreshToken: tokenField() });
export const RevokeTokenRequest = z.object({ refreshToken: tokenField() });
