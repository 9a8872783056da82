import { useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { ConfirmDialog } from '../../ConfirmDialog/ConfirmDialog';
import { deviceSignOut } from './DevicePage.css';

export interface DeviceSignOutProps {
  /** The button's words, and the confirmation's title and confirm button ('Sign out kiosk'). */
  label: string;
  /** The confirmation's question. */
  confirm: string;
  /** Signs the device out, once the staff have confirmed. */
  onSignOut: () => void | Promise<void>;
}

/**
 * The sign-out of a device that staff sign in (the canteen kiosk, the reception board): a quiet button in its top
 * bar, and a confirmation first, so that a passer-by's tap does not sign it out.
 */
export function DeviceSignOut({ label, confirm, onSignOut }: DeviceSignOutProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <RACButton className={deviceSignOut} onPress={() => setConfirming(true)}>
        {label}
      </RACButton>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={label}
        message={confirm}
        confirmLabel={label}
        onConfirm={() => {
          setConfirming(false);
          void onSignOut();
        }}
      />
    </>
  );
}
