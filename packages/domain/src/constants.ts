/**
 * Business constants and limits (spec §9, with the durations of §4 and the formats of §2).
 * Every layer reads these; nothing else hard-codes them.
 */

/** Tax is 25 percent; a price with tax is price × 1.25 (§1, §9). Stored as a percentage. */
export const TAX_PERCENT = 25;
export const CURRENCY = 'DKK';
/** How reports print the currency (§1). */
export const CURRENCY_LABEL = 'kr.';

/** Session lifetime and refresh interval (§4, §9). */
export const SESSION_LIFETIME_MS = 900_000;
export const ACCESS_TOKEN_TTL_SECONDS = SESSION_LIFETIME_MS / 1000;
/** How long a refresh token stays usable when it is not rotated (our choice; the spec is silent). */
export const REFRESH_TOKEN_TTL_DAYS = 30;

export const TOAST_DURATION_MS = 2000;
export const COPIED_NOTICE_MS = 3000;
export const AVAILABILITY_DEBOUNCE_MS = 500;

/** Images (§5, §9). */
export const IMAGE_MAX_BYTES = 20_971_520;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Text limits (§5, §9). */
export const ROOM_RULES_MAX = 1500;
export const LOCATION_DESCRIPTION_MAX = 1500;
export const DAILY_LIMIT_MIN_HOURS = 0;
export const DAILY_LIMIT_MAX_HOURS = 24;
export const DISCOUNT_MIN_PERCENT = 0;
export const DISCOUNT_MAX_PERCENT = 100;

/** Booking grid (§5, §9). */
export const SLOT_MINUTES = 15;
export const ALLOWED_SLOT_MINUTES = [0, 15, 30, 45] as const;

/** Passwords and PIN (§9). */
export const USER_PASSWORD_MIN = 6;
export const DEVICE_PASSWORD_MIN = 4; // canteens and receptions
export const PIN_LENGTH = 4;

/** Mobile: a plus sign, a digit 1–9, then 1 to 14 digits (§5, §9). */
export const MOBILE_PATTERN = /^\+[1-9]\d{1,14}$/;

/** Calendar (§2, §9). */
export const TIME_ZONE = 'Europe/Copenhagen';
export const WEEK_STARTS_ON = 1; // Monday (ISO day number)
export const CALENDAR_SCROLL_TO = '08:00';
export const CALENDAR_VIEWS = ['month', 'week', 'work_week', 'day', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const DEFAULT_CALENDAR_VIEW: CalendarView = 'month';
export const CALENDAR_SHORTCUTS: Readonly<Record<string, CalendarView | 'today'>> = {
  w: 'week',
  x: 'work_week',
  d: 'day',
  m: 'month',
  a: 'agenda',
  t: 'today',
};
export const SMALL_SCREEN_MAX_PX = 600;
export const DRAWER_WIDTH_PX = 240;

/** Date formats (§2, §9). Tokens follow the spec's own spelling. */
export const REPORT_FILTER_DATE_FORMAT = 'DD/MM/yyyy';
export const BOOKING_REPORT_DATE_FORMAT = 'DD.MM.YYYY HH:mm';

/** Reports (§2, §9). */
export const BOOKING_STATUSES = ['COMPLETED', 'ALL'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const DEFAULT_BOOKING_STATUS: BookingStatus = 'COMPLETED';
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  COMPLETED: 'Completed bookings (past start date)',
  ALL: 'All bookings',
};
/** Canteen-report company filter sentinels: 0 means All, empty means Guests (§9). */
export const CANTEEN_REPORT_COMPANY_ALL = 0;
export const CANTEEN_REPORT_COMPANY_GUESTS = '';

/** Excel export name prefix for the booking report (§9: "a booking-report prefix"). */
export const BOOKING_REPORT_FILE_PREFIX = 'booking-report';
