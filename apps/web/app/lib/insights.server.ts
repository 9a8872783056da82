import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { contract } from '@roombook/domain/contract/index';
import { INSIGHTS_CHARTS, INSIGHTS_PAGE, type InsightsChart } from '@roombook/domain/insights/page';
import { InsightsQuery, type Insights } from '@roombook/domain/insights/schemas';
import { insightsScope } from '@roombook/domain/insights/scope';
import { insightsFileName } from '@roombook/domain/insights/tables';
import { displayErrorMessage, ERRORS } from '@roombook/domain/messages';
import { attachmentDisposition } from '@roombook/domain/reports/file-name';
import { REPORT_ALL_OPTION } from '@roombook/domain/reports/schemas';
import { callApi, forwardedFor, isApiCallError } from './api.server';
import { apiCall, ReplyHeaders } from './action.server';
import { guardSignedInRoute } from './guard.server';
import { INSIGHTS_FILTERS, type InsightsFilters } from './insights-links';
import { downloadSession, failure, streamedFile } from './reports.server';

/**
 * The Insights page (issue 31, docs/decisions/107): its filters live in the page's address
 * (`/insights?locationId=&roomId=&companyId=&from=&to=`), so that a filtered view can be linked and works without
 * JavaScript (a GET form). Each chart downloads as SVG, PNG (drawn by the web server from the same component) and
 * Excel (the API's workbook), at `/insights/chart.svg`, `/insights/chart.png` and `/insights/export.xlsx` with
 * `chart=` and the same filters.
 */


/** The filters of an address: those given, without the selects' 'All' (which is leaving a filter out). */
const filtersOf = (url: URL): InsightsFilters =>
  Object.fromEntries(
    INSIGHTS_FILTERS.flatMap((name) => {
      const value = url.searchParams.get(name)?.trim();
      return value && value !== REPORT_ALL_OPTION ? [[name, value]] : [];
    }),
  );

const NO_FILTERS = { locationId: null, roomId: null, companyId: null };

/** What the page's screen gets: the figures or why there are none, the filter lists and the filters chosen. */
export async function insightsLoader({ request, context }: LoaderFunctionArgs) {
  const { user, tokens, headers } = await guardSignedInRoute(request);
  const reply = new ReplyHeaders(request).merge(headers);
  const filters = filtersOf(new URL(request.url));
  const parsed = InsightsQuery.safeParse(filters);
  // What the user's scope fixes (the domain's rule): an Admin's location, a company role's company.
  const decided = insightsScope({ role: user.role, companyId: user.company?.id ?? null, primaryLocationId: user.primaryLocationId }, NO_FILTERS);
  const fixed = 'scope' in decided ? decided.scope : null;
  const ownLocation = fixed?.locationId ?? null;
  const chooseCompany = fixed !== null && fixed.companyId === null;
  const [answer, locations, companies] = await Promise.all([
    parsed.success ? apiCall({ request, context }, reply, contract.insights.get, { query: filters }, tokens) : null,
    apiCall({ request, context }, reply, contract.location.mine, {}, tokens),
    chooseCompany ? apiCall({ request, context }, reply, contract.company.list, {}, tokens) : null,
  ]);
  const error = !parsed.success
    ? { message: parsed.error.issues[0]?.message ?? ERRORS.validation, statusCode: 400 }
    : answer && !answer.ok
      ? { message: displayErrorMessage(answer.error.message), statusCode: answer.error.statusCode }
      : null;
  const places = (locations.ok ? locations.answer : [])
    .filter((location) => ownLocation === null || location.id === ownLocation)
    .map((location) => ({ id: location.id, name: location.name, rooms: location.rooms.map((room) => ({ id: room.id, name: room.name })) }));
  return data(
    {
      insights: answer?.ok ? answer.answer : null,
      error,
      filters,
      locations: places,
      companies: companies?.ok ? companies.answer.map((company) => ({ id: company.id, name: company.name })) : null,
      locationFixed: ownLocation !== null,
    },
    { headers: await reply.headers() },
  );
}

/** The chart of a download's address, or null. */
const chartOf = (url: URL): InsightsChart | null => {
  const chart = url.searchParams.get('chart');
  return (INSIGHTS_CHARTS as readonly string[]).includes(chart ?? '') ? (chart as InsightsChart) : null;
};

/** A chart's Excel download: the API's workbook of the chart, streamed with the user's session. */
export async function insightsExport({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const session = await downloadSession(request, INSIGHTS_PAGE.path);
  if (session instanceof Response) return session;
  const url = new URL(request.url);
  const chart = chartOf(url);
  if (!chart) return failure({ message: ERRORS.validation, statusCode: 400 }, session.headers);
  return streamedFile(session.headers, async () =>
    (await callApi(contract.insights.excel, {
      query: { ...filtersOf(url), chart },
      token: session.tokens.token,
      forwardedFor: forwardedFor(request, context),
    })) as Response,
  );
}

/**
 * A chart as an SVG or PNG file: the figures from the API with the user's session, the chart's component drawn
 * standalone (`draw`, literal colours and a fixed width), and for PNG that SVG rasterised by sharp.
 */
export async function insightsChartFile(
  { request, context }: LoaderFunctionArgs,
  format: 'svg' | 'png',
  draw: (chart: InsightsChart, insights: Insights) => string,
): Promise<Response> {
  const session = await downloadSession(request, INSIGHTS_PAGE.path);
  if (session instanceof Response) return session;
  const { headers, tokens } = session;
  const url = new URL(request.url);
  const chart = chartOf(url);
  if (!chart) return failure({ message: ERRORS.validation, statusCode: 400 }, headers);
  let insights: Insights;
  try {
    insights = await callApi(contract.insights.get, { query: filtersOf(url), token: tokens.token, forwardedFor: forwardedFor(request, context) });
  } catch (error) {
    if (!isApiCallError(error)) throw error;
    return failure({ message: displayErrorMessage(error.message), statusCode: error.statusCode }, headers);
  }
  const svg = draw(chart, insights);
  headers.set('content-disposition', attachmentDisposition(insightsFileName(chart, insights, format)));
  headers.set('cache-control', 'no-store');
  if (format === 'svg') {
    headers.set('content-type', 'image/svg+xml; charset=utf-8');
    return new Response(svg, { headers });
  }
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
  headers.set('content-type', 'image/png');
  return new Response(new Uint8Array(png), { headers });
}
