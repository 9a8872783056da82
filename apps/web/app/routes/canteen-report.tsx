import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { contract } from '@roombook/domain/contract/index';
import { CanteenReportFormSchema, type CanteenReport, type CanteenReportQuery } from '@roombook/domain/reports/schemas';
import { CANTEEN_REPORT_PAGE } from '@roombook/domain/reports/page';
import { CanteenReportScreen } from '@roombook/ui/screens/CanteenReportScreen';
import { reportRevalidation, useReport } from '~/components/report';
import { pageMeta } from '~/lib/meta';
import { reportAction, reportLoader } from '~/lib/reports.server';

const PATH = '/canteen-report';

/** '/canteen-report' (§2, SuperAdmin, Admin, CanteenManager): the canteens and companies of the filters. */
export const loader = (args: LoaderFunctionArgs) => reportLoader(args, { canteens: contract.canteen.list, companies: contract.company.list });

/**
 * 'Request Data': POST /api/order/canteen-report with the filters' query: their fetcher's JSON, or their form
 * posted without JavaScript.
 */
export const action = (args: ActionFunctionArgs) => reportAction(args, contract.report.canteen, CanteenReportFormSchema);

export const shouldRevalidate = reportRevalidation(PATH);

export default function CanteenReportRoute() {
  const { canteens, companies, actor, now } = useLoaderData<typeof loader>();
  const report = useReport<CanteenReportQuery, CanteenReport>(PATH);
  return <CanteenReportScreen actor={actor} canteens={canteens} companies={companies} now={now} {...report} />;
}

export const meta: MetaFunction = () =>
  pageMeta(CANTEEN_REPORT_PAGE.label, "A canteen's orders of a period, for one company, the guests or all, with their items and totals.");

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
