import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { ApiError } from '@roombook/domain/common/schemas';
import type { CallInput } from '@roombook/domain/contract/client';
import type { ApiCall, CallBody, CallResponse } from '@roombook/domain/contract/define';
import { displayErrorMessage, ERRORS } from '@roombook/domain/messages';
import { resolveRoute } from '@roombook/domain/permissions/routes';
import { API_UNREACHABLE_MESSAGE, callApi, forwardedFor, isApiCallError } from './api.server';
import { apiCall, readForm, ReplyHeaders } from './action.server';
import { guardSignedInRoute } from './guard.server';
import { EXPORT_QUERY_PARAM } from './paths';
import { getSessionUser } from './session.server';

/**
 * The report pages (§2 "Reports"): their filter lists, the report asked for with the filters (a fetcher's
 * JSON post to the page, or the filters' form posted without JavaScript), and the Excel download
 * (`<page>/export.xlsx?query=…`, streamed from the API's `…/excel` call, docs/decisions/037).
 */

/** What a report page's action answers: the report, or the API's refusal (also toasted). */
export interface ReportReply<T> {
  report: T | null;
  error: ApiError | null;
}

/**
 * A report page's filter lists (rooms, companies, canteens): each list call's answer, `[]` after a failure,
 * whose message is toasted; the signed-in user's role and company (who may download); 'now' for the
 * filters' default month.
 */
export async function reportLoader<L extends Record<string, ApiCall>>({ request, context }: LoaderFunctionArgs, lists: L) {
  const { user, tokens, headers } = await guardSignedInRoute(request);
  const reply = new ReplyHeaders(request).merge(headers);
  const names = Object.keys(lists);
  const outcomes = await Promise.all(names.map((name) => apiCall({ request, context }, reply, lists[name]!, {} as CallInput<ApiCall>, tokens)));
  const failed = outcomes.find((outcome) => !outcome.ok);
  if (failed && !failed.ok) reply.toast('error', displayErrorMessage(failed.error.message));
  const loaded = Object.fromEntries(names.map((name, index) => [name, outcomes[index]!.ok ? outcomes[index]!.answer : []])) as {
    [K in keyof L]: CallResponse<L[K]>;
  };
  const actor = { role: user.role, companyId: user.company?.id ?? null };
  return data({ ...loaded, actor, now: new Date().toISOString() }, { headers: await reply.headers() });
}

