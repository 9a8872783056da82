import { useState, type ReactNode } from 'react';
import { CONFIRM } from '@roombook/domain/messages';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Dialog, type DialogProps } from '../Dialog/Dialog';

export interface FormDialogProps {
  title: string;
  isOpen: boolean;
  /**
   * `true` to open; `false` once the user has confirmed closing (or right away when nothing changed). To
   * close after a successful submission, set `isOpen` to false yourself: that never asks.
   */
  onOpenChange: (isOpen: boolean) => void;
  /** The form, or a function of `requestClose` for a Cancel button inside it (it asks like Escape does). */
  children: ReactNode | ((requestClose: () => void) => ReactNode);
  /** Whether closing asks first. Pass `false` while the form is unchanged. @default true */
  isDirty?: boolean;
  /** 'wide' for a form of two columns (the room tablet's company and PIN pad). @default 'default' */
  size?: DialogProps['size'];
}

/**
 * A dialog holding a form (spec §2: "Closing a form dialog asks 'Are you sure you want to close this
 * dialog window?'"). Escape, a click outside, the close button and `requestClose` open a ConfirmDialog
 * with CONFIRM.closeDialog on top: Cancel keeps the form (and what was typed), Confirm closes it. With
 * `isDirty={false}` it closes at once.
 */
export function FormDialog({ title, isOpen, onOpenChange, children, isDirty = true, size = 'default' }: FormDialogProps) {
  const [isAsking, setAsking] = useState(false);
  // A dialog closed from outside (a successful submit) forgets an open question.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setAsking(false);
  }

  const requestClose = () => {
    if (isDirty) setAsking(true);
    else onOpenChange(false);
  };

  return (
    <>
      <Dialog
        title={title}
        size={size}
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (open) onOpenChange(true);
          else requestClose();
        }}
      >
        {typeof children === 'function' ? children(requestClose) : children}
      </Dialog>
      <ConfirmDialog
        isOpen={isOpen && isAsking}
        onOpenChange={setAsking}
        message={CONFIRM.closeDialog}
        onConfirm={() => {
          setAsking(false);
          onOpenChange(false);
        }}
      />
    </>
  );
}
