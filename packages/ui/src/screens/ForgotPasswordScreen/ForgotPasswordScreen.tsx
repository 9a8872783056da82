import { TEXTS } from '@roombook/domain/messages';
import { SignInLayout } from '../../SignInLayout/SignInLayout';
import { TextField } from '../../TextField/TextField';
import type { FieldState, FormScreenProps } from '../shared/form';
import { PublicForm } from '../shared/PublicForm';

export const FORGOT_PASSWORD_TEXTS = {
  email: 'Email',
  submit: 'Send recovery link',
} as const;

export interface ForgotPasswordScreenProps extends FormScreenProps {
  email?: FieldState;
}

/**
 * '/forgot-password' (§2): 'Account recovery', the email the recovery link goes to, and 'Return to log in'.
 * The answer is the same whether or not the email has an account (no enumeration).
 */
export function ForgotPasswordScreen({ email, ...form }: ForgotPasswordScreenProps) {
  return (
    <SignInLayout title={TEXTS.forgotPassword.heading}>
      <PublicForm {...form} text={TEXTS.forgotPassword.text} submitLabel={FORGOT_PASSWORD_TEXTS.submit} hasBackLink>
        <TextField
          label={FORGOT_PASSWORD_TEXTS.email}
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          defaultValue={email?.defaultValue}
          errorMessage={email?.errors}
        />
      </PublicForm>
    </SignInLayout>
  );
}
