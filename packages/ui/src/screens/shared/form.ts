import type { ElementType } from 'react';

/**
 * The form plumbing every form screen takes, as SignInForm and CompanyApplicationForm do: the app passes
 * its form component and what its form library says about the fields (the web: conform, through
 * `apps/web/app/components/forms.tsx`; the stories: `screens/storyForm.ts`). The screen only renders.
 */
export interface FormScreenProps {
  /** The form element: 'form' (default) or a router's form component (the web passes Remix's <Form>). */
  FormComponent?: ElementType;
  /** Spread onto the form element: id, onSubmit, noValidate, action… (method defaults to post). */
  formProps?: Record<string, unknown>;
  /** Errors of the whole form (for example the server's message), shown in an alert above the fields. */
  formErrors?: string[];
  isSubmitting?: boolean;
}

/** A field as the form library answers it: the value to show again and its error messages. */
export interface FieldState {
  defaultValue?: string;
  errors?: string[];
}

/** A password field: never shown again, only its errors. */
export interface SecretFieldState {
  errors?: string[];
}
