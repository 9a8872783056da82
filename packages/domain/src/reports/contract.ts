import { z } from 'zod';
import { defineCall, FileResponse, XLSX_MEDIA_TYPE } from '../contract/define';
import { rolesWith } from '../permissions/capabilities';
import { SUCCESS } from '../messages';
import {
  BookingReport,
  BookingReportQuery,
  CanteenOrder,
  CanteenReport,
  CanteenReportQuery,
  CompanyReportQuery,
} from './schemas';

const excel = { file: { mediaType: XLSX_MEDIA_TYPE }, response: FileResponse } as const;

/**
 * Reports (§7): the query travels as the POST body; every report toasts 'Request successfully processed'.
 * Each report's Excel download (§2) is a call of its own beside it, `…/excel` with the same query, answering
 * the .xlsx file (docs/decisions/037); the canteen report's is not a CanteenManager's (§6 'no download').
 */
export const reportCalls = {
  booking: defineCall({
    method: 'POST',
    path: '/api/booking/booking-report',
    auth: 'bearer',
    summary: 'Bookings of the period with duration, rate and totals, with and without the company discount',
    roles: rolesWith('bookingReport'),
    body: BookingReportQuery,
    response: BookingReport,
    successMessage: SUCCESS.reportProcessed,
  }),
  canteen: defineCall({
    method: 'POST',
    path: '/api/order/canteen-report',
    auth: 'bearer',
    summary: "A canteen's orders of the period, for all companies, guests or one company",
    roles: rolesWith('canteenReport'),
    body: CanteenReportQuery,
    response: CanteenReport,
    successMessage: SUCCESS.reportProcessed,
  }),
  company: defineCall({
    method: 'POST',
    path: '/api/order/company-report',
    auth: 'bearer',
    summary: "The caller's company's orders at a canteen in the period",
    roles: rolesWith('companyCanteenReport'),
    body: CompanyReportQuery,
    response: z.array(CanteenOrder),
    successMessage: SUCCESS.reportProcessed,
  }),
  bookingExcel: defineCall({
    method: 'POST',
    path: '/api/booking/booking-report/excel',
    auth: 'bearer',
    summary: 'The booking report as an Excel workbook (.xlsx), with the totals, the discount and the tax',
    roles: rolesWith('bookingReport'),
    body: BookingReportQuery,
    ...excel,
  }),
  canteenExcel: defineCall({
    method: 'POST',
    path: '/api/order/canteen-report/excel',
    auth: 'bearer',
    summary: 'The canteen report as an Excel workbook (.xlsx), ending with the total excluding tax, the tax and the total including tax',
    roles: rolesWith('downloadCanteenReport'),
    body: CanteenReportQuery,
    ...excel,
  }),
  companyExcel: defineCall({
    method: 'POST',
    path: '/api/order/company-report/excel',
    auth: 'bearer',
    summary: "The company canteen report as an Excel workbook (.xlsx), ending with the total excluding tax, the tax and the total including tax",
    roles: rolesWith('companyCanteenReport'),
    body: CompanyReportQuery,
    ...excel,
  }),
} as const;
