import type { ReactNode } from 'react';
import { TEXTS } from '@roombook/domain/messages';
import { Button } from '../../Button/Button';
import { FormErrorList } from '../../FieldError/FormErrorList';
import { Link } from '../../Link/Link';
import type { FormScreenProps } from './form';
import { form, text as textClass } from './PublicForm.css';

/** Where 'Return to log in' goes: the sign-in page (§2). */
const SIGN_IN_PATH = '/';

/** 'Return to log in' (§2), back to the sign-in page. */
export const BackToSignIn = () => <Link href={SIGN_IN_PATH}>{TEXTS.forgotPassword.back}</Link>;

export interface PublicFormProps extends FormScreenProps {
  /** A line of explanation above the form. */
  text?: string;
  submitLabel: string;
  /** 'Return to log in' below the button. */
  hasBackLink?: boolean;
  /** The fields. */
  children: ReactNode;
}

/**
 * The form of a signed-out screen inside SignInLayout's card (forgot, reset and update password): its
 * text, the form's errors, the fields, a full-width submit button and, where asked, the way back.
 */
export function PublicForm({
  FormComponent = 'form',
  formProps,
  formErrors,
  isSubmitting = false,
  text,
  submitLabel,
  hasBackLink = false,
  children,
}: PublicFormProps) {
  return (
    <FormComponent method="post" {...formProps} className={form}>
      {text ? <p className={textClass}>{text}</p> : null}
      <FormErrorList errors={formErrors} />
      {children}
      <Button type="submit" variant="primary" fullWidth isPending={isSubmitting}>
        {submitLabel}
      </Button>
      {hasBackLink ? <BackToSignIn /> : null}
    </FormComponent>
  );
}
