import { TEXTS } from '@roombook/domain/messages';
import { SignInLayout } from '../../SignInLayout/SignInLayout';
import type { FormScreenProps, SecretFieldState } from '../shared/form';
import { NewPasswordFields } from '../shared/NewPasswordFields';
import { PublicForm } from '../shared/PublicForm';

export const UPDATE_PASSWORD_TEXTS = {
  heading: 'Update password',
  submit: 'Update password',
} as const;

export interface UpdatePasswordScreenProps extends FormScreenProps {
  password?: SecretFieldState;
  confirmPassword?: SecretFieldState;
}

/**
 * '/update-password' (§2): the only screen of a user with the first-login flag. 'For security reasons,
 * please enter a new password.'; once updated, the user is signed out and signs in again.
 */
export function UpdatePasswordScreen({ password, confirmPassword, ...form }: UpdatePasswordScreenProps) {
  return (
    <SignInLayout title={UPDATE_PASSWORD_TEXTS.heading}>
      <PublicForm {...form} text={TEXTS.updatePassword.text} submitLabel={UPDATE_PASSWORD_TEXTS.submit}>
        <NewPasswordFields password={password} confirmPassword={confirmPassword} />
      </PublicForm>
    </SignInLayout>
  );
}
