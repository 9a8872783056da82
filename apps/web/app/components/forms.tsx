import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import { PasswordField } from '@roombook/ui/PasswordField';

/**
 * conform → packages/ui adapters. The ui components know nothing of conform or Remix: they take a field's
 * default value and its error messages, and the form's own errors.
 */
export const fieldState = (field: Pick<FieldMetadata, 'defaultValue' | 'errors'>) => ({
  ...(field.defaultValue !== undefined ? { defaultValue: field.defaultValue } : {}),
  ...(field.errors ? { errors: field.errors } : {}),
});

/** Only the errors of a field (password fields never get their value back). */
export const fieldErrors = (field: Pick<FieldMetadata, 'errors'>) => (field.errors ? { errors: field.errors } : {});

/** Errors that belong to the whole form (for example the server's 'Invalid email or password'). */
export const formErrors = (form: Pick<FormMetadata, 'errors'>): string[] => form.errors ?? [];

type PasswordMeta = Pick<FieldMetadata<string>, 'name' | 'id' | 'errors'>;

/** The new password and its confirmation (§5), as the reset-password and update-password screens ask them. */
export function NewPasswordFields({ password, confirmPassword }: { password: PasswordMeta; confirmPassword: PasswordMeta }) {
  return (
    <>
      <PasswordField
        label="New password"
        name={password.name}
        id={password.id}
        autoComplete="new-password"
        isRequired
        errorMessage={password.errors}
      />
      <PasswordField
        label="Confirm new password"
        name={confirmPassword.name}
        id={confirmPassword.id}
        autoComplete="new-password"
        isRequired
        errorMessage={confirmPassword.errors}
      />
    </>
  );
}
