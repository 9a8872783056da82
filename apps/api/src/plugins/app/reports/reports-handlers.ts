import type { contract } from '@roombook/domain/contract/index';
import type { AreaHandlers } from '../../../routes/contract-route';
import type { Services } from '../../../services';

/** The reports (§2, §7 "Users and reports", "Calendar and bookings") and their Excel downloads (docs/decisions/037). */
export const reportHandlers = ({ reports }: Services) =>
  ({
    booking: { handler: ({ body }) => reports.bookingReport(body) },
    canteen: { handler: ({ body, user }) => reports.canteenReport(user, body) },
    company: { handler: ({ body, user }) => reports.companyReport(user, body) },
    bookingExcel: { handler: async ({ body }) => reports.bookingWorkbook(body) },
    canteenExcel: { handler: ({ body, user }) => reports.canteenWorkbook(user, body) },
    companyExcel: { handler: ({ body, user }) => reports.companyWorkbook(user, body) },
  }) satisfies AreaHandlers<typeof contract.report>;
