import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MEDIA_TYPE } from '@roombook/domain/contract/define';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { action as companyReport } from '~/routes/company-canteen-report';
import { loader as companyExport } from '~/routes/company-canteen-report_.export[.]xlsx';
import { reportExportHref } from './paths';
import { commitSession, getSession, storeTokens } from './session.server';
import { sessionUserFixture, startFakeApi, type FakeApi } from './testing/fake-api';

/*
 * A report's Excel download through the web server (docs/decisions/037), run as Remix runs the resource
 * route, against a real HTTP server standing in for the API: what the browser's download receives.
 */

let api: FakeApi;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const WORKBOOK = 'PK\u0003\u0004 a workbook';
const MARCH = { canteen: 4, startDate: '2026-02-28T23:00:00.000Z', endDate: '2026-03-31T22:00:00.000Z' };

beforeAll(async () => {
  api = await startFakeApi({
    'GET /api/user/me': ({ headers }) =>
      headers.authorization === 'Bearer owner-token'
        ? { status: 200, body: sessionUserFixture() }
        : headers.authorization === 'Bearer user-token'
          ? { status: 200, body: sessionUserFixture({ role: 'User' }) }
          : { status: 401, body: { message: 'Unauthorized', statusCode: 401 } },
    'POST /api/order/company-report/excel': ({ body }) =>
      (body as { canteen: number }).canteen === 9
        ? { status: 404, body: { message: ERRORS.notFound, statusCode: 404 } }
        : { status: 200, raw: WORKBOOK, contentType: XLSX_MEDIA_TYPE },
    'POST /api/order/company-report': () => ({ status: 200, body: [] }),
  });
  process.env.API_URL = api.url;
});

afterAll(async () => {
  delete process.env.API_URL;
  await api.close();
});

/** The headers of a browser whose session holds `token` (none: signed out). */
async function signedIn(token?: string) {
  const headers = new Headers();
  if (token) {
    const session = await getSession(new Request('http://web.test/'));
    storeTokens(session, { token, exp: inMinutes(15), refreshToken: 'r' }, 7);
    headers.set('Cookie', (await commitSession(session)).split(';')[0]!);
  }
  return headers;
}

/** The browser's GET of the download, with a session holding `token` (none: signed out). */
async function download(query: unknown, token?: string) {
  const headers = await signedIn(token);
  const request = new Request(`http://web.test${reportExportHref('/company-canteen-report', query)}`, { headers });
  return companyExport({ request, context: {}, params: {} });
}

const excelCalls = () => api.calls('POST', '/api/order/company-report/excel');

describe('a report’s Excel download through the web server', () => {
  it('streams the API’s workbook with its type, asked for with the query and the session’s token', async () => {
    const before = excelCalls().length;
    const response = await download(MARCH, 'owner-token');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_MEDIA_TYPE);
    expect(await response.text()).toBe(WORKBOOK);
    const [call] = excelCalls().slice(before);
    expect(call?.body).toEqual(MARCH);
    expect(call?.headers.authorization).toBe('Bearer owner-token');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['signed out: 401 as JSON, never the sign-in page a download would save', MARCH, undefined, 401, ERRORS.sessionExpired],
    ['a role without the report page: 403, the API not asked', MARCH, 'user-token', 403, ERRORS.forbidden],
    ['a query that is not the report’s: 400 with the filter’s message', { ...MARCH, endDate: 'tomorrow' }, 'owner-token', 400, VALIDATION.invalidDate],
    ['the API’s refusal, as it words it', { ...MARCH, canteen: 9 }, 'owner-token', 404, ERRORS.notFound],
  ])('%s', async (_, query, token, status, message) => {
    const before = excelCalls().length;
    const response = await download(query, token);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message, statusCode: status });
    expect(excelCalls().length - before).toBe(status === 404 ? 1 : 0);
  });
});

/** 'Request Data' posting `body` to the company canteen report's page as `contentType`: the action's reply. */
async function requestReport(contentType: string, body: string) {
  const headers = await signedIn('owner-token');
  headers.set('content-type', contentType);
  const request = new Request('http://web.test/company-canteen-report', { method: 'POST', headers, body });
  const answer = (await companyReport({ request, context: {}, params: {} })) as { data: { report: unknown; error: { message: string } | null } };
  return answer.data;
}

const reportCalls = () => api.calls('POST', '/api/order/company-report');

describe('a report asked for with the filters', () => {
  it('reads the fetcher’s JSON with the call’s query schema', async () => {
    const before = reportCalls().length;
    expect(await requestReport('application/json', JSON.stringify(MARCH))).toEqual({ report: [], error: null });
    expect(reportCalls().slice(before).map((call) => call.body)).toEqual([MARCH]);
  });

  it('reads the form posted without JavaScript as the filters do: the ids and the ISO days, Copenhagen’s midnights', async () => {
    const before = reportCalls().length;
    const form = new URLSearchParams({ canteen: '4', startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(await requestReport('application/x-www-form-urlencoded', form.toString())).toEqual({ report: [], error: null });
    // 1 March 00:00 CET and 1 April 00:00 CEST (the day after the last one).
    expect(reportCalls().slice(before).map((call) => call.body)).toEqual([{ canteen: 4, startDate: '2026-02-28T23:00:00Z', endDate: '2026-03-31T22:00:00Z' }]);
  });

  it('answers a form without a canteen with the filter’s message, and asks the API nothing', async () => {
    const before = reportCalls().length;
    const form = new URLSearchParams({ startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(await requestReport('application/x-www-form-urlencoded', form.toString())).toEqual({
      report: null,
      error: { message: VALIDATION.reportRequired, statusCode: 400 },
    });
    expect(reportCalls().length).toBe(before);
  });
});
