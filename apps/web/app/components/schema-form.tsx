import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { FIELD_VALIDATION } from './forms';

/**
 * conform's form for one of the domain's form schemas, validated the way every form screen validates:
 * a field when it loses focus, then again on each input; the action's reply (`lastResult`) on return.
 * It brings zod into the page; the sign-in page, whose script is kept small, uses `useLazySchemaForm`
 * (components/forms.tsx) instead.
 */
export function useSchemaForm<S extends z.ZodObject>(
  schema: S,
  { lastResult, defaultValue }: { lastResult?: SubmissionResult<string[]> | null; defaultValue?: DefaultValue<z.input<S>> } = {},
) {
  return useForm<z.input<S>, z.output<S>>({
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    ...FIELD_VALIDATION,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