/** A schema that reads the filters' form fields into a report call's query (the domain's report form schemas). */
interface ReportFormSchema<C extends ApiCall> {
  safeParse(input: unknown): { success: true; data: CallBody<C> } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

const JSON_TYPE = /^\s*application\/json\s*(;|$)/i;

/**
 * The query of a report request: the JSON the filters' fetcher posts, read with the call's body schema; or,
 * from a plain form post (JavaScript off, or 'Request Data' pressed before it ran), the filters' fields
 * (selects' ids, ISO days) read with the report's form schema, as the filters read them in the browser.
 */
async function readReportQuery<C extends ApiCall>(request: Request, call: C, formSchema: ReportFormSchema<C>) {
  if (JSON_TYPE.test(request.headers.get('content-type') ?? '')) return call.body?.safeParse(await request.json().catch(() => null));
  return formSchema.safeParse(Object.fromEntries(await readForm(request)));
}

/**
 * A report page's action: the filters' query (see `readReportQuery`) sent to the report call with the
 * session's token; 'Request successfully processed' or the refusal toasted. Always a 200, so that Remix
 * revalidates the root loader, which shows the toast; a plain form post gets the page with the report.
 */
export async function reportAction<C extends ApiCall>({ request, context }: ActionFunctionArgs, call: C, formSchema: ReportFormSchema<C>) {
  const { tokens, headers } = await guardSignedInRoute(request);
  const reply = new ReplyHeaders(request).merge(headers);
  const answer = async (body: ReportReply<CallResponse<C>>) => data(body, { headers: await reply.headers() });
  const query = await readReportQuery(request, call, formSchema);
  if (!query?.success) {
    const message = query?.error.issues[0]?.message ?? ERRORS.validation;
    reply.toast('error', message);
    return answer({ report: null, error: { message, statusCode: 400 } });
  }
  const outcome = await apiCall({ request, context }, reply, call, { body: query.data } as CallInput<C>, tokens);
  if (!outcome.ok) {
    const message = displayErrorMessage(outcome.error.message);
    reply.toast('error', message);
    return answer({ report: null, error: { message, statusCode: outcome.error.statusCode } });
  }
  if (call.successMessage) reply.toast('success', call.successMessage);
  return answer({ report: outcome.answer, error: null });
}

/** A download's refusal: the `{ message, statusCode }` JSON the DownloadButton toasts. */
export const failure = (error: ApiError, headers?: Headers) => Response.json(error, { status: error.statusCode, headers });

/** Only the Set-Cookie values of a response's headers. */
const setCookiesOf = (from: Headers): Headers => {
  const headers = new Headers();
  for (const value of from.getSetCookie()) headers.append('Set-Cookie', value);
  return headers;
};

/** The signed-in user of a download from `page`, or the failure to answer instead (JSON, never a redirect). */
type SessionTokens = NonNullable<Awaited<ReturnType<typeof getSessionUser>>['tokens']>;

export async function downloadSession(request: Request, page: string): Promise<{ tokens: SessionTokens; headers: Headers } | Response> {
  let signedIn: Awaited<ReturnType<typeof getSessionUser>>;
  try {
    signedIn = await getSessionUser(request);
  } catch (thrown) {
    // The session has ended (a redirect that also clears it), or the API is not answering.
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      return failure({ message: ERRORS.sessionExpired, statusCode: 401 }, setCookiesOf(thrown.headers));
    }
    return failure({ message: API_UNREACHABLE_MESSAGE, statusCode: 503 });
  }
  const { user, tokens, headers } = signedIn;
  if (!user || !tokens) return failure({ message: ERRORS.sessionExpired, statusCode: 401 });
  if ('redirect' in resolveRoute({ user, path: page })) return failure({ message: ERRORS.forbidden, statusCode: 403 }, headers);
  return { tokens, headers };
}

/**
 * The API's file answer streamed to the browser as it comes, with its type and name; the API's refusal as
 * `{ message, statusCode }` JSON.
 */
export async function streamedFile(headers: Headers, fetchFile: () => Promise<Response>): Promise<Response> {
  try {
    const file = await fetchFile();
    for (const name of ['content-type', 'content-disposition']) headers.set(name, file.headers.get(name) ?? '');
    headers.set('cache-control', 'no-store');
    return new Response(file.body, { status: 200, headers });
  } catch (error) {
    if (!isApiCallError(error)) throw error;
    return failure({ message: displayErrorMessage(error.message), statusCode: error.statusCode }, headers);
  }
}

/**
 * A report's Excel download (`<page>/export.xlsx?query=…`): the signed-in user must reach the report's page
 * (§2; the API also refuses by role, and a CanteenManager's canteen workbook, §6); the query is read with the
 * Excel call's body schema; the API's file is streamed to the browser as it comes, with its type and name.
 * Every failure is `{ message, statusCode }` JSON for the DownloadButton to toast (never a redirect, which a
 * download would save as the file).
 */
export async function reportExport<C extends ApiCall & { body: NonNullable<ApiCall['body']> }>(
  { request, context }: LoaderFunctionArgs,
  page: string,
  call: C,
): Promise<Response> {
  const session = await downloadSession(request, page);
  if (session instanceof Response) return session;
  const { tokens, headers } = session;

  const text = new URL(request.url).searchParams.get(EXPORT_QUERY_PARAM) ?? '';
  let raw: unknown = null;
  try {
    raw = JSON.parse(text);
  } catch {
    // Not JSON: the schema below refuses it.
  }
  const query = call.body.safeParse(raw);
  if (!query.success) return failure({ message: query.error.issues[0]?.message ?? ERRORS.validation, statusCode: 400 }, headers);

  return streamedFile(headers, async () =>
    (await callApi(call, {
      body: query.data as CallBody<C>,
      token: tokens.token,
      forwardedFor: forwardedFor(request, context),
    } as unknown as Parameters<typeof callApi<C>>[1])) as Response,
  );
}
