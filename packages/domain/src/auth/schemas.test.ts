import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, TOKEN_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { FORM_MESSAGES } from '../common/fields';
import {
  ForgotPasswordSchema,
  NewPasswordSchema,
  RefreshTokenRequest,
  ResetPasswordRequest,
  RevokeTokenRequest,
  SignInSchema,
  ValidateTokenRequest,
} from './schemas';

const issuesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

const token = 'kq3Jx7y0wTzH2m1bV9cR8dE6fG5hI4jK3lM2nO1pQ0s';

describe('sign-in and recovery requests: bounded and clean', () => {
  it.each([
    ['sign-in: a password of PASSWORD_MAX + 1 (argon2 never hashes a megabyte)', SignInSchema, { email: 'ida@nordlys.dk', password: 'p'.repeat(PASSWORD_MAX + 1) }, 'password', FORM_MESSAGES.tooLong(PASSWORD_MAX)],
    ['sign-in: a password of a million characters', SignInSchema, { email: 'ida@nordlys.dk', password: 'p'.repeat(1_000_000) }, 'password', FORM_MESSAGES.tooLong(PASSWORD_MAX)],
    ['sign-in: an email over EMAIL_MAX', SignInSchema, { email: `${'i'.repeat(EMAIL_MAX)}@x.dk`, password: 'roombook' }, 'email', FORM_MESSAGES.tooLong(EMAIL_MAX)],
    ['forgot password: an email with a NUL', ForgotPasswordSchema, { email: 'ida@nordlys.dk\u0000' }, 'email', VALIDATION.notAllowedCharacters],
    ['validate token: a token of TOKEN_MAX + 1', ValidateTokenRequest, { token: 't'.repeat(TOKEN_MAX + 1) }, 'token', FORM_MESSAGES.tooLong(TOKEN_MAX)],
    ['validate token: a token with a NUL', ValidateTokenRequest, { token: `${token}\u0000` }, 'token', VALIDATION.notAllowedCharacters],
    ['refresh: a token of TOKEN_MAX + 1', RefreshTokenRequest, { refreshToken: 't'.repeat(TOKEN_MAX + 1) }, 'refreshToken', FORM_MESSAGES.tooLong(TOKEN_MAX)],
    ['revoke: a token with a NUL', RevokeTokenRequest, { refreshToken: `\u0000${token}` }, 'refreshToken', VALIDATION.notAllowedCharacters],
    ['reset: a new password of PASSWORD_MAX + 1', ResetPasswordRequest, { token, password: 'p'.repeat(PASSWORD_MAX + 1), confirmPassword: 'x' }, 'password', FORM_MESSAGES.tooLong(PASSWORD_MAX)],
    ['reset: a confirmation of PASSWORD_MAX + 1', ResetPasswordRequest, { token, password: 'secret1', confirmPassword: 'p'.repeat(PASSWORD_MAX + 1) }, 'confirmPassword', FORM_MESSAGES.tooLong(PASSWORD_MAX)],
    ['new password: a NUL', NewPasswordSchema, { password: 'secret\u00001', confirmPassword: 'secret\u00001' }, 'password', VALIDATION.notAllowedCharacters],
  ])('%s → %s', (_, schema: z.ZodType, input, path, message) => {
    expect(issuesOf(schema, input)).toContainEqual({ path, message });
  });

  it('keeps the §5 rules for valid input', () => {
    expect(issuesOf(ResetPasswordRequest, { token, password: 'p'.repeat(PASSWORD_MAX), confirmPassword: 'p'.repeat(PASSWORD_MAX) })).toEqual([]);
    expect(issuesOf(ResetPasswordRequest, { token, password: 'short', confirmPassword: 'short' })).toEqual([
      { path: 'password', message: VALIDATION.passwordMin },
    ]);
    expect(issuesOf(NewPasswordSchema, { password: 'secret1', confirmPassword: 'secret2' })).toEqual([
      { path: 'confirmPassword', message: VALIDATION.passwordsMustMatch },
    ]);
    expect(issuesOf(SignInSchema, { email: 'ida@nordlys.dk', password: '' })).toEqual([
      { path: 'password', message: VALIDATION.passwordRequired },
    ]);
  });

  it.each([null, [], 'x'])('every request refuses the body %j without throwing', (body) => {
    for (const schema of [SignInSchema, ForgotPasswordSchema, NewPasswordSchema, ValidateTokenRequest, ResetPasswordRequest, RefreshTokenRequest, RevokeTokenRequest]) {
      expect(() => schema.safeParse(body)).not.toThrow();
      expect(schema.safeParse(body).success).toBe(false);
    }
  });
});
