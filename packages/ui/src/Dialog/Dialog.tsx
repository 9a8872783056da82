import type { ReactElement, ReactNode } from 'react';
import {
  Button as RACButton,
  Dialog as RACDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { closeButton, dialog, header, heading, modal, overlay, wideModal } from './Dialog.css';

export interface DialogProps {
  title: ReactNode;
  /** The content, or a function of `close` for content that closes the dialog itself. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state; leave out with `trigger` to let the trigger open it. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A pressable element (for example a Button) that opens the dialog. */
  trigger?: ReactElement;
  /**
   * Whether Escape, a click outside and the close button close the dialog.
   * @default true
   */
  isDismissable?: boolean;
  /** 'wide' for a dialog that holds a table. @default 'default' */
  size?: 'default' | 'wide';
}

export const CLOSE_DIALOG_LABEL = 'Close';

/**
 * A modal dialog (react-aria DialogTrigger + ModalOverlay + Modal + Dialog) titled by its heading.
 * Focus moves into it, is trapped there, and returns to the trigger on close.
 */
export function Dialog({ title, children, isOpen, onOpenChange, trigger, isDismissable = true, size = 'default' }: DialogProps) {
  const openState = isOpen === undefined ? {} : { isOpen };
  const content = (
    <ModalOverlay
      className={overlay}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      {...(trigger ? {} : { ...openState, onOpenChange })}
    >
      <Modal className={size === 'wide' ? `${modal} ${wideModal}` : modal}>
        <RACDialog className={dialog}>
          {({ close }) => (
            <>
              <div className={header}>
                <Heading slot="title" className={heading}>
                  {title}
                </Heading>
                {isDismissable ? (
                  <RACButton className={closeButton} aria-label={CLOSE_DIALOG_LABEL} onPress={close}>
                    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
                      <path d="M6 6l12 12M18 6L6 18" />
                    </svg>
                  </RACButton>
                ) : null}
              </div>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );

  if (!trigger) return content;
  return (
    <DialogTrigger {...openState} onOpenChange={onOpenChange}>
      {trigger}
      {content}
    </DialogTrigger>
  );
}
