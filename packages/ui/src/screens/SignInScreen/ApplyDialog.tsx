import type { ReactNode } from 'react';
import { TEXTS } from '@roombook/domain/messages';
import { Button } from '../../Button/Button';
import { CompanyApplicationForm, type CompanyApplicationFormProps } from '../../CompanyApplicationForm/CompanyApplicationForm';
import { FormDialog } from '../../FormDialog/FormDialog';

/**
 * The 'Apply for company account' dialog of the sign-in screen (spec §2): the application form in a form
 * dialog. Closing it by the user (close button, Cancel, Escape, a click outside) asks for confirmation
 * first (§8 'close form dialog'). `children` gets that closing request, for the form's Cancel button; the
 * caller renders `ApplyForm` in it with its own form plumbing (a route's fetcher, a story's mocks).
 */
export function ApplyDialog({
  isOpen,
  onOpenChange,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: (requestClose: () => void) => ReactNode;
}) {
  return (
    <FormDialog title={TEXTS.signIn.apply} isOpen={isOpen} onOpenChange={onOpenChange}>
      {children}
    </FormDialog>
  );
}

/** The application form of the dialog, with its Cancel button. */
export function ApplyForm({ onCancel, ...form }: Omit<CompanyApplicationFormProps, 'secondaryAction'> & { onCancel: () => void }) {
  return (
    <CompanyApplicationForm
      {...form}
      secondaryAction={
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      }
    />
  );
}
