import { HttpResponse } from 'msw';
import { XLSX_MEDIA_TYPE } from '@roombook/domain/contract/define';
import { attachmentDisposition } from '@roombook/domain/reports/file-name';
import { SHEET_OPTIONS, writeReportSheet, type ReportSheetLayout } from '@roombook/domain/reports/workbook';

/**
 * A report's .xlsx as the API answers it (docs/decisions/037): the same sheet, written by the domain's
 * `writeReportSheet` into exceljs's in-memory workbook (the API streams it; the mocks' reports are small),
 * with the file's name in the Content-Disposition. exceljs is loaded on the first download only.
 */
export async function workbookResponse<Row>(layout: ReportSheetLayout<Row>, rows: readonly Row[], fileName: string): Promise<Response> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'roombook';
  await writeReportSheet(workbook.addWorksheet(layout.sheetName, SHEET_OPTIONS), layout, rows);
  const bytes = await workbook.xlsx.writeBuffer();
  return new HttpResponse(bytes as ArrayBuffer, {
    headers: { 'content-type': XLSX_MEDIA_TYPE, 'content-disposition': attachmentDisposition(fileName), 'cache-control': 'no-store' },
  });
}
