import { z } from 'zod';
import { defineCall } from '../contract/define';
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

/** Reports (§7): the query travels as the POST body; every report toasts 'Request successfully processed'. */
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
} as const;
