/**
 * The user-facing texts of the spec that no one area owns, word for word (§2, §4, §5, §8): validation, errors,
 * the shared words and screens. An area's own words (its toasts, confirmations and the server messages only
 * it answers) are in its folder's page.ts (docs/decisions/062). Typos in the spec are kept on purpose ('an
 * valid', 'Mut be', 'this locations'): the spec is the source.
 */

const HOURS_FORMAT = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 2 });
/** Hours as every text prints them: Danish decimals, at most two (quarter hours), no trailing zeros ('1,5'). */
export const hoursText = (hours: number): string => HOURS_FORMAT.format(hours);
/** A percentage (a company's discount) in the same Danish format, with the Danish space before the sign ('12,5 %'). */
export const percentText = (percent: number): string => `${HOURS_FORMAT.format(percent)} %`;

/** §5 validation messages. */
export const VALIDATION = {
  emailInvalid: 'Please enter an valid email',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters long',
  passwordsMustMatch: 'Passwords must match',
  confirmNewPassword: 'Confirm your new password',
  required: 'This field is required',
  mobileInvalid: 'Please enter a valid international phone number',
  imageTooLarge: 'Image too large. Maximum size is 20 MB',
  imageType: 'Invalid file type. Must be JPG or PNG',
  tooManyCharacters: 'Too many characters',
  maxDailyLimit: 'Must be maximum 24',
  weeklyAtLeastDaily: 'Must be equal or greater than daily limit',
  selectLocations: 'Please select locations',
  discountPositive: 'Discount must be a positive number',
  discountMax: 'Discount must be at most 100%',
  provideValidEmail: 'Please provide a valid email',
  mustBeEmail: 'Must be an email',
  chooseCompany: 'Choose a company',
  devicePasswordMin: 'Mut be at least 4 characters',
  bookingTitleRequired: 'Booking title is required',
  pastBooking: 'You can not create past bookings',
  endBeforeStart: 'End time can not be before start time',
  endEqualsStart: 'End time should be different than start time',
  slotMinutes: 'Please choose 00, 15, 30 or 45 minute slots',
  selectAvailableRoom: 'Please select an available room',
  reportRequired: 'Required',
  invalidDate: 'Invalid Date',
  /**
   * Ours (the spec has no words for it): a text with a control character (NUL and the other C0 characters
   * except tab, line feed and carriage return), which PostgreSQL refuses or a screen cannot show.
   */
  notAllowedCharacters: 'Contains characters that are not allowed',
} as const;

/** §8 success toasts (and §4 sign-in message). */
export const SUCCESS = {
  loggedIn: 'Successfully logged in!',
  welcome: (firstName: string) => `Welcome, ${firstName}!`,
  bookingCreated: 'Booking successfully created',
  bookingUpdated: 'Booking successfully updated',
  bookingDeleted: 'Booking successfully deleted',
  reportProcessed: 'Request successfully processed',
} as const;

/** §8 errors shown to the user. */
export const ERRORS = {
  /** The server text 'Unauthorized' is replaced with this (§8). */
  unauthorized: 'Unauthorized',
  sessionExpired: 'Your session has expired. Please log in again',
  /** Sign-in with a wrong email or a wrong password: one message for both (no account enumeration). */
  invalidCredentials: 'Invalid email or password',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again',
  pastBookingChange: 'You can not delete or modify past bookings',
  validation: 'Request does not match the schema',
  internal: 'Something went wrong. Please try again',
} as const;

/** Maps a server error message to what the user sees (§8). */
export const displayErrorMessage = (message: string): string =>
  message === ERRORS.unauthorized ? ERRORS.sessionExpired : message;

/** §8 confirmation prompts (and §2 texts that ask before acting). */
export const CONFIRM = {
  closeDialog: 'Are you sure you want to close this dialog window?',
  deleteBooking: 'Are you sure you want to delete the booking ? This action can not be reversed.',
  /** The spec words only the feature bulk delete (FEATURE_MESSAGES.confirmDeleteMany); the other bulk deletes follow its pattern. */
  deleteMany: (count: number, things: string) =>
    `Are you sure you want to delete ${count} ${things}? This action can not be reversed.`,
} as const;

/** The reports' filter button (§2). */
const REQUEST_DATA = 'Request Data';

