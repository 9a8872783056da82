import { useId, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { SERIES_MESSAGES } from '@roombook/domain/bookings/series/page';
import { SERIES_SCOPE_TEXTS, type SeriesScope } from '@roombook/domain/bookings/series/scopes';
import { CONFIRM } from '@roombook/domain/messages';
import { formatRateWithTax } from '@roombook/domain/money/dkk-text';
import { bookingActions, type Actor } from '@roombook/domain/permissions/index';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Dialog } from '../Dialog/Dialog';
import { copenhagenText } from '../BookingCalendar/calendarTime';
import { timeRangeText } from '../BookingCalendar/dates';
import { RepeatMark } from '../BookingCalendar/RepeatMark';
import { SeriesScopeField } from '../BookingDialog/SeriesScopeField';
import { BookingGuests, type BookingGuestCalls } from './BookingGuests';
import { actions, actionsArea, details, reason as reasonText, term, value } from './BookingDetails.css';

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

export interface BookingDetailsProps extends BookingGuestCalls {
  /** The booking to show; the dialog is open while it is not null. */
  booking: Booking | null;
  onClose: () => void;
  /** The signed-in user, for the domain's bookingActions (§6). */
  actor: Actor;
  onEdit: (booking: Booking) => void;
  /**
   * Called once the user confirmed CONFIRM.deleteBooking; for an occurrence of a series, once they chose which of
   * its bookings to delete (SERIES_SCOPE_TEXTS.deleteWhich), with that choice.
   */
  onDelete: (booking: Booking, scope?: SeriesScope) => void;
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
      {booking.series ? (
        <>
          <dt className={term}>{SERIES_MESSAGES.repeat}</dt>
          <dd className={value}>
            <RepeatMark />
            {booking.series.description}
          </dd>
        </>
      ) : null}
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
 * and Delete appear as the domain's bookingActions says (§6); on a past booking they are disabled, and the
 * reason ('You can not delete or modify past bookings') is written under them, where a touch user sees it
 * too, and describes both (`aria-describedby`). Delete asks CONFIRM.deleteBooking first. Under them, the
 * booking's expected guests (BookingGuests, issue 29 §2), added and removed by whoever may change it. An
 * occurrence of a series says how it repeats, and its Delete asks which of the series' bookings to delete (issue 30 §3).
 */
export function BookingDetails({ booking, onClose, actor, onEdit, onDelete, isDeleting = false, now = systemNow, ...guestCalls }: BookingDetailsProps) {
  // The booking whose deletion is being confirmed: the question never carries over to another booking.
  const [confirming, setConfirming] = useState<number | null>(null);
  // It stays open (pending) while the delete runs and closes when that is over.
  const [wasDeleting, setWasDeleting] = useState(isDeleting);
  if (wasDeleting !== isDeleting) {
    setWasDeleting(isDeleting);
    if (!isDeleting) setConfirming(null);
  }
  const isConfirming = booking !== null && confirming === booking.id;
  // The series of the booking asked about (kept while the question closes), and which of its bookings the delete
  // takes: 'this' each time the question opens.
  const [series, setSeries] = useState<Booking['series']>(null);
  const [scope, setScope] = useState<SeriesScope>('this');
  const permission =
    booking === null
      ? null
      : bookingActions(
          actor,
          { userId: booking.userId, userCompanyId: booking.user.company?.id ?? null, bookingStart: booking.bookingStart },
          Temporal.Instant.fromEpochMilliseconds(now().getTime()),
        );

  const reasonId = useId();
  const reason = permission?.allowed === false ? permission.reason : undefined;
  const describedBy = reason ? reasonId : undefined;

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
              <div className={actionsArea}>
                <div className={actions}>
                  <Button variant="secondary" isDisabled={!permission.allowed} aria-describedby={describedBy} onPress={() => onEdit(booking)}>
                    {BOOKING_DETAILS_LABELS.edit}
                  </Button>
                  <Button
                    variant="danger"
                    isDisabled={!permission.allowed}
                    aria-describedby={describedBy}
                    onPress={() => {
                      setSeries(booking.series);
                      setScope('this');
                      setConfirming(booking.id);
                    }}
                  >
                    {BOOKING_DETAILS_LABELS.delete}
                  </Button>
                </div>
                {reason ? (
                  <p id={reasonId} className={reasonText}>
                    {reason}
                  </p>
                ) : null}
              </div>
            ) : null}
            <BookingGuests key={booking.id} bookingId={booking.id} canChange={permission?.allowed === true} {...guestCalls} />
          </>
        )}
      </Dialog>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={(open) => setConfirming(open && booking ? booking.id : null)}
        title={BOOKING_DETAILS_LABELS.deleteTitle}
        message={series ? SERIES_SCOPE_TEXTS.deleteWhich : CONFIRM.deleteBooking}
        confirmLabel={BOOKING_DETAILS_LABELS.delete}
        tone="danger"
        isPending={isDeleting}
        onConfirm={() => {
          if (booking === null) return;
          if (series) onDelete(booking, scope);
          else onDelete(booking);
        }}
      >
        {series ? (
          <SeriesScopeField
            label={SERIES_SCOPE_TEXTS.deleteWhich}
            isLabelHidden
            value={scope}
            onChange={setScope}
            description={scope === 'all' ? SERIES_SCOPE_TEXTS.deleteLeaves : null}
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}
