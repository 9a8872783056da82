import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { SHEET_OPTIONS, writeReportSheet, type ReportSheetLayout } from '@roombook/domain/reports/workbook';

/** The download's reader is gone: stop writing (the rows' stream then closes its cursor). */
class DownloadClosed extends Error {}

/** Waits while the download's reader is behind (`out` full), and stops when it has gone away. */
const readerCaughtUp = async (out: PassThrough): Promise<void> => {
  if (out.destroyed) throw new DownloadClosed();
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
  if (out.destroyed) throw new DownloadClosed();
};

/**
 * A report's .xlsx, written by exceljs's streaming writer as its rows arrive and read from the returned
 * stream (docs/decisions/037): rows are committed one by one and zipped on the fly, so memory stays flat
 * whatever the number of rows, and every 500 rows the writer waits while the reader is behind. A failure
 * after the first bytes ends the stream with the error (the download breaks off); `onError` hears of it.
 */
export function streamWorkbook<Row>(
  layout: ReportSheetLayout<Row>,
  rows: AsyncIterable<Row>,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'roombook';
  const sheet = workbook.addWorksheet(layout.sheetName, SHEET_OPTIONS);
  void (async () => {
    try {
      await writeReportSheet(sheet, layout, rows, { pause: () => readerCaughtUp(out) });
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      if (error instanceof DownloadClosed) return;
      onError(error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}