/**
 * The names of a report's totals, on screen ('Total excluding tax: 1.234,50 kr.') and in the workbooks
 * ('Total excluding tax (kr.)'). The canteen reports' amounts are without tax; their totals add the tax
 * (§9: 25 %, the canteen Excel's total excluding tax, tax and total including tax).
 */
const REPORT_TOTALS = {
  total: 'Total',
  /** The booking report's total less the companies' discounts: what a discounted company is billed. */
  totalWithDiscount: 'Total with discount',
  discount: 'Discount',
  totalExcludingTax: 'Total excluding tax',
  tax: 'Tax 25 %',
  totalIncludingTax: 'Total including tax',
} as const;

/** Fixed screen texts of §2. */
export const TEXTS = {
  signIn: {
    forgotPassword: 'Forgot password?',
    noAccount: "Don't have an account? Contact your employer",
    apply: 'Apply for company account',
  },
  forgotPassword: {
    heading: 'Account recovery',
    text: "We'll send a recovery link to your email address.",
    back: 'Return to log in',
  },
  resetPassword: { heading: 'Password Reset' },
  updatePassword: { text: 'For security reasons, please enter a new password.' },
  calendar: {
    noLocations: 'No locations found',
    noRooms: 'No rooms in this locations',
    usageTitle: 'Booking time used',
    usageToday: (used: number, limit: number) => `Today - ${hoursText(used)} / ${hoursText(limit)} hours`,
    usageWeek: (used: number, limit: number) => `This week - ${hoursText(used)} / ${hoursText(limit)} hours`,
    /** The same for another day than today, and its ISO week: the day the calendar shows (issue 28 §2). */
    usageDay: (day: string, used: number, limit: number) => `${day} - ${hoursText(used)} / ${hoursText(limit)} hours`,
    usageWeekNumber: (week: number, used: number, limit: number) => `Week ${week} - ${hoursText(used)} / ${hoursText(limit)} hours`,
    /** A room's column in the Day view of all rooms (issue 28 §1): whether it is free, today or on another day. */
    roomBusyUntil: (time: string) => `Busy until ${time}`,
    roomBusyAllDay: 'Busy all day',
    roomFreeUntil: (time: string) => `Free until ${time}`,
    roomFreeAllDay: 'Free all day',
    roomBookings: (count: number) => (count === 1 ? '1 booking' : `${count} bookings`),
  },
  rooms: {
    rulesTitle: 'Room Rules',
    urlCopied: 'URL copied to clipboard!',
    resetUrl: 'Reset URL',
    /** A room's seats where the room is listed for booking (the calendar's room columns, the booking dialog). */
    seats: (count: number) => (count === 1 ? '1 seat' : `${count} seats`),
  },
  /** Manage locations' check-in (issue 29 §1, docs/decisions/102): our words, the spec has none. */
  locations: {
    checkInRequired: 'Check-in required',
    checkInRequiredDescription: "Bookings must be checked in at the room's tablet from 5 minutes before to 10 minutes after the start, or they are released.",
    /** The table's column and its value where check-in is asked (nothing where it is not). */
    checkIn: 'Check-in',
    required: 'Required',
  },
  canteens: { noManager: 'No manager selected' },
  /** The canteen kiosk (/kiosk, docs/decisions/038): our words, the spec has no kiosk. */
  kiosk: {
    title: 'Canteen kiosk',
    signInHeading: 'Sign in this kiosk',
    signInText: 'Choose the location of the canteen and type the canteen password.',
    location: 'Location',
    password: 'Canteen password',
    signIn: 'Sign in',
    noCanteens: 'No location has a canteen yet',
    signOut: 'Sign out kiosk',
    signOutConfirm: 'Sign out this kiosk? Staff will need the canteen password to sign it in again.',
    /** The web's answer to a device token the API no longer takes (a new canteen password, a deleted canteen). */
    sessionEnded: 'This kiosk was signed out. Please sign it in again',
    menuHeading: 'Menu',
    pricesIncludeTax: 'Prices include 25 % tax',
    noItems: 'The menu is empty',
    add: (name: string) => `Add ${name}`,
    remove: (name: string) => `Remove one ${name}`,
    quantityOf: (name: string) => `${name} in the order`,
    orderHeading: 'Your order',
    reviewOrder: 'Review order',
    emptyOrder: 'Tap an item to add it',
    total: 'Total',
    clearOrder: 'Clear order',
    orderAsGuest: 'Order as Guest',
    identify: 'Order with company and PIN',
    identifyHeading: 'Who is ordering?',
    company: 'Company',
    pin: 'PIN code',
    pinPad: 'PIN pad',
    pinEntered: (digits: number) => `${digits} of 4 digits entered`,
    deleteDigit: 'Delete last digit',
    clearPin: 'Clear PIN',
    placeOrder: 'Place order',
    back: 'Back',
    placingOrder: 'Placing order',
    receiptHeading: 'Receipt',
    thanks: (name: string) => `Thank you, ${name}!`,
    orderNumber: 'Order number',
    time: 'Time',
    buyer: 'Ordered by',
    guest: 'Guest',
    item: 'Item',
    quantity: 'Quantity',
    amount: 'Amount',
    totalExcludingTax: 'Total excluding tax',
    tax: 'Tax (25 %)',
    totalIncludingTax: 'Total including tax',
    print: 'Print receipt',
    newOrder: 'New order',
  },
  reports: {
    requestData: REQUEST_DATA,
    /** A line of a report's totals on screen: 'Total: 1.234,50 kr.' (the name is one of `totals`). */
    totalLine: (name: string, amount: string) => `${name}: ${amount} kr.`,
    totals: REPORT_TOTALS,
    /**
     * The report filters' labels and option texts. §2 names the filters and the options 'All' and
     * 'Guests' without giving labels; the booking statuses' labels are BOOKING_STATUS_LABELS.
     */
    filters: {
      canteen: 'Canteen',
      company: 'Company',
      room: 'Room',
      bookingStatus: 'Booking status',
      startDate: 'Start date',
      endDate: 'End date',
      all: 'All',
      guests: 'Guests',
      canteenFilters: 'Canteen report filters',
      companyCanteenFilters: 'Company canteen report filters',
      bookingFilters: 'Booking report filters',
    },
    /** The report tables' column headers and states. The spec (§2) names the columns without giving their words. */
    table: {
      canteenReport: 'Canteen report',
      companyCanteenReport: 'Company canteen report',
      bookingReport: 'Booking report',
      orderItems: (orderNumber: number) => `Items of order ${orderNumber}`,
      order: (orderNumber: number) => `Order ${orderNumber}`,
      orderNumber: 'Order number',
      quantity: 'Quantity',
      totalKr: 'Total (kr.)',
      totalAmount: 'Total amount (kr.)',
      company: 'Company',
      date: 'Date',
      employee: 'Employee',
      item: 'Item',
      priceKr: 'Price (kr.)',
      id: 'Id',
      room: 'Room',
      firstName: 'First name',
      lastName: 'Last name',
      start: 'Start',
      end: 'End',
      durationHours: 'Duration (hours)',
      hourlyRateKr: 'Hourly rate (kr.)',
      discountPercent: 'Discount (%)',
      totalWithDiscountKr: 'Total with discount (kr.)',
      /** A guest order has no company (the company filter's 'Guests'). */
      guests: 'Guests',
      /** An empty cell: a guest order's employee. */
      none: '-',
      noOrders: 'No orders in this period',
      noBookings: 'No bookings in this period',
      /** Before the first request, in the table's place: how to ask for a report (the filters' button). */
      notRequested: `Choose a period, then press ${REQUEST_DATA}`,
      notRequestedCanteen: `Choose a canteen and a period, then press ${REQUEST_DATA}`,
      loading: 'Loading report',
    },
    /** The Excel workbooks: their sheets and the labels of the totals under the rows. */
    workbook: {
      bookingSheet: 'Booking report',
      canteenSheet: 'Canteen report',
      companySheet: 'Company canteen report',
      /** A total's label in the first column: its name and the unit, 'Total excluding tax (kr.)'. */
      totalLabel: (name: string) => `${name} (kr.)`,
    },
  },
} as const;

