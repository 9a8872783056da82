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
/**
 * A refresh token presented again this soon after it was rotated answers the same new pair (two tabs or
 * two web processes refreshing at once); later, a reuse means theft and revokes the family.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export const TOAST_DURATION_MS = 2000;
export const COPIED_NOTICE_MS = 3000;
export const AVAILABILITY_DEBOUNCE_MS = 500;

/** Images (§5, §9). */
export const IMAGE_MAX_BYTES = 20_971_520;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/**
 * The most pixels an uploaded image may declare (our choice; §9 bounds only the bytes): a 20 MB PNG can
 * decode into gigabytes, so anything above 40 megapixels (a 7,746 × 5,164 photo) is refused as too large.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** Text limits (§5, §9). */
export const ROOM_RULES_MAX = 1500;
export const LOCATION_DESCRIPTION_MAX = 1500;
export const DAILY_LIMIT_MIN_HOURS = 0;
export const DAILY_LIMIT_MAX_HOURS = 24;
export const DISCOUNT_MIN_PERCENT = 0;
export const DISCOUNT_MAX_PERCENT = 100;

/**
 * Request limits: every string and list of every /api request is bounded (our choice where §5 and §9 give
 * no number). The UI reads the same constants (maxLength). Lengths count UTF-16 code units, as the
 * browser's maxLength and JavaScript's `length` do.
 */
/** PostgreSQL `integer`: every id, count and øre amount column ends here. */
export const DB_INTEGER_MAX = 2_147_483_647;
/** Names: people, companies, locations, rooms, features, canteen items, receptions. */
export const NAME_MAX = 100;
/** A company's or a user's office (room number). */
export const OFFICE_MAX = 100;
/** The longest address SMTP carries (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** '+' and at most 15 digits (MOBILE_PATTERN); anything longer is not a valid number. */
export const MOBILE_MAX = 16;
/** User and device passwords. Hashing a megabyte password (argon2) would be a denial of service. */
export const PASSWORD_MAX = 128;
/** Refresh and password-reset tokens (ours are 43 characters). */
export const TOKEN_MAX = 512;
/** A booking's title. */
export const BOOKING_TITLE_MAX = 100;
/** A reception's wifi name (an SSID has at most 32 bytes) and wifi password (WPA: at most 64). */
export const WIFI_NAME_MAX = 64;
export const WIFI_PASSWORD_MAX = 64;
/** A tracked page path. */
export const PAGE_PATH_MAX = 2048;
/** An ISO-8601 instant ('2026-03-29T02:15:00.000+02:00' is 29). */
export const ISO_INSTANT_MAX = 64;
/** A date typed in a report filter ('31/12/2026'). */
export const DATE_TEXT_MAX = 32;
/** Ids of one bulk action (`items`, `idList`); PostgreSQL binds at most 65,535 parameters per statement. */
export const BULK_IDS_MAX = 1000;
/** Locations of one company or company application. */
export const COMPANY_LOCATIONS_MAX = 100;
/** Features of one room. */
export const ROOM_FEATURES_MAX = 100;

/** Booking grid (§5, §9). */
export const SLOT_MINUTES = 15;
export const ALLOWED_SLOT_MINUTES = [0, 15, 30, 45] as const;
/**
 * The longest [from, to) the booking lists answer (`GET /api/booking/room/{id}` and `…/location/{id}`), in
 * Copenhagen calendar days: "at most a few weeks" (issue 8), exactly what the calendar asks for at most, a
 * month view's six weeks (the agenda asks for 31 days, the other views for a week or less); no call can
 * answer every booking ever made.
 */
