import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, type MetaFunction } from '@remix-run/react';
import { INSIGHTS_PAGE } from '@roombook/domain/insights/page';
import { InsightsScreen, type InsightsScreenProps } from '@roombook/ui/screens/InsightsScreen';
import { pageMeta } from '~/lib/meta';
import { chartHref } from '~/lib/insights-links';
import { insightsLoader } from '~/lib/insights.server';

/** '/insights' (issue 31): the charts of the filters in the address, drawn on the server. */
export const loader = (args: LoaderFunctionArgs) => insightsLoader(args);

/** The filters' GET form, moving to the filtered address without reloading the page. */
const FiltersForm: NonNullable<InsightsScreenProps['Form']> = (props) => <Form {...props} />;

export default function InsightsRoute() {
  const { insights, error, filters, locations, companies, locationFixed } = useLoaderData<typeof loader>();
  const downloadsOf = (chart: Parameters<typeof chartHref>[1]) =>
    insights
      ? { svg: chartHref('chart.svg', chart, filters, insights), png: chartHref('chart.png', chart, filters, insights), excel: chartHref('export.xlsx', chart, filters, insights) }
      : { svg: '', png: '', excel: '' };
  return (
    <InsightsScreen
      insights={insights}
      error={error}
      filters={filters}
      locations={locations}
      companies={companies}
      locationFixed={locationFixed}
      downloadsOf={downloadsOf}
      Form={FiltersForm}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta(INSIGHTS_PAGE.label, 'How rooms are used and what they earn: utilisation, busy hours, company limits, revenue and canteen sales as charts.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