/**
 * Why a room cannot be booked (the `reason` of an availability entry, and the message of a refused
 * booking). The spec does not word them; the API and the mocks answer with these texts.
 */
export const AVAILABILITY_REASONS = {
  booked: 'The room is already booked at this time',
  dailyLimit: (hours: number, left: number) =>
    `Your company would exceed the daily limit of ${hoursText(hours)} hours in this room (${hoursText(left)} hours left that day)`,
  weeklyLimit: (hours: number, left: number) =>
    `Your company would exceed the weekly limit of ${hoursText(hours)} hours in this room (${hoursText(left)} hours left that week)`,
  /** The room of the booking being edited was marked inactive after it was booked (issue 8's reason 'inactive'). */
  roomInactive: 'The room has been marked inactive and can not be booked',
  /** The location of the booking being edited was marked inactive after it was booked. */
  locationInactive: "The room's location has been marked inactive and can not be booked",
} as const;

/**
 * Server messages the spec does not word. The user sees them in a toast (§8: "the server's message
 * field"), so they are plain sentences. The API and the mocks both answer with these.
 */
export const SERVER_MESSAGES = {
  tokenRevoked: 'Signed out',
  databaseUnavailable: 'The database is not available',
  shuttingDown: 'This server is shutting down',
  bodyTooLarge: 'The request is too large',
  invalidInput: 'Request does not match the schema',
  unknownReference: 'A related record does not exist',
  stillReferenced: 'The record is in use and can not be deleted',
  alreadyExists: 'The record already exists',
  /** 23P01 / 40P01 on bookings: the room is taken for that time. */
  bookingConflict: VALIDATION.selectAvailableRoom,
  conflict: 'The request conflicts with another change. Please try again',
  unknownLocation: 'Unknown location',
  resetLinkSent: 'If the email belongs to an account, a recovery link has been sent to it',
  resetTokenValid: 'The link is valid',
  resetTokenInvalid: 'The link is invalid or has expired',
  passwordReset: 'Password successfully reset',
  /**
   * 429 on sign-in while the e-mail address is locked after SIGN_IN_FAILURES_MAX wrong passwords (known or
   * not, the same answer; docs/decisions/079).
   */
  signInLocked: (waitSeconds: number) => `Too many wrong passwords. Please wait ${minutesText(waitSeconds)} and try again`,
  /** The booking lists' `from` or `to` is missing (BookingRangeQuery). */
  bookingRangeRequired: 'Give the range of bookings to list: from and to, as ISO instants',
  /** The booking lists' `to` is not after `from`. */
  bookingRangeOrder: 'The range must end (to) after it starts (from)',
  /** The booking lists' range is longer than BOOKING_RANGE_MAX_DAYS. */
  bookingRangeTooLong: (days: number) => `The range may span at most ${days} days`,
  /** A report's period longer than REPORT_PERIOD_MAX_YEARS (the API's 400, and the filters' end date). */
  reportPeriodTooLong: 'The period can be at most one year',
  /** A multipart request with a file other than the one image (§5). */
  unexpectedFile: 'Only one file, the image, can be sent',
} as const;

