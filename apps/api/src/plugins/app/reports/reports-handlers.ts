import { defineHandlers } from '../../../areas';
import { reportsService } from './reports-service';

/** The reports (§2, §7 "Users and reports", "Calendar and bookings") and their Excel downloads (docs/decisions/037). */
export default defineHandlers('report', (deps) => {
  const reports = deps.get(reportsService);
  return {
    booking: { handler: ({ body }) => reports.bookingReport(body) },
    canteen: { handler: ({ body, user }) => reports.canteenReport(user, body) },
    company: { handler: ({ body, user }) => reports.companyReport(user, body) },
    bookingExcel: { handler: async ({ body }) => reports.bookingWorkbook(body) },
    canteenExcel: { handler: ({ body, user }) => reports.canteenWorkbook(user, body) },
    companyExcel: { handler: ({ body, user }) => reports.companyWorkbook(user, body) },
  };
});
