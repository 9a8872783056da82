import { useState, type ReactNode } from 'react';
import { heading, page } from './ReportLayout.css';

/** What every report screen is given besides its filter lists. */
export interface ReportScreenBaseProps<TQuery, TReport> {
  /** 'Now', for the filters' default period (the current month in Copenhagen). */
  now?: string | Date;
  /** Asks for the report with the filters' query (the domain's report form schema judged it). */
  onRequest: (query: TQuery) => void;
  /** The last report; null before the first request. */
  report: TReport | null;
  /** The report is on its way: 'Request Data' is busy and a spinner shows in the table. */
  isLoading?: boolean;
  /** The server's message when the report could not be made (in the table's place). */
  error?: string | null;
  /** Where the Excel file of the requested report comes from (the web's export resource route). */
  exportHref: string;
  /** A failed download's message. */
  onDownloadError: (message: string) => void;
}

/** The query last asked for (it names the Excel file), and the request that remembers it. */
export function useLastQuery<TQuery>(onRequest: (query: TQuery) => void) {
  const [query, setQuery] = useState<TQuery | null>(null);
  const request = (next: TQuery) => {
    setQuery(next);
    onRequest(next);
  };
  return [query, request] as const;
}

/** The page of a report: its heading, then the filters and the table. */
export function ReportLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={page}>
      <h1 className={heading}>{title}</h1>
      {children}
    </div>
  );
}
