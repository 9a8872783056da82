import type { LoaderFunctionArgs } from '@remix-run/node';
import { drawChart } from '~/lib/insights-chart.server';
import { insightsChartFile } from '~/lib/insights.server';

/** An Insights chart as a PNG file (`?chart=…` and the page's filters), rasterised from its SVG. */
export const loader = (args: LoaderFunctionArgs) => insightsChartFile(args, 'png', drawChart);
