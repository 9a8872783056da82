import { useId, type ReactNode } from 'react';
import { Dialog as RACDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import { dialog, heading, modal, overlay } from '../Dialog/Dialog.css';
import { actions, body, icon, message as messageClass, messageAsTitle, messageColumn, narrowModal } from './ConfirmDialog.css';

export const CONFIRM_DEFAULT_LABEL = 'Confirm';
export const CANCEL_DEFAULT_LABEL = 'Cancel';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Called with `false` when the user cancels (Cancel, Escape). Confirming does not close the dialog. */
  onOpenChange: (isOpen: boolean) => void;
  /** A short heading; without it the message names the dialog. */
  title?: string;
  /** The question, word for word from CONFIRM (spec §8), names and counts filled in by the caller. */
  message: string;
  /** A choice the confirm acts on, under the question (which bookings of a series a delete takes). */
  children?: ReactNode;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** 'danger' for destructive actions (delete, reset): a red confirm button and a warning icon. */
  tone?: 'danger' | 'default';
  /** While the confirmed request runs: the confirm button shows a spinner; Cancel and Escape are off. */
  isPending?: boolean;
  /**
   * The user confirmed. The dialog stays open until the caller sets `isOpen` to false, so that it can
   * show `isPending` while its request runs and close when the request succeeds (spec §4).
   */
  onConfirm: () => void;
}

/**
 * A confirmation (role="alertdialog", spec §8): the question (and a choice under it), Cancel and a confirm
 * button. Focus starts on Cancel (the safe choice), is trapped in the dialog and returns to where it was on
 * close. A click outside does not dismiss it; Escape is the same as Cancel.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel = CONFIRM_DEFAULT_LABEL,
  cancelLabel = CANCEL_DEFAULT_LABEL,
  tone = 'default',
  isPending = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const messageId = useId();
  const labelling = title ? { 'aria-describedby': messageId } : { 'aria-labelledby': messageId };
  const text = (
    <p id={messageId} className={title ? messageClass : `${messageClass} ${messageAsTitle}`}>
      {message}
    </p>
  );
  return (
    <ModalOverlay
      className={overlay}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && isPending) return;
        onOpenChange(open);
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
    >
      <Modal className={`${modal} ${narrowModal}`}>
        <RACDialog role="alertdialog" className={dialog} {...labelling}>
          {title ? (
            <Heading slot="title" className={heading}>
              {title}
            </Heading>
          ) : null}
          <div className={body}>
            {tone === 'danger' ? (
              <svg className={icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
                <path d="M12 3.5l9.5 16.5h-19z" strokeLinejoin="round" />
                <path d="M12 10v4.5M12 17.2v.3" />
              </svg>
            ) : null}
            {children ? (
              <div className={messageColumn}>
                {text}
                {children}
              </div>
            ) : (
              text
            )}
          </div>
          <div className={actions}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the WAI-ARIA alertdialog pattern: focus the least destructive action */}
            <Button variant="secondary" autoFocus isDisabled={isPending} onPress={() => onOpenChange(false)}>
              {cancelLabel}
            </Button>
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} isPending={isPending} onPress={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
