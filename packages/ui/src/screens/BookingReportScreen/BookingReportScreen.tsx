import { bookingReportFileName } from '@roombook/domain/reports/file-name';
import type { BookingReport, BookingReportQuery } from '@roombook/domain/reports/schemas';
import { BOOKING_REPORT_PAGE } from '@roombook/domain/reports/page';
import { DownloadButton } from '../../DownloadButton/DownloadButton';
import { BookingReportFilters, type NamedOption } from '../../ReportFilters/ReportFilters';
import { BookingReportTable } from '../../ReportTable/ReportTable';
import { ReportLayout, useLastQuery, type ReportScreenBaseProps } from '../shared/ReportLayout';

export interface BookingReportScreenProps extends ReportScreenBaseProps<BookingReportQuery, BookingReport> {
  /** The rooms (GET /api/room/); null while loading: the filters wait for both lists. */
  rooms: readonly NamedOption[] | null;
  /** The companies (GET /api/company/); null while loading. */
  companies: readonly NamedOption[] | null;
}

const NO_OPTIONS: readonly NamedOption[] = [];

/**
 * The booking report (§2): room, booking status, company and period; the bookings with their total, and
 * the Excel download named by the period.
 */
export function BookingReportScreen({ rooms, companies, now, onRequest, report, isLoading = false, error = null, exportHref, onDownloadError }: BookingReportScreenProps) {
  const [query, request] = useLastQuery(onRequest);
  return (
    <ReportLayout title={BOOKING_REPORT_PAGE.label}>
      <BookingReportFilters
        rooms={rooms ?? NO_OPTIONS}
        companies={companies ?? NO_OPTIONS}
        now={now}
        isDisabled={rooms === null || companies === null}
        isPending={isLoading}
        onRequest={request}
      />
      <BookingReportTable
        report={report}
        isLoading={isLoading}
        error={error}
        actions={
          report && query ? <DownloadButton fileName={bookingReportFileName(query)} href={exportHref} onError={onDownloadError} /> : null
        }
      />
    </ReportLayout>
  );
}
