import { PasswordField } from '../../PasswordField/PasswordField';
import type { SecretFieldState } from './form';

export const NEW_PASSWORD_TEXTS = {
  password: 'New password',
  confirmPassword: 'Confirm new password',
} as const;

/**
 * The new password and its confirmation (§5), named as the domain's NewPasswordSchema and
 * ResetPasswordRequest name them, as the reset-password and update-password screens ask them.
 */
export function NewPasswordFields({ password, confirmPassword }: { password?: SecretFieldState; confirmPassword?: SecretFieldState }) {
  return (
    <>
      <PasswordField
        label={NEW_PASSWORD_TEXTS.password}
        name="password"
        autoComplete="new-password"
        isRequired
        errorMessage={password?.errors}
      />
      <PasswordField
        label={NEW_PASSWORD_TEXTS.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        isRequired
        errorMessage={confirmPassword?.errors}
      />
    </>
  );
}
