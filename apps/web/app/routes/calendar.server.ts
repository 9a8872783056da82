import type { Booking, BookingLimitsEntry } from '@roombook/domain/bookings/schemas';
import { contract } from '@roombook/domain/contract/index';
import { booksRooms } from '@roombook/domain/locations/rules/visible-locations';
import type { LocationWithRooms } from '@roombook/domain/locations/schemas';
import { displayErrorMessage } from '@roombook/domain/messages';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import type { SessionUser } from '@roombook/domain/users/schemas';
import { visibleRange } from '@roombook/ui/BookingCalendar';
import { apiCall, type ReplyHeaders, type RequestArgs } from '~/lib/action.server';
import { calendarDefaults, rememberCalendar, rememberedCalendar } from '~/lib/calendar-defaults.server';
import { ALL_ROOMS_PARAM, copenhagenToday, dateOfDay, readCalendarUrl, type CalendarDefaults, type CalendarUrlState } from '~/lib/calendar-state';
import type { SessionTokens } from '~/lib/session.server';

/** What the calendar page of '/' is given by the loader. */
export interface CalendarData {
  actor: Actor;
  /** The user's locations with their active rooms (GET /api/location/mine/). */
  locations: LocationWithRooms[];
  /** The state the URL asked for, with the defaults filled in. */
  state: CalendarUrlState;
  /** What fills in a URL that leaves something out (the last calendar, the primary location). */
  defaults: CalendarDefaults;
  /** Today in Copenhagen ('YYYY-MM-DD'): the default date. */
  today: string;
  /** The bookings of the visible range, for ALL rooms of the location or the chosen room. */
  bookings: Booking[];
  /** 'Booking time used' of the location's rooms; null when it could not be loaded. */
  usage: BookingLimitsEntry[] | null;
  /** The server's message when the locations or the bookings could not be loaded. */
  error: string | null;
}

/**
 * The calendar's data (§2 Calendar): the user's locations, then for the location and room of the URL the
 * bookings of the visible range only (the range the calendar's own localizer shows: whole weeks from
 * Monday in month view, Europe/Copenhagen) and the booking time used. A failure to load is shown above the
 * calendar; a 401 signs out (apiCall).
 */
export async function loadCalendar(
  args: RequestArgs,
  reply: ReplyHeaders,
  user: SessionUser,
  tokens: SessionTokens,
): Promise<CalendarData> {
  const actor: Actor = { id: user.id, role: user.role, companyId: user.company?.id ?? null };
  const today = copenhagenToday();
  const search = new URL(args.request.url).searchParams;

  const mine = await apiCall(args, reply, contract.location.mine, {}, tokens);
  const locations = mine.ok ? mine.answer : [];
  const last = await rememberedCalendar(args.request);
  const defaults = calendarDefaults(last, user, locations);
  const state = readCalendarUrl(search, { locations, today, defaults });
  const remember = await rememberCalendar(last, state);
  if (remember !== null) reply.merge([remember]);
  const base = { actor, locations, state, defaults, today };
  if (!mine.ok) return { ...base, bookings: [], usage: null, error: displayErrorMessage(mine.error.message) };
  if (state.locationId === null) return { ...base, bookings: [], usage: null, error: null };

  const range = visibleRange(state.view, dateOfDay(state.date));
  const query = { from: range.start.toISOString(), to: range.end.toISOString() };
  const [bookings, usage] = await Promise.all([
    state.room === ALL_ROOMS_PARAM
      ? apiCall(args, reply, contract.booking.byLocation, { params: { id: state.locationId }, query }, tokens)
      : apiCall(args, reply, contract.booking.byRoom, { params: { id: state.room }, query }, tokens),
    // The hours of the day shown and of its week (issue 28 §2), not always today's; none for who does not book.
    booksRooms(actor)
      ? apiCall(args, reply, contract.booking.usedTime, { params: { locationId: state.locationId }, query: { date: state.date } }, tokens)
      : null,
  ]);
  return {
    ...base,
    bookings: bookings.ok ? bookings.answer : [],
    usage: usage?.ok ? usage.answer : null,
    error: bookings.ok ? null : displayErrorMessage(bookings.error.message),
  };
}
