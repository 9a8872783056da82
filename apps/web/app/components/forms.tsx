import { getFormProps, useForm, type DefaultValue, type FieldMetadata, type FormMetadata, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import type { z } from 'zod';

/**
 * conform → packages/ui adapters. The ui screens know nothing of conform or Remix: they take a field's
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

/**
 * The form plumbing of a ui form screen (`@roombook/ui/screens/…`): Remix's <Form> posting conform's form
 * to the route's action, the form's own errors, and whether it is being submitted.
 */
export const formScreenProps = <Schema extends Record<string, unknown>>(form: FormMetadata<Schema, string[]>, isSubmitting: boolean) => ({
  FormComponent: Form,
  formProps: { ...getFormProps(form), method: 'post' },
  formErrors: formErrors(form),
  isSubmitting,
});

/**
 * conform's form for one of the domain's form schemas, validated the way every form screen validates:
 * a field when it loses focus, then again on each input; the action's reply (`lastResult`) on return.
 */
export function useSchemaForm<S extends z.ZodObject>(
  schema: S,
  { lastResult, defaultValue }: { lastResult?: SubmissionResult<string[]> | null; defaultValue?: DefaultValue<z.input<S>> } = {},
) {
  return useForm<z.input<S>, z.output<S>>({
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
