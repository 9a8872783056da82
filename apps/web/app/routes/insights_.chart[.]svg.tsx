import type { LoaderFunctionArgs } from '@remix-run/node';
import { drawChart } from '~/lib/insights-chart.server';
import { insightsChartFile } from '~/lib/insights.server';

/** An Insights chart as an SVG file (`?chart=…` and the page's filters). */
export const loader = (args: LoaderFunctionArgs) => insightsChartFile(args, 'svg', drawChart);
