/** Paths of the web app's own resource routes (not screens). */
export const TRACK_PATH = '/track';
export const COMPANY_APPLICATION_PATH = '/company-application';
/** The calendar's availability look-up (the booking dialog, §4). */
export const AVAILABILITY_PATH = '/booking-availability';
/** The bookings a repeat gives, each with why it cannot be booked (the booking dialog, issue 30 §3). */
export const SERIES_PREVIEW_PATH = '/booking-series-preview';
/** The guests of a booking, as its details list them (issue 29 §2): GET answers them as JSON. */
export const bookingGuestsPath = (bookingId: number): string => `/booking-guests/${bookingId}`;
/** The canteen kiosk's device page (docs/decisions/038). */
export const KIOSK_PATH = '/kiosk';
/** The reception board's device page (docs/decisions/103), its poll and its "I have arrived". */
export const RECEPTION_PATH = '/reception';
export const RECEPTION_BOARD_PATH = '/reception/board';
export const RECEPTION_ARRIVE_PATH = '/reception/arrive';

/** The URL parameter that carries a report's query (its JSON) to the report's Excel export route. */
export const EXPORT_QUERY_PARAM = 'query';

/** A report's Excel download: the page's `export.xlsx` resource route with the query (docs/decisions/037). */
export const reportExportHref = (page: string, query: unknown): string =>
  `${page}/export.xlsx?${new URLSearchParams({ [EXPORT_QUERY_PARAM]: JSON.stringify(query) }).toString()}`;

/**
 * The room tablet's page (§7 "Other": the tablet host plus code/{code}) as its route module names it, its poll,
 * the companies whose staff may act there, and its actions (Book now, End early, Extend).
 */
export const TABLET_ROUTE_MODULE = '/code.$code';
export const tabletPagePath = (code: string): string => `/code/${encodeURIComponent(code)}`;
const tabletPath = (code: string, part: string): string => `${tabletPagePath(code)}/${part}`;
export const tabletStatePath = (code: string): string => tabletPath(code, 'state');
export const tabletCompaniesPath = (code: string): string => tabletPath(code, 'companies');
export const tabletActPath = (code: string): string => tabletPath(code, 'act');
