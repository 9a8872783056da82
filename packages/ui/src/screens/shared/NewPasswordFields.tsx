import { PasswordField } from '../../PasswordField/PasswordField';
import type { SecretFieldState } from './form';

export const NEW_PASSWORD_TEXTS = {
  password: 'New password',
  confirmPassword: 'Confirm new password',
} as const;

export interface NewPasswordFieldsProps {
  password?: SecretFieldState;
  confirmPassword?: SecretFieldState;
  /** Whether a new password must be given (reset and update password); the profile's is optional. @default true */
  isRequired?: boolean;
}

/**
 * The new password and its confirmation (§5), named as the domain's NewPasswordSchema and
 * ResetPasswordRequest name them, as the reset-password, update-password and profile screens ask them.
 */
export function NewPasswordFields({ password, confirmPassword, isRequired = true }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={NEW_PASSWORD_TEXTS.password}
        name="password"
        autoComplete="new-password"
        isRequired={isRequired}
        errorMessage={password?.errors}
      />
      <PasswordField
        label={NEW_PASSWORD_TEXTS.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        isRequired={isRequired}
        errorMessage={confirmPassword?.errors}
      />
    </>
  );
}
