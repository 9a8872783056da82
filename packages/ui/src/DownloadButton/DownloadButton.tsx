import { useEffect, useRef, useState, type ReactNode } from 'react';
import { XLSX_MEDIA_TYPE } from '@roombook/domain/contract/define';
import { Button, type ButtonVariant } from '../Button/Button';
import { icon } from './DownloadButton.css';

/** The MIME type of an .xlsx workbook (the contract's file answer of the reports' Excel calls). */
export const EXCEL_MIME_TYPE = XLSX_MEDIA_TYPE;

export const DOWNLOAD_EXCEL_LABEL = 'Download Excel';

/** How long the object URL of a saved file stays valid: the browser reads it after the click returns. */
const REVOKE_AFTER_MS = 10_000;

export interface DownloadButtonProps {
  /**
   * The file's name, from the domain's naming rule (`canteenReportFileName`, `bookingReportFileName` in
   * '@roombook/domain/reports/file-name').
   */
  fileName: string;
  /** A same-origin URL that answers the file (for example a resource route); fetched with the cookies. */
  href?: string;
  /** Produces the file on press, instead of `href`. The button is pending until it settles. */
  onDownload?: () => Blob | Promise<Blob>;
  /** Called with the message to show when the file could not be produced (the API's `message`, or the error's). */
  onError?: (message: string) => void;
  /**
   * Renders nothing: the report is shown but its download is not (the CanteenManager's canteen report,
   * §6 `can(actor, 'downloadCanteenReport')`).
   */
  isHidden?: boolean;
  isDisabled?: boolean;
  /** Pending from outside (for example while the caller builds the file on the server). */
  isPending?: boolean;
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** @default 'Download Excel' */
  children?: ReactNode;
}

/** Saves a Blob under a file name: an object URL and a temporary `<a download>`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: fall back to the status text.
  }
  return response.statusText || `HTTP ${response.status}`;
}

async function fetchFile(href: string): Promise<Blob> {
  const response = await fetch(href, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(await messageOf(response));
  return response.blob();
}

/**
 * The Excel download of a report (§2). Pressing it fetches `href` (or calls `onDownload`), shows the
 * pending state until the file is there, then saves it as `fileName`. A failure goes to `onError`.
 */
export function DownloadButton({
  fileName,
  href,
  onDownload,
  onError,
  isHidden = false,
  isDisabled = false,
  isPending = false,
  variant = 'secondary',
  children = DOWNLOAD_EXCEL_LABEL,
}: DownloadButtonProps) {
  const [isBusy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (isHidden) return null;

  const download = async () => {
    const produce = onDownload ?? (href === undefined ? undefined : () => fetchFile(href));
    if (!produce) return;
    setBusy(true);
    try {
      saveFile(await produce(), fileName);
    } catch (error) {
      onError?.(error instanceof Error ? error.message : String(error));
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <Button
      variant={variant}
      isDisabled={isDisabled || (href === undefined && onDownload === undefined)}
      isPending={isPending || isBusy}
      onPress={() => void download()}
    >
      <svg className={icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
        <path d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" />
      </svg>
      {children}
    </Button>
  );
}
