import type { LoaderFunctionArgs } from '@remix-run/node';
import { contract } from '@roombook/domain/contract/index';
import { reportExport } from '~/lib/reports.server';

/** The Excel download of '/company-canteen-report' (docs/decisions/037): the API's workbook, streamed with the user's session. */
export const loader = (args: LoaderFunctionArgs) => reportExport(args, '/company-canteen-report', contract.report.companyExcel);
