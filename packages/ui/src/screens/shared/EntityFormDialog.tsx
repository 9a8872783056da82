import { useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import type { z } from 'zod';
import { ERRORS } from '@roombook/domain/messages';
import { Alert } from '../../Alert/Alert';
import { Button } from '../../Button/Button';
import { errorsByField } from '../../FieldError/issues';
import { FormDialog } from '../../FormDialog/FormDialog';
import { actions, form } from '../../CompanyApplicationForm/CompanyApplicationForm.css';

/** The buttons of an add or edit dialog. */
export const ENTITY_FORM_TEXTS = { cancel: 'Cancel', save: 'Save' } as const;

/** A form's values by field name, as its fields hold them (text, numbers, lists, a file). */
export type EntityFormValues = Record<string, unknown>;

/** What the fields of an entity form get: the values, a setter and the messages of each field. */
export interface EntityFormFields<V extends EntityFormValues> {
  values: V;
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  errors: Partial<Record<keyof V, string[]>>;
}

export interface EntityFormDialogProps<V extends EntityFormValues, S extends z.ZodType> {
  /** 'Add new feature', 'Edit feature', …; also the form's name. */
  title: string;
  isOpen: boolean;
  /** Called with false after a successful save, and when the user confirmed closing a changed form. */
  onOpenChange: (isOpen: boolean) => void;
  /** The domain's form schema: the values are checked with it before `onSave` (the server checks again). */
  schema: S;
  /** The values the form starts from each time it opens. */
  initialValues: V;
  /** Saves the parsed value; a rejection keeps the dialog open with the error's message above the buttons. */
  onSave: (value: z.output<S>) => Promise<unknown>;
  /** The fields, drawn from the form's state. */
  children: (fields: EntityFormFields<V>) => ReactNode;
}

/** Whether nothing changed: files by identity, everything else by value. */
const sameValues = (a: EntityFormValues, b: EntityFormValues) =>
  Object.keys({ ...a, ...b }).every((key) =>
    a[key] instanceof Blob || b[key] instanceof Blob ? a[key] === b[key] : JSON.stringify(a[key]) === JSON.stringify(b[key]),
  );

/**
 * The add and edit dialog of an administration table (§2 "Admin tables"): a FormDialog (closing a changed
 * form asks 'Are you sure you want to close this dialog window?') holding a form whose values are checked
 * with the domain's schema on submit, then saved through `onSave`. A success closes the dialog without
 * asking; a refusal shows the server's message and keeps what was typed. The form starts again from
 * `initialValues` each time the dialog opens.
 */
export function EntityFormDialog<V extends EntityFormValues, S extends z.ZodType>(props: EntityFormDialogProps<V, S>) {
  const { title, isOpen, onOpenChange, initialValues } = props;
  const [values, setValues] = useState(initialValues);
  // A new opening (or other initial values) starts the form again.
  const [openedWith, setOpenedWith] = useState<{ isOpen: boolean; initialValues: V }>({ isOpen, initialValues });
  if (openedWith.isOpen !== isOpen || openedWith.initialValues !== initialValues) {
    setOpenedWith({ isOpen, initialValues });
    if (isOpen) setValues(initialValues);
  }
  return (
    <FormDialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} isDirty={!sameValues(values, initialValues)}>
      {(requestClose) =>
        isOpen ? <EntityForm key={JSON.stringify(initialValues)} {...props} values={values} setValues={setValues} onCancel={requestClose} /> : null
      }
    </FormDialog>
  );
}

function EntityForm<V extends EntityFormValues, S extends z.ZodType>({
  title,
  schema,
  onSave,
  onOpenChange,
  children,
  values,
  setValues,
  onCancel,
}: EntityFormDialogProps<V, S> & { values: V; setValues: (update: (values: V) => V) => void; onCancel: () => void }) {
  const [errors, setErrors] = useState<Partial<Record<keyof V, string[]>>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A field that changes loses its message until the next submit.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const result = schema.safeParse(values);
    if (!result.success) {
      setErrors(errorsByField<keyof V>(result.error.issues));
      return;
    }
    setErrors({});
    setSubmitError(null);
    setSaving(true);
    try {
      await onSave(result.data);
    } catch (error) {
      setSaving(false);
      setSubmitError(error instanceof Error && error.message !== '' ? error.message : ERRORS.internal);
      return;
    }
    setSaving(false);
    onOpenChange(false);
  };

  return (
    <Form className={form} onSubmit={(event) => void submit(event)} validationBehavior="aria" aria-label={title}>
      {children({ values, set, errors })}
      {submitError ? <Alert kind="error">{submitError}</Alert> : null}
      <div className={actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
          {ENTITY_FORM_TEXTS.cancel}
        </Button>
        <Button type="submit" isPending={isSaving}>
          {ENTITY_FORM_TEXTS.save}
        </Button>
      </div>
    </Form>
  );
}
