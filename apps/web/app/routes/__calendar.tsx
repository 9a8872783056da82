import { useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { AvailabilityEntry, AvailabilityRequest, Booking, BookingBody } from '@roombook/domain/bookings/schemas';
import { seriesFormFields } from '@roombook/domain/bookings/series/form-fields';
import type { SeriesBody, SeriesPreview, SeriesPreviewBody } from '@roombook/domain/bookings/series/schemas';
import type { SeriesScope } from '@roombook/domain/bookings/series/scopes';
import { SMALL_SCREEN_MAX_PX, type CalendarView } from '@roombook/domain/constants';
import type { BookingGuest, GuestBody } from '@roombook/domain/guests/schemas';
import { ERRORS } from '@roombook/domain/messages';
import { CalendarScreen, type CalendarSelection } from '@roombook/ui/screens/CalendarScreen';
import { useFetcherAction } from '~/components/fetcher-action';
import {
  BOOKING_INTENTS,
  bookingActionPath,
  calendarSearch,
  dateOfDay,
  dayOf,
  readCalendarUrl,
  type CalendarUrlState,
} from '~/lib/calendar-state';
import { AVAILABILITY_PATH, bookingGuestsPath, SERIES_PREVIEW_PATH } from '~/lib/paths';
import type { CalendarData } from './calendar.server';

/**
 * The calendar page of '/' for a signed-in user (§2 Calendar): the design system's CalendarScreen fed by
 * the index route's loader (a module of its own beside the route, which also serves the sign-in screen).
 *
 * - The location, room, view and date are the URL's (lib/calendar-state.ts): a change navigates, the loader
 *   loads the bookings of the new visible range, and while it does the calendar already shows the new
 *   range with its loading indicator.
 * - Create, update and delete post to the index route's action through fetchers (one action helper,
 *   the contract's success toasts; an occurrence of a series with the scope chosen, and a delete toasts how many
 *   bookings it deleted); the page's data is reloaded after each, so the list follows §4: a new
 *   booking appears only when it belongs to the chosen room (or ALL), a booking moved to another room
 *   leaves the list.
 * - Availability is asked of a resource route with fetch: its failures are silent (§8).
 * - A repeating booking (issue 30 §3) is previewed by a resource route with fetch (a refused repeat names its
 *   field), and booked through the index route's action as a form of flat fields (SeriesForm), all or none.
 * - The booking details' guests (issue 29 §2) are listed by a resource route with fetch, and added and removed
 *   through the index route's action like the bookings (the contract's toasts); each answers the booking's guests.
 */
export default function CalendarPage({ data }: { data: CalendarData }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();

  // A navigation to another calendar state is under way: show that state already.
  const pending = navigation.state === 'loading' && navigation.location.pathname === pathname ? navigation.location : null;
  const { locations, today, defaults } = data;
  const shown = useMemo(
    () => (pending ? readCalendarUrl(new URLSearchParams(pending.search), { locations, today, defaults }) : data.state),
    [pending, locations, today, defaults, data.state],
  );

  const go = useCallback(
    (next: Partial<CalendarUrlState>, replace = false) =>
      navigate({ pathname, search: calendarSearch({ ...shown, ...next }) }, { replace, preventScrollReset: true }),
    [navigate, pathname, shown],
  );

  // Screens of at most 600 px show the day view (§2). BookingCalendar switches when the screen becomes
  // small; on its first mount it would ask before this page can navigate, so the page does it then. The
  // automatic switch replaces the history entry: the back button should not return to it.
  const mounted = useRef(false);
  const first = useRef({ go, view: shown.view });
  useEffect(() => {
    mounted.current = true;
    // The page's own hydration mark (root.tsx marks the rest): this page is a chunk loaded on demand and
    // hydrates after the rest of the page (docs/decisions/024).
    document.documentElement.dataset.calendarHydrated = 'true';
    const { go: goFirst, view } = first.current;
    if (view !== 'day' && isSmallScreen()) goFirst({ view: 'day' }, true);
  }, []);
  const onViewChange = (view: CalendarView) => {
    if (!mounted.current) return;
    go({ view }, view === 'day' && isSmallScreen());
  };

  const create = useFetcherAction(bookingActionPath(BOOKING_INTENTS.create));
  const update = useFetcherAction(bookingActionPath(BOOKING_INTENTS.update));
  const remove = useFetcherAction(bookingActionPath(BOOKING_INTENTS.delete));

  // An occurrence of a series (issue 30 §3) is changed or deleted with the scope chosen, posted as a field `scope`.
  const scoped = (scope: SeriesScope | undefined): Record<string, SeriesScope> => (scope === undefined ? {} : { scope });
  const onSaveBooking = async (body: BookingBody, bookingId?: number, scope?: SeriesScope) => {
    await (bookingId === undefined ? create({ ...body }) : update({ ...body, id: bookingId, ...scoped(scope) }));
  };
  const onDeleteBooking = async (booking: Booking, scope?: SeriesScope) => {
    await remove({ id: booking.id, ...scoped(scope) });
  };
  const createSeries = useFetcherAction(bookingActionPath(BOOKING_INTENTS.createSeries));
  const onSaveSeries = async (body: SeriesBody) => {
    await createSeries(seriesFormFields(body));
  };

  const postAddGuest = useFetcherAction<BookingGuest[]>(bookingActionPath(BOOKING_INTENTS.addGuest));
  const postRemoveGuest = useFetcherAction<BookingGuest[]>(bookingActionPath(BOOKING_INTENTS.removeGuest));
  const addGuest = useCallback(
    async (id: number, { name, email }: GuestBody) => (await postAddGuest({ id, name, ...(email === undefined ? {} : { email }) })).data ?? [],
    [postAddGuest],
  );
  const removeGuest = useCallback(async (id: number, guestId: number) => (await postRemoveGuest({ id, guestId })).data ?? [], [postRemoveGuest]);

  const date = useMemo(() => dateOfDay(shown.date), [shown.date]);
  const selection: CalendarSelection = { locationId: shown.locationId, room: shown.room };

  return (
    <CalendarScreen
      actor={data.actor}
      locations={data.locations}
      selection={selection}
      onSelectionChange={(next) => go({ locationId: next.locationId, room: next.room })}
      view={shown.view}
      onViewChange={onViewChange}
      date={date}
      onDateChange={(next) => go({ date: dayOf(next) })}
      bookings={data.bookings}
      isLoadingBookings={pending !== null}
      {...(data.error ? { loadError: data.error } : {})}
      usage={data.usage}
      onCheckAvailability={checkAvailability}
      onSaveBooking={onSaveBooking}
      onDeleteBooking={onDeleteBooking}
      onPreviewSeries={previewSeries}
      onSaveSeries={onSaveSeries}
      loadGuests={loadGuests}
      addGuest={addGuest}
      removeGuest={removeGuest}
    />
  );
}

const isSmallScreen = () => window.matchMedia(`(max-width: ${SMALL_SCREEN_MAX_PX}px)`).matches;

/**
 * The JSON answer of one of our resource routes. A refusal rejects with the server's message, and with the field it
 * names when there is one (a refused repeat: 'repeat.until'); a session that has ended (the sign-out redirect,
 * which fetch does not follow) says so.
 */
async function fetchJson<T>(path: string, init: { method?: 'POST'; headers?: Record<string, string>; body?: string } = {}): Promise<T> {
  const response = await fetch(path, { ...init, credentials: 'same-origin', redirect: 'manual', headers: { accept: 'application/json', ...init.headers } });
  if (response.type === 'opaqueredirect') throw new Error(ERRORS.sessionExpired);
  const answer = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const { message, field } = (answer ?? {}) as { message?: unknown; field?: unknown };
    throw Object.assign(new Error(typeof message === 'string' ? message : ERRORS.internal), typeof field === 'string' ? { field } : {});
  }
  return answer as T;
}

function postJson<T>(path: string, body: unknown): Promise<T> {
  return fetchJson<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** The rooms' availability for the booking dialog (POST /api/booking/getAvailableRooms/ through our server). */
function checkAvailability(request: AvailabilityRequest): Promise<AvailabilityEntry[]> {
  return postJson(AVAILABILITY_PATH, request);
}

/** The bookings a repeat gives, each with its refusal (POST /api/booking/series/preview through our server). */
function previewSeries(body: SeriesPreviewBody): Promise<SeriesPreview> {
  return postJson(SERIES_PREVIEW_PATH, body);
}

/** A booking's guests for its details (GET /api/guest/booking/{id} through our server). */
function loadGuests(bookingId: number): Promise<BookingGuest[]> {
  return fetchJson(bookingGuestsPath(bookingId));
}
