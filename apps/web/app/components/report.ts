import { useActionData, useFetcher, type ShouldRevalidateFunction } from '@remix-run/react';
import { useCallback, useState } from 'react';
import { displayErrorMessage } from '@roombook/domain/messages';
import type { ReportReply } from '~/lib/reports.server';
import { reportExportHref } from '~/lib/paths';
import { useShowToast } from './toasts';

/**
 * A report screen's request and download (§2 "Reports"): 'Request Data' posts the filters' query to the
 * page's action as JSON; the report (or the server's message) comes back in the fetcher, so it lives as long
 * as the page: leaving the page clears it. Without JavaScript the filters' form posts to the page, which
 * comes back with the report as its action data. The download's href carries the last query asked for.
 */
export function useReport<TQuery, TReport>(page: string) {
  const fetcher = useFetcher<ReportReply<TReport>>();
  const posted = useActionData<ReportReply<TReport>>() as ReportReply<TReport> | undefined;
  const reply = fetcher.data ?? posted;
  const [query, setQuery] = useState<TQuery | null>(null);
  const showToast = useShowToast();
  const onRequest = useCallback(
    (next: TQuery) => {
      setQuery(next);
      fetcher.submit(next as Parameters<typeof fetcher.submit>[0], { method: 'post', action: page, encType: 'application/json' });
    },
    // `fetcher.submit` is stable; the fetcher object is not.
    [page, fetcher.submit],
  );
  return {
    report: (reply?.report ?? null) as TReport | null,
    isLoading: fetcher.state !== 'idle',
    error: reply?.error?.message ?? null,
    exportHref: reportExportHref(page, query),
    onRequest,
    onDownloadError: (message: string) => showToast('error', displayErrorMessage(message)),
  };
}

/** A report page's `shouldRevalidate`: a report request changes no filter list, so only the root (its toasts) reloads. */
export const reportRevalidation =
  (page: string): ShouldRevalidateFunction =>
  ({ formAction, defaultShouldRevalidate }) =>
    formAction === page ? false : defaultShouldRevalidate;
