import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { bookingFormValuesFrom, defaultBookingFormValues, defaultFormValuesForDay, endTimeForNewStart, type BookingFormValues } from '@roombook/domain/bookings/form-values';
import type { AvailabilityEntry, AvailabilityRequest, Booking, BookingBody, BookingLimitsEntry } from '@roombook/domain/bookings/schemas';
import type { SeriesBody, SeriesPreview, SeriesPreviewBody } from '@roombook/domain/bookings/series/schemas';
import type { SeriesScope } from '@roombook/domain/bookings/series/scopes';
import { SLOT_MINUTES, type CalendarView } from '@roombook/domain/constants';
import type { LocationWithRooms } from '@roombook/domain/locations/schemas';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import { bookingActions, isAgendaBooking, isOwnBookingForDisplay } from '@roombook/domain/permissions/booking';
import { booksRooms } from '@roombook/domain/locations/rules/visible-locations';
import { isAdminRole } from '@roombook/domain/roles';
import { BookingCalendar, type BookingMove } from '../../BookingCalendar/BookingCalendar';
import { copenhagenText } from '../../BookingCalendar/calendarTime';
import { FeatureChips } from '../../FeatureChips/FeatureChips';
import { LocationPicker } from '../../LocationPicker/LocationPicker';
import { ALL_ROOMS, NoRoomsState, RoomPicker, type RoomChoice } from '../../RoomPicker/RoomPicker';
import { UsageMeter } from '../../UsageMeter/UsageMeter';
import type { BookingGuestCalls } from '../../BookingDetails/BookingGuests';
import { calendarArea, heading, locationPicker, page, pickers, readOnlyNote, roomPicker } from './CalendarScreen.css';

/**
 * The booking dialog and the booking details are chunks of their own (issue 8: the calendar page loads
 * them on demand): fetched when the pointer or focus first comes to the calendar, at the latest when one
 * of them opens; once there they stay mounted, so that they can animate out.
 */
const loadEditor = () => import('./BookingEditor');
const loadDetails = () => import('../../BookingDetails/BookingDetails');
const BookingEditor = lazy(() => loadEditor().then((module) => ({ default: module.BookingEditor })));
const BookingDetails = lazy(() => loadDetails().then((module) => ({ default: module.BookingDetails })));
const prefetchDialogs = () => {
  void loadEditor();
  void loadDetails();
};

export const CALENDAR_TEXTS = {
  heading: 'Calendar',
  features: (roomName: string) => `Features of ${roomName}`,
  /** Beside the pickers for someone who sees the calendar without booking in it (a CanteenManager). */
  readOnly: "You can see this location's bookings. Rooms are booked by the staff of its companies.",
} as const;

/** Which bookings the calendar shows: a location, and ALL its rooms or one. */
export interface CalendarSelection {
  locationId: number | null;
  room: RoomChoice;
}

/**
 * The calendar page's props. `loadGuests`, `addGuest` and `removeGuest` are the calls of the booking details'
 * Guests (issue 29 §2), passed through to BookingDetails.
 */
export interface CalendarScreenProps extends BookingGuestCalls {
  /** The signed-in user: their bookings are filled and listed in the agenda; Edit and Delete as §6 allows. */
  actor: Actor;
  /** The user's locations with their rooms; null while loading. */
  locations: LocationWithRooms[] | null;
  selection: CalendarSelection;
  /** A new location or room (§4: choosing a location goes back to ALL its rooms). */
  onSelectionChange: (selection: CalendarSelection) => void;
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  /** The day the view shows. */
  date: Date;
  onDateChange: (date: Date) => void;
  /** The bookings of the visible range, for the selection. */
  bookings: Booking[];
  /** The bookings of a new range or selection are on their way. */
  isLoadingBookings?: boolean;
  /** A failure to load, shown above the calendar. */
  loadError?: string;
  /**
   * 'Booking time used' of the location's rooms (GET /api/booking/getUsedTime/{locationId}) on the day `date`
   * shows and in its week; null while none.
   */
  usage: BookingLimitsEntry[] | null;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** The rooms' availability for the booking dialog's interval; a rejection is silent (§8). */
  onCheckAvailability: (request: AvailabilityRequest) => Promise<AvailabilityEntry[]>;
  /**
   * Creates (no id) or updates a booking: resolved, the dialog closes; rejected, its message shows in it. Edit booking
   * of an occurrence of a series passes which of its bookings the change takes (`scope`); a drag moves one booking only.
   */
  onSaveBooking: (body: BookingBody, bookingId?: number, scope?: SeriesScope) => Promise<void>;
  /** Runs once Delete is confirmed (of an occurrence of a series, with the bookings chosen): resolved, the details close; rejected, they stay. */
  onDeleteBooking: (booking: Booking, scope?: SeriesScope) => Promise<void>;
  /**
   * The bookings a repeat of a new booking gives (issue 30 §3); with `onSaveSeries`, Create booking offers Repeat.
   * A rejection's `field` ('repeat.until') puts its message at that field of the dialog.
   */
  onPreviewSeries?: (body: SeriesPreviewBody) => Promise<SeriesPreview>;
  /** Books the chosen bookings of a repeat: resolved, the dialog closes; rejected, its message shows in it. */
  onSaveSeries?: (body: SeriesBody) => Promise<void>;
}

