import { TEXTS } from '@roombook/domain/messages';
import { Alert } from '../../Alert/Alert';
import { SignInLayout } from '../../SignInLayout/SignInLayout';
import type { FormScreenProps, SecretFieldState } from '../shared/form';
import { NewPasswordFields } from '../shared/NewPasswordFields';
import { BackToSignIn, PublicForm } from '../shared/PublicForm';
import { form as column } from '../shared/PublicForm.css';

export const RESET_PASSWORD_TEXTS = {
  submit: 'Reset password',
} as const;

export interface ResetPasswordScreenProps extends FormScreenProps {
  /** The `token` of the link, sent back with the new password. */
  token: string;
  /**
   * Why the token failed its validation on load (§8: the server's message), or null when it is valid.
   * The error alert then replaces the form.
   */
  tokenError?: string | null;
  password?: SecretFieldState;
  confirmPassword?: SecretFieldState;
}

/**
 * '/reset-password?token=…' (§2): 'Password Reset' with the new password and its confirmation, or, when
 * the token failed validation, the error alert in place of the form (§8).
 */
export function ResetPasswordScreen({ token, tokenError, password, confirmPassword, ...form }: ResetPasswordScreenProps) {
  return (
    <SignInLayout title={TEXTS.resetPassword.heading}>
      {tokenError ? (
        <div className={column}>
          <Alert kind="error">{tokenError}</Alert>
          <BackToSignIn />
        </div>
      ) : (
        <PublicForm {...form} submitLabel={RESET_PASSWORD_TEXTS.submit} hasBackLink>
          <input type="hidden" name="token" defaultValue={token} />
          <NewPasswordFields password={password} confirmPassword={confirmPassword} />
        </PublicForm>
      )}
    </SignInLayout>
  );
}
