import { useState } from 'react';
import type { AvailabilityEntry, Booking, BookingBody } from '@roombook/domain/bookings/schemas';
import type { SeriesScope } from '@roombook/domain/bookings/series/scopes';
import type { SeriesBody, SeriesPreview, SeriesPreviewBody } from '@roombook/domain/bookings/series/schemas';
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
  /**
   * Saves the booking, for an occurrence of a series with which of its bookings the change takes: resolved, the
   * dialog closes; rejected, its message shows in the dialog (a taken room).
   */
  onSave: (body: BookingBody, scope?: SeriesScope) => Promise<void>;
  /** Edit mode: the series the booking is an occurrence of (the dialog asks which of its bookings to change), or null. */
  series?: Booking['series'];
  /**
   * The bookings a repeat gives (issue 30 §3); a rejection's message shows at the repeat's field it names (`field`,
   * 'repeat.until') or in place of the list. Without it and `onSaveSeries`, a new booking cannot repeat.
   */
  onPreviewSeries?: (body: SeriesPreviewBody) => Promise<SeriesPreview>;
  /** Books the chosen bookings of a repeat: resolved, the dialog closes; rejected (409), its message shows in the dialog. */
  onSaveSeries?: (body: SeriesBody) => Promise<void>;
}

/**
 * The calendar's Create/Edit booking dialog with its round trips: availability after each change of the
 * interval, the save, and the server's refusal in the dialog.
 */
export function BookingEditor({ onOpenChange, onCheckAvailability, onSave, onSaveSeries, ...dialog }: BookingEditorProps) {
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

  /** Runs a save (a booking, or a series): resolved, the dialog closes; rejected, the message stays in it. */
  const submit = async (save: () => Promise<void>) => {
    setSubmitting(true);
    setSubmitError(undefined);
    try {
      await save();
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
      onSubmit={(body, scope) => void submit(() => onSave(body, scope))}
      {...(onSaveSeries ? { onSaveSeries: (body: SeriesBody) => void submit(() => onSaveSeries(body)) } : {})}
      isSubmitting={isSubmitting}
      submitError={submitError}
    />
  );
}
