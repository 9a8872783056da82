import { canteenReportFileName } from '@roombook/domain/reports/file-name';
import type { CanteenOrder, CompanyReportQuery } from '@roombook/domain/reports/schemas';
import { COMPANY_CANTEEN_REPORT_PAGE } from '@roombook/domain/reports/page';
import { DownloadButton } from '../../DownloadButton/DownloadButton';
import { CompanyCanteenReportFilters, type CanteenOption } from '../../ReportFilters/ReportFilters';
import { CompanyCanteenReportTable } from '../../ReportTable/ReportTable';
import { ReportLayout, useLastQuery, type ReportScreenBaseProps } from '../shared/ReportLayout';

export interface CompanyCanteenReportScreenProps extends ReportScreenBaseProps<CompanyReportQuery, CanteenOrder[]> {
  /** The canteens at the company's locations (GET /api/canteen/); null while loading. */
  canteens: readonly CanteenOption[] | null;
}

const NO_CANTEENS: readonly CanteenOption[] = [];

/**
 * The company canteen report (§2) of a company's owner or manager: canteen and period; the company's
 * orders with their items, the totals without and with tax, and the Excel download named by the canteen
 * and the period.
 */
export function CompanyCanteenReportScreen({ canteens, now, onRequest, report, isLoading = false, error = null, exportHref, onDownloadError }: CompanyCanteenReportScreenProps) {
  const [query, request] = useLastQuery(onRequest);
  const canteenName = canteens?.find((canteen) => canteen.id === query?.canteen)?.location.name;
  return (
    <ReportLayout title={COMPANY_CANTEEN_REPORT_PAGE.label}>
      <CompanyCanteenReportFilters
        canteens={canteens ?? NO_CANTEENS}
        now={now}
        isDisabled={canteens === null}
        isPending={isLoading}
        onRequest={request}
      />
      <CompanyCanteenReportTable
        orders={report}
        isLoading={isLoading}
        error={error}
        actions={
          report && query && canteenName ? (
            <DownloadButton fileName={canteenReportFileName(canteenName, query)} href={exportHref} onError={onDownloadError} />
          ) : null
        }
      />
    </ReportLayout>
  );
}
