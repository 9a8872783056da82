import { allows, fullAccess } from '@roombook/domain/permissions/access';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import { canteenReportFileName } from '@roombook/domain/reports/file-name';
import type { CanteenReport, CanteenReportQuery } from '@roombook/domain/reports/schemas';
import { CANTEEN_REPORT, CANTEEN_REPORT_PAGE } from '@roombook/domain/reports/page';
import { DownloadButton } from '../../DownloadButton/DownloadButton';
import { CanteenReportFilters, type CanteenOption, type NamedOption } from '../../ReportFilters/ReportFilters';
import { CanteenReportTable } from '../../ReportTable/ReportTable';
import { ReportLayout, useLastQuery, type ReportScreenBaseProps } from '../shared/ReportLayout';

export interface CanteenReportScreenProps extends ReportScreenBaseProps<CanteenReportQuery, CanteenReport> {
  /** The signed-in user: §6 `downloadCanteenReport` says whether the Excel download shows (not for a CanteenManager). */
  actor: Pick<Actor, 'role' | 'companyId'>;
  /** The canteens (GET /api/canteen/); null while loading: the filters wait for both lists. */
  canteens: readonly CanteenOption[] | null;
  /** The companies (GET /api/company/); null while loading. */
  companies: readonly NamedOption[] | null;
}

const NO_CANTEENS: readonly CanteenOption[] = [];
const NO_COMPANIES: readonly NamedOption[] = [];

/**
 * The canteen report (§2): canteen, company (or Guests) and period; the orders with their items and the
 * total, and the Excel download named by the canteen and the period for those who may download.
 */
export function CanteenReportScreen({ actor, canteens, companies, now, onRequest, report, isLoading = false, error = null, exportHref, onDownloadError }: CanteenReportScreenProps) {
  const [query, request] = useLastQuery(onRequest);
  const canteenName = canteens?.find((canteen) => canteen.id === query?.canteen)?.location.name;
  return (
    <ReportLayout title={CANTEEN_REPORT_PAGE.label}>
      <CanteenReportFilters
        canteens={canteens ?? NO_CANTEENS}
        companies={companies ?? NO_COMPANIES}
        now={now}
        isDisabled={canteens === null || companies === null}
        isPending={isLoading}
        onRequest={request}
      />
      <CanteenReportTable
        report={report}
        isLoading={isLoading}
        error={error}
        actions={
          report && query && canteenName ? (
            <DownloadButton
              fileName={canteenReportFileName(canteenName, query)}
              href={exportHref}
              isHidden={!allows(fullAccess(CANTEEN_REPORT), actor)}
              onError={onDownloadError}
            />
          ) : null
        }
      />
    </ReportLayout>
  );
}
