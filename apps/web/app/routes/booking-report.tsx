import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { contract } from '@roombook/domain/contract/index';
import { BookingReportFormSchema, type BookingReport, type BookingReportQuery } from '@roombook/domain/reports/schemas';
import { BOOKING_REPORT_PAGE } from '@roombook/domain/reports/page';
import { BookingReportScreen } from '@roombook/ui/screens/BookingReportScreen';
import { reportRevalidation, useReport } from '~/components/report';
import { pageMeta } from '~/lib/meta';
import { reportAction, reportLoader } from '~/lib/reports.server';

const PATH = '/booking-report';

/** '/booking-report' (§2, SuperAdmin and Admin): the rooms and companies of the filters. */
export const loader = (args: LoaderFunctionArgs) => reportLoader(args, { rooms: contract.room.list, companies: contract.company.list });

/**
 * 'Request Data': POST /api/booking/booking-report with the filters' query: their fetcher's JSON, or their form
 * posted without JavaScript.
 */
export const action = (args: ActionFunctionArgs) => reportAction(args, contract.report.booking, BookingReportFormSchema);

export const shouldRevalidate = reportRevalidation(PATH);

export default function BookingReportRoute() {
  const { rooms, companies, now } = useLoaderData<typeof loader>();
  const report = useReport<BookingReportQuery, BookingReport>(PATH);
  return <BookingReportScreen rooms={rooms} companies={companies} now={now} {...report} />;
}

export const meta: MetaFunction = () =>
  pageMeta(BOOKING_REPORT_PAGE.label, 'The bookings of a period by room, status and company, with hours and totals, and their Excel download.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
