import { useState, type ReactElement } from 'react';
import { Temporal } from 'temporal-polyfill';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { CONFIRM } from '@roombook/domain/messages';
import { formatRateWithTax } from '@roombook/domain/money/dkk-text';
import { bookingActions, type Actor } from '@roombook/domain/permissions/index';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Dialog } from '../Dialog/Dialog';
import { Tooltip } from '../Tooltip/Tooltip';
import { copenhagenText, timeRangeText } from '../BookingCalendar/views/calendarDates';
import { actions, details, term, value } from './BookingDetails.css';

export const BOOKING_DETAILS_LABELS = {
  room: 'Room',
  location: 'Location',
  date: 'Date',
  time: 'Time',
  bookedBy: 'Booked by',
  cost: 'Cost',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete booking',
} as const;

export interface BookingDetailsProps {
  /** The booking to show; the dialog is open while it is not null. */
  booking: Booking | null;
  onClose: () => void;
  /** The signed-in user, for the domain's bookingActions (§6). */
  actor: Actor;
  onEdit: (booking: Booking) => void;
  /** Called once the user confirmed CONFIRM.deleteBooking. */
  onDelete: (booking: Booking) => void;
  isDeleting?: boolean;
  /** The clock (stories and tests pass a fixed one). @default () => new Date() */
  now?: () => Date;
}

const systemNow = () => new Date();

function Details({ booking }: { booking: Booking }) {
  const start = new Date(booking.bookingStart);
  const end = new Date(booking.bookingEnd);
  const company = booking.user.company?.name;
  return (
    <dl className={details}>
      <dt className={term}>{BOOKING_DETAILS_LABELS.room}</dt>
      <dd className={value}>{booking.room.name}</dd>
      <dt className={term}>{BOOKING_DETAILS_LABELS.location}</dt>
      <dd className={value}>{booking.room.location.name}</dd>
      <dt className={term}>{BOOKING_DETAILS_LABELS.date}</dt>
      <dd className={value}>{copenhagenText(start, 'EEEE dd/MM/yyyy')}</dd>
      <dt className={term}>{BOOKING_DETAILS_LABELS.time}</dt>
      <dd className={value}>{timeRangeText(start, end)}</dd>
      <dt className={term}>{BOOKING_DETAILS_LABELS.bookedBy}</dt>
      <dd className={value}>
        {booking.user.firstName} {booking.user.lastName}
        {company ? `, ${company}` : ''}
      </dd>
      {booking.bookingCost ? (
        <>
          <dt className={term}>{BOOKING_DETAILS_LABELS.cost}</dt>
          <dd className={value}>{formatRateWithTax(booking.bookingCost.total)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * A booking's details (§2: clicking a booking opens them): title, room, time (Copenhagen), who, and the
 * cost where the viewer may see it (docs/decisions/018: not another company's, 'x DKK (y with tax)'). Edit
 * and Delete appear as the domain's bookingActions says (§6); on a past booking they are disabled with
 * the tooltip 'You can not delete or modify past bookings'. Delete asks CONFIRM.deleteBooking first.
 */
export function BookingDetails({ booking, onClose, actor, onEdit, onDelete, isDeleting = false, now = systemNow }: BookingDetailsProps) {
  // The booking whose deletion is being confirmed: the question never carries over to another booking.
  const [confirming, setConfirming] = useState<number | null>(null);
  // It stays open (pending) while the delete runs and closes when that is over.
  const [wasDeleting, setWasDeleting] = useState(isDeleting);
  if (wasDeleting !== isDeleting) {
    setWasDeleting(isDeleting);
    if (!isDeleting) setConfirming(null);
  }
  const isConfirming = booking !== null && confirming === booking.id;
  const permission =
    booking === null
      ? null
      : bookingActions(
          actor,
          { userId: booking.userId, userCompanyId: booking.user.company?.id ?? null, bookingStart: booking.bookingStart },
          Temporal.Instant.fromEpochMilliseconds(now().getTime()),
        );

  const withReason = (button: ReactElement) =>
    permission?.allowed === false && permission.reason ? <Tooltip content={permission.reason}>{button}</Tooltip> : button;

  return (
    <>
      <Dialog
        title={booking?.name ?? ''}
        isOpen={booking !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      >
        {booking === null ? null : (
          <>
            <Details booking={booking} />
            {permission?.visible ? (
              <div className={actions}>
                {withReason(
                  <Button variant="secondary" isDisabled={!permission.allowed} onPress={() => onEdit(booking)}>
                    {BOOKING_DETAILS_LABELS.edit}
                  </Button>,
                )}
                {withReason(
                  <Button variant="danger" isDisabled={!permission.allowed} onPress={() => setConfirming(booking.id)}>
                    {BOOKING_DETAILS_LABELS.delete}
                  </Button>,
                )}
              </div>
            ) : null}
          </>
        )}
      </Dialog>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={(open) => setConfirming(open && booking ? booking.id : null)}
        title={BOOKING_DETAILS_LABELS.deleteTitle}
        message={CONFIRM.deleteBooking}
        confirmLabel={BOOKING_DETAILS_LABELS.delete}
        tone="danger"
        isPending={isDeleting}
        onConfirm={() => {
          if (booking !== null) onDelete(booking);
        }}
      />
    </>
  );
}
