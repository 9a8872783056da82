import type { ReactNode } from 'react';
import { SignInForm, type SignInFormProps } from '../../SignInForm/SignInForm';
import { SignInLayout } from '../../SignInLayout/SignInLayout';
import type { FieldState, FormScreenProps, SecretFieldState } from '../shared/form';

/** Where 'Forgot password?' goes (§2). */
export const FORGOT_PASSWORD_PATH = '/forgot-password';

export interface SignInScreenProps extends FormScreenProps {
  email?: FieldState;
  password?: SecretFieldState;
  /** Below the form: the 'Apply for company account' button and its dialog (the app loads it on demand). */
  applySlot?: ReactNode;
}

/** '/' signed out (§2): the sign-in form in the signed-out page, with 'Forgot password?' and the apply slot. */
export function SignInScreen({ applySlot, ...form }: SignInScreenProps) {
  const props: SignInFormProps = { ...form, forgotPasswordHref: FORGOT_PASSWORD_PATH, applySlot };
  return (
    <SignInLayout>
      <SignInForm {...props} />
    </SignInLayout>
  );
}
