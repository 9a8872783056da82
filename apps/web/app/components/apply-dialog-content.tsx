import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useFetcher } from '@remix-run/react';
import { useCallback, useEffect, useRef } from 'react';
import { CompanyApplicationSchema } from '@roombook/domain/companies/application-schemas';
import { ApplyDialog, ApplyForm } from '@roombook/ui/screens/SignInScreen';
import { COMPANY_APPLICATION_PATH } from '~/lib/paths';
import type { action as applicationAction, loader as locationsLoader } from '~/routes/company-application';
import { fieldState, formErrors } from './forms';

/**
 * The design system's 'Apply for company account' dialog (spec §2) wired to the company-application
 * route through a fetcher; a successful submission closes it without asking. Loaded on demand by
 * apply-dialog.tsx: most visitors of the sign-in screen never open it, so its code is not part of that
 * screen's first load.
 */
export default function ApplyDialogRoute({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const closeSubmitted = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <ApplyDialog isOpen={isOpen} onOpenChange={onOpenChange}>
      {(requestClose) => <ApplicationForm onSubmitted={closeSubmitted} onCancel={requestClose} />}
    </ApplyDialog>
  );
}

function ApplicationForm({ onSubmitted, onCancel }: { onSubmitted: () => void; onCancel: () => void }) {
  const fetcher = useFetcher<typeof applicationAction>();
  // The locations to choose from, fetched once when the dialog opens.
  const offered = useFetcher<typeof locationsLoader>();
  const { load } = offered;
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    load(COMPANY_APPLICATION_PATH);
  }, [load]);
  const [form, fields] = useForm({
    lastResult: fetcher.data?.result,
    constraint: getZodConstraint(CompanyApplicationSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CompanyApplicationSchema }),
  });

  // Close once per successful answer (the answer object stays in the fetcher after it settles).
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || answer?.ok !== true || handled.current === answer) return;
    handled.current = answer;
    onSubmitted();
  }, [fetcher.state, fetcher.data, onSubmitted]);

  return (
    <ApplyForm
      FormComponent={fetcher.Form}
      formProps={{ ...getFormProps(form), method: 'post', action: COMPANY_APPLICATION_PATH }}
      fields={{
        name: fieldState(fields.name),
        office: fieldState(fields.office),
        firstName: fieldState(fields.firstName),
        lastName: fieldState(fields.lastName),
        email: fieldState(fields.email),
        locations: fieldState(fields.locations),
      }}
      locations={offered.data?.locations ?? null}
      formErrors={formErrors(form)}
      isSubmitting={fetcher.state !== 'idle'}
      onCancel={onCancel}
    />
  );
}
