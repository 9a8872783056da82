import type { LoaderFunctionArgs } from '@remix-run/node';
import { insightsExport } from '~/lib/insights.server';

/** An Insights chart's numbers as the API's Excel workbook (`?chart=…` and the page's filters). */
export const loader = (args: LoaderFunctionArgs) => insightsExport(args);
