import { CALENDAR_VIEWS, DEFAULT_CALENDAR_VIEW, type CalendarView } from '@roombook/domain/constants';
import { copenhagenDate, copenhagenInstant, parseDateText, parseTimeText } from '@roombook/domain/time/zone';

/**
 * The calendar's state lives in the URL of '/' (location, room, view and date), so that a reload, a link
 * and the browser's back and forward buttons show the same calendar, and the loader loads only what the
 * view shows. The loader and the page read the URL with the same function.
 */

/** The search parameters of '/'. */
const CALENDAR_PARAMS = { location: 'location', room: 'room', view: 'view', date: 'date' } as const;

/** ALL rooms of the location (the room picker's ALL_ROOMS; the URL spells it the same). */
export const ALL_ROOMS_PARAM = 'ALL';

export interface CalendarUrlState {
  /** The chosen location; null when the user has none. */
  locationId: number | null;
  /** One room's id, or ALL. */
  room: number | typeof ALL_ROOMS_PARAM;
  view: CalendarView;
  /** The day the view shows, 'YYYY-MM-DD' in Copenhagen. */
  date: string;
}

/**
 * Where the calendar opens when its URL does not say (issue 28 §2): the location, room and view the user last
 * looked at in this browser, else their primary location (calendar-defaults.server.ts).
 */
export interface CalendarDefaults {
  locationId?: number | null;
  /** Used only with `locationId`: a room of that location, or ALL. */
  room?: number | typeof ALL_ROOMS_PARAM;
  view?: CalendarView;
}

/** What the URL is read against: the user's locations with their rooms (ids only), and today. */
export interface CalendarUrlContext {
  locations: ReadonlyArray<{ id: number; rooms: ReadonlyArray<{ id: number }> }>;
  /** 'YYYY-MM-DD' in Copenhagen. */
  today: string;
  /** For what the URL leaves out. */
  defaults?: CalendarDefaults;
}

const positiveInt = (text: string | null): number | null => {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
};

const isView = (text: string | null): text is CalendarView => CALENDAR_VIEWS.some((view) => view === text);

/**
 * The calendar state a URL asks for. What it leaves out comes from `defaults` (the last calendar looked at, or
 * the primary location); anything still missing or unknown from §2 and §4: the first location, ALL its rooms,
 * the month view, today. A room of another location is ALL.
 */
export function readCalendarUrl(search: URLSearchParams, { locations, today, defaults = {} }: CalendarUrlContext): CalendarUrlState {
  const locationParam = search.get(CALENDAR_PARAMS.location);
  const byId = (id: number | null | undefined) => (id == null ? undefined : locations.find((l) => l.id === id));
  const location = (locationParam === null ? byId(defaults.locationId) : byId(positiveInt(locationParam))) ?? locations[0] ?? null;
  const roomParam = search.get(CALENDAR_PARAMS.room);
  const wantedRoom = roomParam === null && location !== null && location.id === defaults.locationId ? defaults.room : positiveInt(roomParam);
  const room = typeof wantedRoom === 'number' && location?.rooms.some((r) => r.id === wantedRoom) ? wantedRoom : ALL_ROOMS_PARAM;
  const view = search.get(CALENDAR_PARAMS.view) ?? defaults.view ?? null;
  const date = parseDateText(search.get(CALENDAR_PARAMS.date) ?? '');
  return {
    locationId: location?.id ?? null,
    room,
    view: isView(view) ? view : DEFAULT_CALENDAR_VIEW,
    date: date ? date.toString() : today,
  };
}

/** The URL search of a calendar state ('?location=1&room=ALL&view=month&date=2026-11-18'). */
export function calendarSearch(state: CalendarUrlState): string {
  const search = new URLSearchParams();
  if (state.locationId !== null) search.set(CALENDAR_PARAMS.location, String(state.locationId));
  search.set(CALENDAR_PARAMS.room, String(state.room));
  search.set(CALENDAR_PARAMS.view, state.view);
  search.set(CALENDAR_PARAMS.date, state.date);
  return `?${search.toString()}`;
}

/** Today in Copenhagen, 'YYYY-MM-DD'. */
export const copenhagenToday = (now: Date = new Date()): string => copenhagenDate(now.toISOString()).toString();

/** The day of a Date in Copenhagen, 'YYYY-MM-DD'. */
export const dayOf = (date: Date): string => copenhagenDate(date.toISOString()).toString();

/** A 'YYYY-MM-DD' day as a Date the calendar shows (noon in Copenhagen, safely inside the day). */
export function dateOfDay(day: string): Date {
  const date = parseDateText(day);
  const noon = parseTimeText('12:00');
  if (!date || !noon) throw new RangeError(`Not a date: ${day}`);
  return new Date(copenhagenInstant(date, noon).epochMilliseconds);
}

/**
 * Where the calendar's actions post (the index route's action, by intent): the bookings, a series of them (issue 30
 * §3), and their guests (issue 29 §2).
 */
export const BOOKING_INTENTS = {
  create: 'create-booking',
  createSeries: 'create-series',
  update: 'update-booking',
  delete: 'delete-booking',
  addGuest: 'add-guest',
  removeGuest: 'remove-guest',
} as const;
export type BookingIntent = (typeof BOOKING_INTENTS)[keyof typeof BOOKING_INTENTS];
export const INTENT_PARAM = 'intent';
export const bookingActionPath = (intent: BookingIntent): string => `/?index&${INTENT_PARAM}=${intent}`;
