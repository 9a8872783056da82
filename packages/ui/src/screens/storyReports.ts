import { useCallback, useState } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { ApiCall, CallBody, CallResponse } from '@roombook/domain/contract/define';
import { SUCCESS } from '@roombook/domain/messages';
import type { MockStore } from '@roombook/mocks/handlers';
import { errorResponse } from '@roombook/mocks/lib/contract-handler';
import { captureDownloads, type CapturedDownload } from '../DownloadButton/captureDownloads';
import { EXCEL_MIME_TYPE } from '../DownloadButton/DownloadButton';
import { storyCall, type StoryInput, type StoryLoad } from './storyApi';
import type { StoryToast } from './storyPage';
import { signInStory } from './storySession';

/**
 * Story-only (imported by the report screens' `*.stories.tsx`, never by a screen). What the report
 * stories share: the report request as the web's route would run it (the contract call answered by the
 * MSW handlers of `mocks/`, its outcome toasted), the story set-up (store, session, Excel export,
 * captured downloads) and the play functions' helpers.
 */

/**
 * The report of a screen: `onRequest` calls the contract with the filters' query; the outcome is toasted
 * (§8 'Request successfully processed', or the server's message). Spread it onto the report screen.
 */
export function useStoryReport<C extends ApiCall>(call: C, token: string, toast: StoryToast) {
  const [state, setState] = useState<StoryLoad<CallResponse<C>> | { status: 'idle' }>({ status: 'idle' });
  const request = useCallback(
    async (query: CallBody<C>) => {
      setState({ status: 'loading' });
      const answer = await storyCall(call, token, { body: query } as StoryInput<C>);
      setState(answer.ok ? { status: 'done', data: answer.data } : { status: 'failed', message: answer.message });
      if (answer.ok) toast('success', SUCCESS.reportProcessed);
      else toast('error', answer.message);
    },
    [call, token, toast],
  );
  return {
    report: state.status === 'done' ? state.data : null,
    isLoading: state.status === 'loading',
    error: state.status === 'failed' ? state.message : null,
    onRequest: (query: CallBody<C>) => void request(query),
    /** A failed download's message, toasted. */
    onDownloadError: (message: string) => toast('error', message),
  };
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
  ({ store: state.store, token: state.token } = signInStory(msw, email, { now: Date.parse(now) }));
  msw.use(http.get(`*${exportUrl}`, () => new HttpResponse(workbook, { headers: { 'content-type': EXCEL_MIME_TYPE } })));
  const capture = captureDownloads();
  state.downloads = capture.downloads;
  return capture.stop;
}

/** March 2026 in Copenhagen, as instants: the mocks' orders and bookings and the default range. */
export const MARCH_START = Date.parse('2026-02-28T23:00:00Z');
export const MARCH_END = Date.parse('2026-03-31T22:00:00Z');

/** Øre as the tables write kroner: '1.234,50', with the browser's own Danish number format. */
export const kr = (ore: number) => (ore / 100).toLocaleString('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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

/** The server's message shows as an error toast and in the table's place (an alert outside the toast). */
export async function expectServerError(message: string) {
  await expect(await screen.findByRole('alertdialog', { name: message })).toBeVisible();
  const inPage = () => screen.getAllByRole('alert').filter((alert) => alert.closest('[role="alertdialog"]') === null);
  await waitFor(() => expect(inPage()).toHaveLength(1));
  await expect(inPage()[0]).toHaveTextContent(message);
}
