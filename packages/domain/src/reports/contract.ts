import { z } from 'zod';
import { defineCall, FileResponse, XLSX_MEDIA_TYPE } from '../contract/define';
import { defineArea } from '../contract/area';
import { fullAccess, rolesOf } from '../permissions/access';
import { SUCCESS } from '../messages';
import {
  BookingReport,
  BookingReportQuery,
  CanteenOrder,
  CanteenReport,
  CanteenReportQuery,
  CompanyReportQuery,
} from './schemas';
import { BOOKING_REPORT, BOOKING_REPORT_PAGE, CANTEEN_REPORT, CANTEEN_REPORT_PAGE, COMPANY_CANTEEN_REPORT, COMPANY_CANTEEN_REPORT_PAGE } from './page';

const excel = { file: { mediaType: XLSX_MEDIA_TYPE }, response: FileResponse } as const;

/**
 * Reports (§7): the query travels as the POST body; every report toasts 'Request successfully processed'.
 * Each report's Excel download (§2) is a call of its own beside it, `…/excel` with the same query, answering
 * the .xlsx file (docs/decisions/037); the canteen report's is not a CanteenManager's (§6 'no download').
 */
const reportCalls = {
  booking: defineCall({
    method: 'POST',
    path: '/api/booking/booking-report',
    auth: 'bearer',
    summary: 'Bookings of the period with duration, rate and totals, with and without the company discount',
    roles: rolesOf(BOOKING_REPORT),
    body: BookingReportQuery,
    response: BookingReport,
    successMessage: SUCCESS.reportProcessed,
  }),
  canteen: defineCall({
    method: 'POST',
    path: '/api/order/canteen-report',
    auth: 'bearer',
    summary: "A canteen's orders of the period, for all companies, guests or one company",
    roles: rolesOf(CANTEEN_REPORT),
    body: CanteenReportQuery,
    response: CanteenReport,
    successMessage: SUCCESS.reportProcessed,
  }),
  company: defineCall({
    method: 'POST',
    path: '/api/order/company-report',
    auth: 'bearer',
    summary: "The caller's company's orders at a canteen in the period",
    roles: rolesOf(COMPANY_CANTEEN_REPORT),
    body: CompanyReportQuery,
    response: z.array(CanteenOrder),
    successMessage: SUCCESS.reportProcessed,
  }),
  bookingExcel: defineCall({
    method: 'POST',
    path: '/api/booking/booking-report/excel',
    auth: 'bearer',
    summary: 'The booking report as an Excel workbook (.xlsx), with the totals, the discount and the tax',
    roles: rolesOf(BOOKING_REPORT),
    body: BookingReportQuery,
    ...excel,
  }),
  canteenExcel: defineCall({
    method: 'POST',
    path: '/api/order/canteen-report/excel',
    auth: 'bearer',
    summary: 'The canteen report as an Excel workbook (.xlsx), ending with the total excluding tax, the tax and the total including tax',
    roles: rolesOf(fullAccess(CANTEEN_REPORT)),
    body: CanteenReportQuery,
    ...excel,
  }),
  companyExcel: defineCall({
    method: 'POST',
    path: '/api/order/company-report/excel',
    auth: 'bearer',
    summary: "The company canteen report as an Excel workbook (.xlsx), ending with the total excluding tax, the tax and the total including tax",
    roles: rolesOf(COMPANY_CANTEEN_REPORT),
    body: CompanyReportQuery,
    ...excel,
  }),
} as const;

/** The reports (§2): the booking report, the canteen report and the company canteen report, with their Excel downloads. */
export const reportArea = defineArea({
  name: 'report',
  calls: reportCalls,
  targets: { booking: 'none', canteen: 'none', company: 'none', bookingExcel: 'none', canteenExcel: 'none', companyExcel: 'none' },
  capabilities: { bookingReport: BOOKING_REPORT, companyCanteenReport: COMPANY_CANTEEN_REPORT, canteenReport: CANTEEN_REPORT },
  fullAccess: { downloadCanteenReport: 'canteenReport' },
  pages: [BOOKING_REPORT_PAGE, CANTEEN_REPORT_PAGE, COMPANY_CANTEEN_REPORT_PAGE],
});
