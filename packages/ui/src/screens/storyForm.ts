import { useState, type FormEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { z } from 'zod';
import type { FieldState } from './shared/form';
import type { StoryAnswer } from './storyApi';
import type { StoryToast } from './storyPage';

/**
 * Story-only (imported by `*.stories.tsx` files, never by a screen). The stories' stand-in for the web's
 * conform adapter (`apps/web/app/components/forms.tsx`) and its action helper (`formAction`): a
 * submitted form is parsed with the same domain schema, and the screen gets the same shapes the web
 * gives it: per field `{ defaultValue, errors }` (no value for hidden fields such as passwords), the
 * form's own errors (the server's message after a failed call) and `isSubmitting`. As `formAction`
 * does, a failed call's message is also toasted, and a successful one's `successMessage`.
 * It validates on submit only (the web also validates a field when it loses focus).
 */

type FieldName<S extends z.ZodType> = Extract<keyof z.input<S>, string>;

export interface StoryFormOptions<S extends z.ZodType, T> {
  schema: S;
  /** Fields whose value is never sent back to the form (the web action's `hideFields`: passwords). */
  hideFields?: readonly FieldName<S>[];
  /** The call, with the parsed value: a contract call through `storyCall`. */
  submit: (value: z.output<S>) => Promise<StoryAnswer<T>>;
  toast: StoryToast;
  /** The success toast (the call's message, or the route's own). */
  successMessage?: string | ((data: T) => string);
  /** After the success toast (the web redirects, or closes a dialog). */
  onSuccess?: (data: T) => void;
}

export interface StoryForm<S extends z.ZodType> {
  /**
   * Changes whenever the set of field errors does. Put it on the form screen: its uncontrolled fields
   * then start again from the values sent back (passwords empty), as after the web's round trip
   * without JavaScript.
   */
  key: string;
  fields: Partial<Record<FieldName<S>, FieldState>>;
  /** Spread onto the form screen: its form props, the form's errors, whether it is submitting. */
  props: {
    formProps: { noValidate: true; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
    formErrors: string[];
    isSubmitting: boolean;
  };
}

/** Form values with dotted names ('notificationSettings.email') as nested objects, as conform reads them. */
function nested(values: Readonly<Record<string, string>>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const path = name.split('.');
    let node = root;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] = value;
  }
  return root;
}

/** Messages by field name, and the whole form's under '' (conform's shape of a zod error). */
function errorsByField(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return errors;
}

export function useStoryForm<S extends z.ZodType, T>(options: StoryFormOptions<S, T>): StoryForm<S> {
  const { schema, hideFields = [], submit, toast, successMessage, onSuccess } = options;
  const [fields, setFields] = useState<Partial<Record<FieldName<S>, FieldState>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);

  const answer = (values: Record<string, string>, errors: Record<string, string[]>, form: string[]) => {
    const next: Record<string, FieldState> = {};
    // Every field posted, and every field with an error although nothing was posted for it (an empty list).
    for (const name of new Set([...Object.keys(values), ...Object.keys(errors)])) {
      const value = values[name];
      next[name] = {
        ...((hideFields as readonly string[]).includes(name) || value === undefined ? {} : { defaultValue: value }),
        ...(errors[name] ? { errors: errors[name] } : {}),
      };
    }
    setFields(next as Partial<Record<FieldName<S>, FieldState>>);
    setFormErrors(form);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((value, name) => {
      if (typeof value === 'string') values[name] = value;
    });
    const parsed = schema.safeParse(nested(values));
    if (!parsed.success) {
      const { '': form = [], ...errors } = errorsByField(parsed.error.issues);
      answer(values, errors, form);
      return;
    }
    answer(values, {}, []);
    setSubmitting(true);
    const result = await submit(parsed.data);
    setSubmitting(false);
    if (!result.ok) {
      setFormErrors([result.message]);
      toast('error', result.message);
      return;
    }
    if (successMessage !== undefined) {
      toast('success', typeof successMessage === 'function' ? successMessage(result.data) : successMessage);
    }
    onSuccess?.(result.data);
  };

  const fieldErrors = Object.entries(fields as Record<string, FieldState>).filter(([, field]) => field.errors);
  return {
    key: JSON.stringify(Object.fromEntries(fieldErrors.map(([name, field]) => [name, field.errors]))),
    fields,
    props: { formProps: { noValidate: true, onSubmit: (event) => void onSubmit(event) }, formErrors, isSubmitting },
  };
}

/** Types a new password and its confirmation (the labels of the password screens) and submits with `submitLabel`. */
export async function submitNewPassword(
  canvasElement: HTMLElement,
  labels: { password: string; confirmPassword: string; submit: string },
  password: string,
  confirmation: string,
) {
  const canvas = within(canvasElement);
  // A screen that checks something first (the reset link) shows its form a moment later.
  const field = await canvas.findByLabelText(labels.password);
  await expect(field).toBeVisible();
  if (password) await userEvent.type(field, password);
  if (confirmation) await userEvent.type(canvas.getByLabelText(labels.confirmPassword), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
}

/** Picks `option` in the select labelled `label` inside `scope` (a dialog), as a person does: open it, press the option. */
export async function chooseOption(scope: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(scope.getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}
