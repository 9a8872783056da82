import type { CapabilityRow } from '../permissions/access';

/**
 * The reports (§2): their §6 rows (the companies' and canteens' lists read them too) and menu entries. No
 * calls and no zod: the area's contract.ts declares the area with them, and a page's script reads them here
 * without loading every call (docs/decisions/062).
 */

/** §6 "…, booking report": SuperAdmin and Admin. */
export const BOOKING_REPORT: CapabilityRow = { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no', User: 'no' };

/** §6 "Canteen report": SuperAdmin and Admin, the CanteenManager without the download (the companies' and canteens' lists read it too). */
export const CANTEEN_REPORT: CapabilityRow = { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'no', CompanyManager: 'no', CanteenManager: 'no-download', User: 'no' };

/** §6 "Company canteen report": the company's owner and managers (the canteens' list reads it too). */
export const COMPANY_CANTEEN_REPORT: CapabilityRow = { SuperAdmin: 'no', Admin: 'no', CompanyOwner: 'yes', CompanyManager: 'yes', CanteenManager: 'no', User: 'no' };

/** The booking report (§2). */
export const BOOKING_REPORT_PAGE = { path: '/booking-report', label: 'Booking report', opensWith: 'bookingReport', menuOrder: 70 } as const;

/** The canteen report (§2), in the Canteens group. */
export const CANTEEN_REPORT_PAGE = { path: '/canteen-report', label: 'Canteen report', opensWith: 'canteenReport', menuOrder: 100, group: 'canteens' } as const;

/** The company canteen report (§2). */
export const COMPANY_CANTEEN_REPORT_PAGE = { path: '/company-canteen-report', label: 'Company canteen report', opensWith: 'companyCanteenReport', menuOrder: 110 } as const;