export const BOOKING_RANGE_MAX_DAYS = 42;

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
/** What a calendar shortcut does: show a view, go to today, or add a booking (N, as Add; issue 28 §3). */
export type CalendarShortcut = CalendarView | 'today' | 'add';
export const CALENDAR_SHORTCUTS: Readonly<Record<string, CalendarShortcut>> = {
  w: 'week',
  x: 'work_week',
  d: 'day',
  m: 'month',
  a: 'agenda',
  t: 'today',
  n: 'add',
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

/**
 * The longest period a report covers (our choice, docs/decisions/037): one calendar year from its first day in
 * Copenhagen, so that no report or export reads every booking or order ever made.
 */
export const REPORT_PERIOD_MAX_YEARS = 1;

/** Excel export name prefix for the booking report (§9: "a booking-report prefix"). */
export const BOOKING_REPORT_FILE_PREFIX = 'booking-report';

/** How long a password-recovery link works (one hour; the recovery mail says so). */
export const RESET_TOKEN_TTL_MS = 3_600_000;

/**
 * Sign-in and recovery per account (issue 27, docs/decisions/079). Our numbers: the spec has none.
 * - SIGN_IN_FAILURES_MAX wrong passwords for one e-mail address within SIGN_IN_WINDOW_MINUTES lock it: no
 *   password is checked for SIGN_IN_LOCK_MINUTES, twice as long for each further lock in a row, at most
 *   SIGN_IN_LOCK_MAX_MINUTES. A successful sign-in forgets the wrong passwords and the locks, and so does a
 *   day without a lock (SIGN_IN_LOCKS_FORGOTTEN_HOURS after the last one ended).
 * - At most RECOVERY_MAILS_MAX recovery mails for one account in RECOVERY_WINDOW_MINUTES.
 */
export const SIGN_IN_FAILURES_MAX = 5;
export const SIGN_IN_WINDOW_MINUTES = 15;
export const SIGN_IN_LOCK_MINUTES = 1;
export const SIGN_IN_LOCK_MAX_MINUTES = 60;
export const SIGN_IN_LOCKS_FORGOTTEN_HOURS = 24;
export const RECOVERY_MAILS_MAX = 3;
export const RECOVERY_WINDOW_MINUTES = 60;

/** How long an invitation's link to set a password works, in days (the invitation mail says so). */
export const INVITATION_TTL_DAYS = 7;

/**
 * The canteen kiosk (issue 10 §3, docs/decisions/038). Our numbers: the spec has no kiosk.
 * - An order has 1 to KIOSK_ORDER_LINES_MAX lines (distinct items), each 1 to KIOSK_QUANTITY_MAX.
 * - Wrong PINs: at most KIOSK_PIN_ATTEMPTS_MAX per device session and KIOSK_CANTEEN_PIN_ATTEMPTS_MAX per
 *   canteen (all its kiosks together, so that signing in again gives no fresh attempts) in any
 *   KIOSK_PIN_WINDOW_MINUTES; then no PIN is checked until the oldest of them leaves the window.
 * - A device session unused for KIOSK_SESSION_IDLE_DAYS ends.
 */
export const KIOSK_ORDER_LINES_MAX = 50;
export const KIOSK_QUANTITY_MAX = 99;
export const KIOSK_PIN_ATTEMPTS_MAX = 5;
export const KIOSK_CANTEEN_PIN_ATTEMPTS_MAX = 20;
export const KIOSK_PIN_WINDOW_MINUTES = 15;
export const KIOSK_SESSION_IDLE_DAYS = 90;

/**
 * The room tablet (issue 29 §1, docs/decisions/100): it asks for its room's state every TABLET_POLL_SECONDS
 * and shows itself offline after TABLET_OFFLINE_AFTER_SECONDS without an answer. A day has at most
 * TABLET_DAY_BOOKINGS_MAX bookings of one room (one per quarter hour).
 */
export const TABLET_POLL_SECONDS = 5;
export const TABLET_OFFLINE_AFTER_SECONDS = 15;
export const TABLET_DAY_BOOKINGS_MAX = 100;

/**
 * The room tablet's Book now, Extend and PIN limits (issue 29 §1, docs/decisions/101): Book now for one of
 * TABLET_BOOK_NOW_MINUTES, Extend by TABLET_EXTEND_MINUTES. Wrong PINs: at most KIOSK_PIN_ATTEMPTS_MAX per room
 * tablet and TABLET_LOCATION_PIN_ATTEMPTS_MAX per location (all its tablets together) in any
 * KIOSK_PIN_WINDOW_MINUTES, as at the kiosk.
 */
export const TABLET_BOOK_NOW_MINUTES = [15, 30, 60] as const;
export type TabletBookNowMinutes = (typeof TABLET_BOOK_NOW_MINUTES)[number];
export const TABLET_EXTEND_MINUTES = 15;
export const TABLET_LOCATION_PIN_ATTEMPTS_MAX = 20;

/**
 * Check-in (issue 29 §1, docs/decisions/102), where a location asks for it: a booking is checked in at the room's
 * tablet from CHECK_IN_OPENS_MINUTES before its start to CHECK_IN_CLOSES_MINUTES after it, or it is released. The
 * booker is reminded CHECK_IN_REMINDER_MINUTES before its start. The job that releases and reminds runs every
 * CHECK_IN_JOB_SECONDS.
 */
export const CHECK_IN_OPENS_MINUTES = 5;
export const CHECK_IN_CLOSES_MINUTES = 10;
export const CHECK_IN_REMINDER_MINUTES = 15;
export const CHECK_IN_JOB_SECONDS = 30;

/**
 * The reception board and guests (issue 29 §2, docs/decisions/103): a booking has at most GUESTS_PER_BOOKING_MAX
 * expected guests; a board shows at most RECEPTION_BOARD_MEETINGS_MAX meetings of a day; a guest's name and
 * e-mail are deleted PERSONAL_DATA_KEPT_DAYS after the meeting ends, and a delivered (or given up) e-mail as long
 * after it was sent. The board asks for its state every
 * RECEPTION_POLL_SECONDS.
 */
export const GUESTS_PER_BOOKING_MAX = 50;
export const RECEPTION_BOARD_MEETINGS_MAX = 500;
export const PERSONAL_DATA_KEPT_DAYS = 30;
export const RECEPTION_POLL_SECONDS = 10;
