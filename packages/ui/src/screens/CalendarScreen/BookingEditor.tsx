import { useState } from 'react';
import type { AvailabilityEntry, BookingBody } from '@roombook/domain/bookings/schemas';
import type { BookingFormValues } from '@roombook/domain/bookings/form-values';
import { ERRORS } from '@roombook/domain/messages';
import { BookingDialog, type AvailabilityQuery, type BookingDialogRoom } from '../../BookingDialog/BookingDialog';

export interface BookingEditorProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** @default 'create' */
  mode?: 'create' | 'edit';
  /** The rooms of the calendar's location, with what the dialog lists of each (seats, features, rate). */
  rooms: readonly BookingDialogRoom[];
  initialValues?: BookingFormValues;
  /** An administrator changing a booking that has started (§6). */
  allowPast?: boolean;
  now?: () => Date;
  /** The rooms' availability for the dialog's interval (§4); a rejection is silent (§8). */
  onCheckAvailability: (query: AvailabilityQuery) => Promise<AvailabilityEntry[]>;
  /** Saves the booking: resolved, the dialog closes; rejected, its message shows in the dialog (a taken room). */
  onSave: (body: BookingBody) => Promise<void>;
}

/**
 * The calendar's Create/Edit booking dialog with its round trips: availability after each change of the
 * interval, the save, and the server's refusal in the dialog.
 */
export function BookingEditor({ onOpenChange, onCheckAvailability, onSave, ...dialog }: BookingEditorProps) {
  const [availability, setAvailability] = useState<AvailabilityEntry[] | null>(null);
  const [isChecking, setChecking] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string>();

  const requestAvailability = (query: AvailabilityQuery) => {
    setChecking(true);
    void onCheckAvailability(query)
      .catch(() => null)
      .then((entries) => {
        setChecking(false);
        setAvailability(entries);
      });
  };

  const submit = async (body: BookingBody) => {
    setSubmitting(true);
    setSubmitError(undefined);
    try {
      await onSave(body);
    } catch (error) {
      setSubmitting(false);
      setSubmitError(error instanceof Error ? error.message : ERRORS.internal);
      return;
    }
    setSubmitting(false);
    onOpenChange(false);
  };

  return (
    <BookingDialog
      {...dialog}
      onOpenChange={onOpenChange}
      availability={availability}
      isCheckingAvailability={isChecking}
      onAvailabilityRequest={requestAvailability}
      onSubmit={(body) => void submit(body)}
      isSubmitting={isSubmitting}
      submitError={submitError}
    />
  );
}
