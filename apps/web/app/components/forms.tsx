import { getFormProps, useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from '@conform-to/react';
import type { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { useEffect, useState } from 'react';
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

/** When every form screen validates a field: when it loses focus, then again on each input. */
export const FIELD_VALIDATION = { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' } as const;

/** The constraints of a form's fields (`getZodConstraint` of its schema, computed by the route's loader). */
export type FieldConstraints = ReturnType<typeof getZodConstraint>;

/** What a lazy form validates with, once it has been fetched. */
interface Validation<S extends z.ZodObject> {
  schema: S;
  parse: typeof parseWithZod;
}

/**
 * `useSchemaForm` (components/schema-form.tsx) without zod in the page's first script: the sign-in page
 * (issue 3: its JS under 170 KB gzip) fetches its schema and zod after it has hydrated. The fields'
 * constraints come from the loader (`getZodConstraint` on the server), so the first render is the
 * server's. Until the schema has arrived, a field is validated only when the form is sent, by the action.
 * Pass a `loadSchema` defined once (at module level): a new one fetches again.
 */
export function useLazySchemaForm<S extends z.ZodObject>(
  loadSchema: () => Promise<S>,
  { lastResult, constraint }: { lastResult?: SubmissionResult<string[]> | null; constraint: FieldConstraints },
) {
  const [validation, setValidation] = useState<Validation<S> | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([loadSchema(), import('@conform-to/zod/v4')]).then(
      ([schema, { parseWithZod: parse }]) => {
        if (live) setValidation({ schema, parse });
      },
      // Not fetched (the network failed): the action still validates the form when it is sent.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loadSchema]);
  return useForm<z.input<S>, z.output<S>>({
    lastResult,
    constraint,
    ...(validation
      ? { ...FIELD_VALIDATION, onValidate: ({ formData }) => validation.parse(formData, { schema: validation.schema }) }
      : { shouldValidate: 'onSubmit' }),
  });
}
