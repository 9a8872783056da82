import { useId, type ElementType, type ReactNode } from 'react';
import { EMAIL_MAX } from '@roombook/domain/constants';
import { TEXTS } from '@roombook/domain/messages';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { FormErrorList } from '../FieldError/FormErrorList';
import { footer, forgot, form, heading, noAccount, root } from './SignInForm.css';

export const SIGN_IN_TEXTS = {
  heading: 'Sign in',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
} as const;

export interface SignInFormProps {
  /** The form element: 'form' (default) or a router's form component (the app passes Remix's <Form>). */
  FormComponent?: ElementType;
  /** Spread onto the form element: method, action, id, onSubmit, noValidate… (method defaults to post). */
  formProps?: Record<string, unknown>;
  email?: { defaultValue?: string; errors?: string[] };
  password?: { errors?: string[] };
  /** Errors of the whole form (for example the server's message), shown in an Alert above the fields. */
  formErrors?: string[];
  isSubmitting?: boolean;
  forgotPasswordHref: string;
  /** Below the form: where the app puts the 'Apply for company account' button and its dialog. */
  applySlot?: ReactNode;
}

/**
 * The sign-in form of spec §2. It only renders: validation, submission and navigation belong to the app,
 * which injects its form component and the field errors. The fields are named email and password so that
 * a plain form post works without JavaScript.
 */
export function SignInForm({
  FormComponent = 'form',
  formProps,
  email,
  password,
  formErrors,
  isSubmitting = false,
  forgotPasswordHref,
  applySlot,
}: SignInFormProps) {
  const headingId = useId();
  return (
    <div className={root}>
      <h1 id={headingId} className={heading}>
        {SIGN_IN_TEXTS.heading}
      </h1>
      <FormComponent method="post" aria-labelledby={headingId} {...formProps} className={form}>
        <FormErrorList errors={formErrors} />
        <TextField
          label={SIGN_IN_TEXTS.email}
          name="email"
          type="email"
          autoComplete="username"
          maxLength={EMAIL_MAX}
          isRequired
          defaultValue={email?.defaultValue}
          errorMessage={email?.errors}
        />
        <PasswordField
          label={SIGN_IN_TEXTS.password}
          name="password"
          autoComplete="current-password"
          isRequired
          errorMessage={password?.errors}
        />
        <Button type="submit" fullWidth isPending={isSubmitting}>
          {SIGN_IN_TEXTS.submit}
        </Button>
        <Link href={forgotPasswordHref} className={forgot}>
          {TEXTS.signIn.forgotPassword}
        </Link>
      </FormComponent>
      <div className={footer}>
        <p className={noAccount}>{TEXTS.signIn.noAccount}</p>
        {applySlot}
      </div>
    </div>
  );
}