/** A wait as the kiosk says it: whole minutes, rounded up ('1 minute', '15 minutes'). */
export const minutesText = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * The canteen kiosk's texts (issue 10 §3, docs/decisions/038): the spec has no kiosk, so every word here is
 * ours. `KIOSK_MESSAGES` are what the API and the mocks answer and the order form checks; `TEXTS.kiosk`
 * (below) the screen's own words.
 */
export const KIOSK_MESSAGES = {
  /** `POST /api/kiosk/sign-in`: no canteen at that location has that password (one answer for both). */
  signInFailed: 'Wrong location or canteen password',
  /** The answer of `POST /api/kiosk/sign-out`. */
  signedOut: 'The kiosk is signed out',
  chooseItems: 'Choose at least one item',
  quantityRange: (max: number) => `Must be between 1 and ${max}`,
  oneLinePerItem: 'Each item can be in the order once',
  pinFormat: 'The PIN code is 4 digits',
  /** An order body without `employee` (null for a guest). */
  chooseBuyer: 'Order as Guest, or give the company and PIN code',
  /** An order line's item that is not (or no longer) on this canteen's menu. */
  itemNotOnMenu: 'An item of the order is no longer on the menu. Please start again',
  /** A company that does not rent at the canteen's location. */
  companyNotHere: 'Choose a company of this location',
  /** An order whose total without tax is beyond what the database holds (over 21 million kroner). */
  orderTooLarge: 'The order is too large. Please split it',
  /** A company and PIN that name no employee; `left` attempts remain before the pause of `waitSeconds`. */
  wrongPin: (left: number, waitSeconds: number) =>
    left > 0
      ? `Wrong company or PIN code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left`
      : `Wrong company or PIN code. Too many wrong PIN codes: please wait ${minutesText(waitSeconds)} and try again`,
  /** 429: no PIN is checked until the oldest wrong PIN of the window is older than the window. */
  pinLocked: (waitSeconds: number) => `Too many wrong PIN codes. Please wait ${minutesText(waitSeconds)} and try again`,
} as const;