interface EditorState {
  mode: 'create' | 'edit';
  initialValues: BookingFormValues;
  bookingId?: number;
  /** The series of the booking edited, if it is an occurrence of one. */
  series?: Booking['series'];
}

const systemNow = () => new Date();
const toInstant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime());
const DAY_MS = 23 * 3_600_000;
const MINUTE_MS = 60_000;

/**
 * The calendar page (§2 Calendar): location and room pickers, the chosen room's features and the booking
 * time used, the calendar, and the Create/Edit booking and booking-details dialogs.
 */
export function CalendarScreen({
  actor,
  locations,
  selection,
  onSelectionChange,
  view,
  onViewChange,
  date,
  onDateChange,
  bookings,
  isLoadingBookings = false,
  loadError,
  usage,
  now = systemNow,
  onCheckAvailability,
  onSaveBooking,
  onDeleteBooking,
  onPreviewSeries,
  onSaveSeries,
  ...guestCalls
}: CalendarScreenProps) {
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [selected, setSelected] = useState<Booking | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  // The details dialog is mounted from the first selected booking on (see BookingDetails above).
  const [detailsWanted, setDetailsWanted] = useState(false);
  const select = (booking: Booking | null) => {
    if (booking) setDetailsWanted(true);
    setSelected(booking);
  };

  const { locationId, room } = selection;
  const location = locations?.find((l) => l.id === locationId) ?? null;
  const chosenRoom = room === ALL_ROOMS ? null : (location?.rooms.find((r) => r.id === room) ?? null);

  const isOwn = useCallback(
    (booking: Booking) => isOwnBookingForDisplay(actor, { userId: booking.userId, userCompanyId: booking.user.company?.id ?? null }),
    [actor],
  );
  const isMine = useCallback((booking: Booking) => isAgendaBooking(actor, booking), [actor]);

  /**
   * Create booking for a selection of the calendar: a click on a quarter hour starts there and lasts an hour
   * (§4's rule for a new start); quarter hours dragged over keep the end where the drag stopped, on the same
   * day; whole days (month view) take the default times on the first day. A slot of a room's column (the Day
   * view of all rooms) chooses that room.
   */
  const openCreate = (start?: Date, end?: Date, slotRoomId?: number) => {
    // 'Add' (no slot): the day shown, at the next quarter hour when the room (or a room) is free (issue 28 §2).
    const roomIds = room === ALL_ROOMS ? (location?.rooms.map((r) => r.id) ?? []) : [room];
    const defaults =
      start === undefined
        ? defaultFormValuesForDay(toInstant(now()), copenhagenText(date, 'yyyy-MM-dd'), roomIds, bookings)
        : defaultBookingFormValues(toInstant(now()));
    const wholeDay = start !== undefined && end !== undefined && end.getTime() - start.getTime() >= DAY_MS;
    const slotStart = start && !wholeDay ? copenhagenText(start, 'HH:mm') : defaults.start;
    const dragged =
      start !== undefined &&
      end !== undefined &&
      !wholeDay &&
      end.getTime() - start.getTime() > SLOT_MINUTES * MINUTE_MS &&
      copenhagenText(end, 'yyyy-MM-dd') === copenhagenText(start, 'yyyy-MM-dd');
    setEditor({
      mode: 'create',
      initialValues: {
        date: start ? copenhagenText(start, 'yyyy-MM-dd') : defaults.date,
        start: slotStart,
        end: dragged ? copenhagenText(end, 'HH:mm') : start && !wholeDay ? (endTimeForNewStart(slotStart) ?? defaults.end) : defaults.end,
        // The chosen room, or the room of the column clicked in the Day view of all rooms.
        ...(room !== ALL_ROOMS ? { roomId: room } : slotRoomId !== undefined ? { roomId: slotRoomId } : {}),
      },
    });
  };

  const remove = async (booking: Booking, scope?: SeriesScope) => {
    setDeleting(true);
    try {
      await onDeleteBooking(booking, scope);
      setSelected(null);
    } catch {
      // The caller reports the failure (a toast); the details stay open.
    } finally {
      setDeleting(false);
    }
  };

  const roomsForUsage = chosenRoom ? [chosenRoom] : (location?.rooms ?? []);
  const canBook = booksRooms(actor);

  /**
   * Drag to move or resize (issue 28 §1): a booking the user may change (§6, as its details' Edit) is saved
   * through the same update as Edit booking, with its title and the new time and room; an occurrence of a series
   * moves alone (no scope: the API's 'this'). It is drawn at its new place while that runs; a refusal (shown by the
   * caller, as any failed save) puts it back.
   */
  const [moved, setMoved] = useState<ReadonlyMap<number, Booking>>(new Map());
  const shown = useMemo(() => (moved.size === 0 ? bookings : bookings.map((booking) => moved.get(booking.id) ?? booking)), [bookings, moved]);
  const canMove = useCallback(
    (booking: Booking) =>
      canBook && bookingActions(actor, { userId: booking.userId, userCompanyId: booking.user.company?.id ?? null, bookingStart: booking.bookingStart }, toInstant(now())).allowed,
    [actor, canBook, now],
  );
  const move = (booking: Booking, { start, end, roomId }: BookingMove) => {
    const room = location?.rooms.find((r) => r.id === roomId);
    const body: BookingBody = { name: booking.name, roomId, bookingStart: start.toISOString(), bookingEnd: end.toISOString() };
    const forget = () =>
      setMoved((current) => {
        const next = new Map(current);
        next.delete(booking.id);
        return next;
      });
    setMoved((current) =>
      new Map(current).set(booking.id, {
        ...booking,
        bookingStart: body.bookingStart,
        bookingEnd: body.bookingEnd,
        roomId,
        room: room ? { ...booking.room, id: room.id, name: room.name } : booking.room,
      }),
    );
    onSaveBooking(body, booking.id).then(forget, forget);
  };

  return (
    <div className={page}>
      <h1 className={heading}>{CALENDAR_TEXTS.heading}</h1>
      <div className={pickers}>
        <div className={locationPicker}>
          <LocationPicker
            locations={locations ?? []}
            selectedId={locationId}
            isLoading={locations === null}
            onChange={(id) => onSelectionChange({ locationId: id, room: ALL_ROOMS })}
          />
        </div>
        {location && location.rooms.length > 0 ? (
          <>
            <div className={roomPicker}>
              <RoomPicker rooms={location.rooms} selected={room} onChange={(next) => onSelectionChange({ locationId, room: next })} />
            </div>
            {canBook ? (
              <UsageMeter rooms={roomsForUsage} usage={usage} day={copenhagenText(date, 'yyyy-MM-dd')} today={copenhagenText(now(), 'yyyy-MM-dd')} />
            ) : (
              <p className={readOnlyNote}>{CALENDAR_TEXTS.readOnly}</p>
            )}
            {chosenRoom ? <FeatureChips features={chosenRoom.features} aria-label={CALENDAR_TEXTS.features(chosenRoom.name)} /> : null}
          </>
        ) : null}
      </div>
      {location && location.rooms.length === 0 ? (
        <NoRoomsState />
      ) : (
        <div className={calendarArea} onPointerEnter={prefetchDialogs} onFocus={prefetchDialogs}>
          <BookingCalendar
            bookings={shown}
            isOwn={isOwn}
            agendaFilter={isMine}
            view={view}
            onViewChange={onViewChange}
            date={date}
            onDateChange={onDateChange}
            now={now}
            isLoading={locations === null || isLoadingBookings}
            errorMessage={loadError}
            shortcutsDisabled={editor !== null || selected !== null}
            // Someone who sees the calendar without booking in it (a CanteenManager, docs/decisions/094) gets no Add and no slots.
            onCreate={canBook ? openCreate : undefined}
            onAdd={canBook ? () => openCreate() : undefined}
            onSelect={select}
            // The Day view of all rooms has a column per room.
            {...(room === ALL_ROOMS && location ? { rooms: location.rooms } : {})}
            {...(canBook ? { canMove, onMove: move } : {})}
          />
        </div>
      )}
      {location && editor ? (
        <Suspense fallback={null}>
          <BookingEditor
            isOpen
            onOpenChange={(open) => {
              if (!open) setEditor(null);
            }}
            mode={editor.mode}
            rooms={location.rooms}
            initialValues={editor.initialValues}
            allowPast={editor.mode === 'edit' && isAdminRole(actor.role)}
            now={now}
            onCheckAvailability={({ bookingStart, bookingEnd }) =>
              onCheckAvailability({ location: location.id, bookingStart, bookingEnd, ...(editor.bookingId ? { id: editor.bookingId } : {}) })
            }
            onSave={(body, scope) => onSaveBooking(body, editor.bookingId, scope)}
            series={editor.series ?? null}
            {...(editor.mode === 'create' && onPreviewSeries && onSaveSeries ? { onPreviewSeries, onSaveSeries } : {})}
          />
        </Suspense>
      ) : null}
      {detailsWanted ? (
        <Suspense fallback={null}>
          <BookingDetails
            booking={selected}
            onClose={() => setSelected(null)}
            actor={actor}
            now={now}
            isDeleting={isDeleting}
            onEdit={(booking) => {
              setSelected(null);
              setEditor({ mode: 'edit', initialValues: bookingFormValuesFrom(booking), bookingId: booking.id, series: booking.series });
            }}
            onDelete={(booking, scope) => void remove(booking, scope)}
            {...guestCalls}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
