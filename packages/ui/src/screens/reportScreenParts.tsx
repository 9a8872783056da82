import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ApiCall, CallBody, CallResponse } from '@roombook/domain/contract/define';
import { SUCCESS } from '@roombook/domain/messages';
import { storyCall } from './storyApi';
import { createHandlers, MockStore } from '@roombook/mocks/handlers';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { captureDownloads, type CapturedDownload } from '../DownloadButton/captureDownloads';
import { EXCEL_MIME_TYPE } from '../DownloadButton/DownloadButton';
import { ToastRegion, createToastQueue, showToast, type ToastQueue } from '../Toast/Toast';

/**
 * What the report screens' stories share: calling the contract (answered by the MSW handlers of
 * `mocks/`) with the signed-in user's token, as the web app's loaders and actions do; the screen's
 * frame and toasts; the story set-up (store, session, Excel export, captured downloads) and the
 * play functions' helpers.
 */

export type Load<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; message: string };

export type Answer<T> = { ok: true; data: T } | { ok: false; message: string };

/** One contract call: the body as JSON, the answer parsed with the call's response schema. */
export const callApi = <C extends ApiCall>(call: C, token: string, body?: CallBody<C>): Promise<Answer<CallResponse<C>>> =>
  storyCall(call, token, (body === undefined ? {} : { body }) as never);

/** A list the screen loads on entry (canteens, companies, rooms). */
export function useList<C extends ApiCall>(call: C, token: string): Load<CallResponse<C>> {
  const [state, setState] = useState<Load<CallResponse<C>>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void callApi(call, token).then((answer) => {
      if (current) setState(answer.ok ? { status: 'done', data: answer.data } : { status: 'failed', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [call, token]);
  return state;
}

/**
 * A report request: loading while it runs, then the report or the server's message. `onSettled` gets
 * the outcome (the screen toasts it: §8 'Request successfully processed', or the error).
 */
export function useReport<C extends ApiCall>(call: C, token: string, onSettled: (answer: Answer<CallResponse<C>>) => void) {
  const [state, setState] = useState<Load<CallResponse<C>>>({ status: 'idle' });
  const request = useCallback(
    async (query: CallBody<C>) => {
      setState({ status: 'loading' });
      const answer = await callApi(call, token, query);
      setState(answer.ok ? { status: 'done', data: answer.data } : { status: 'failed', message: answer.message });
      onSettled(answer);
    },
    [call, token, onSettled],
  );
  return { state, request };
}

/** The list's data once loaded; an empty list before (the filters show no options yet). */
export const listOf = <T,>(load: Load<T[]>, empty: T[]): T[] => (load.status === 'done' ? load.data : empty);

/**
 * A report screen's request: the report's state, the query last asked for, and the outcome toasted
 * (§8 'Request successfully processed', or the server's message).
 */
export function useReportScreen<C extends ApiCall>(call: C, token: string) {
  const [queue] = useState(createToastQueue);
  const [query, setQuery] = useState<CallBody<C> | null>(null);
  const onSettled = useCallback(
    (answer: Answer<unknown>) =>
      showToast(queue, answer.ok ? { kind: 'success', message: SUCCESS.reportProcessed } : { kind: 'error', message: answer.message }),
    [queue],
  );
  const report = useReport(call, token, onSettled);
  const request = (next: CallBody<C>) => {
    setQuery(next);
    void report.request(next);
  };
  return {
    queue,
    query,
    state: report.state,
    data: report.state.status === 'done' ? report.state.data : null,
    request,
    /** A failed download's message, toasted. */
    onDownloadError: (message: string) => showToast(queue, { kind: 'error', message }),
  };
}

/** The screen's page: its heading, the filters and the table, the toasts. */
export function ReportScreenFrame({ title, queue, children }: { title: string; queue: ToastQueue; children: ReactNode }) {
  return (
    <>
      <main style={{ padding: 16, display: 'grid', gap: 24 }}>
        <h1 style={{ margin: 0 }}>{title}</h1>
        {children}
      </main>
      <ToastRegion queue={queue} />
    </>
  );
}

/** What a report story's play function reads: the store it runs on, the user's token, the saved files. */
export interface ReportStoryState {
  store: MockStore;
  token: string;
  downloads: CapturedDownload[];
}

/**
 * A report story's `beforeEach`: a fresh store at `now`, `email` signed in, the mocks' handlers and the
 * web app's Excel export (`exportUrl`, answering `workbook`), downloads captured. Returns the clean-up.
 */
export function setUpReportStory(
  state: ReportStoryState,
  msw: { use: (...handlers: RequestHandler[]) => void },
  { now, email, exportUrl, workbook }: { now: string; email: string; exportUrl: string; workbook: string },
) {
  state.store = new MockStore(undefined, () => Date.parse(now));
  state.token = state.store.issueTokens(state.store.findUserByEmail(email)!.id).token;
  msw.use(
    ...createHandlers(state.store),
    http.get(`*${exportUrl}`, () => new HttpResponse(workbook, { headers: { 'content-type': EXCEL_MIME_TYPE } })),
  );
  const capture = captureDownloads();
  state.downloads = capture.downloads;
  return capture.stop;
}

/** March 2026 in Copenhagen, as instants: the mocks' orders and bookings and the default range. */
export const MARCH_START = Date.parse('2026-02-28T23:00:00Z');
export const MARCH_END = Date.parse('2026-03-31T22:00:00Z');

/** Øre as the tables write kroner: '1,234.50', with the browser's own number format. */
export const kr = (ore: number) => (ore / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Picks an option once the lists have loaded (the filters are disabled until then). */
export async function choose(label: string, option: string) {
  const select = await screen.findByRole('button', { name: new RegExp(` ${label}$`) });
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The report call never answers (the Loading stories). */
export const neverAnswers = (call: ApiCall) =>
  http.post(`*${call.path}`, async () => {
    await delay('infinite');
  });

/** The report call fails with a server error (the Error stories). */
export const failsWith = (call: ApiCall, statusCode: number, message: string) =>
  http.post(`*${call.path}`, () => errorResponse(statusCode, message));

/** The server's message shows as an error toast and in the table's place. */
export async function expectServerError(message: string) {
  await expect(await screen.findByRole('alertdialog', { name: message })).toBeVisible();
  await expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(message);
}
