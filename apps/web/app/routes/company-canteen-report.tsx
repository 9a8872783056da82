import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { contract } from '@roombook/domain/contract/index';
import { CompanyReportFormSchema, type CanteenOrder, type CompanyReportQuery } from '@roombook/domain/reports/schemas';
import { COMPANY_CANTEEN_REPORT_PAGE } from '@roombook/domain/reports/page';
import { CompanyCanteenReportScreen } from '@roombook/ui/screens/CompanyCanteenReportScreen';
import { reportRevalidation, useReport } from '~/components/report';
import { pageMeta } from '~/lib/meta';
import { reportAction, reportLoader } from '~/lib/reports.server';

const PATH = '/company-canteen-report';

/** '/company-canteen-report' (§2, CompanyOwner and CompanyManager): the canteens at the company's locations. */
export const loader = (args: LoaderFunctionArgs) => reportLoader(args, { canteens: contract.canteen.list });

/**
 * 'Request Data': POST /api/order/company-report with the canteen and the period; the company is the user's.
 * The filters' fetcher posts JSON; without JavaScript their form posts its fields.
 */
export const action = (args: ActionFunctionArgs) => reportAction(args, contract.report.company, CompanyReportFormSchema);

export const shouldRevalidate = reportRevalidation(PATH);

export default function CompanyCanteenReportRoute() {
  const { canteens, now } = useLoaderData<typeof loader>();
  const report = useReport<CompanyReportQuery, CanteenOrder[]>(PATH);
  return <CompanyCanteenReportScreen canteens={canteens} now={now} {...report} />;
}

export const meta: MetaFunction = () =>
  pageMeta(COMPANY_CANTEEN_REPORT_PAGE.label, "Your company's canteen orders of a period, with their items and totals, and their Excel download.");

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
