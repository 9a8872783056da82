/**
 * Test support: a report workbook (.xlsx) read back with exceljs, as a downloader would open it. Used by the
 * API tests, the contract cases, the e2e suite and the benchmark.
 */
import ExcelJS from 'exceljs';

/** A cell as a test reads it back: text, number, Date (Copenhagen wall time as UTC fields) or null. */
export type ReadCell = string | number | Date | null;

/** A report workbook read back with exceljs, as a downloader would open it. */
export interface ReadWorkbook {
  sheetName: string;
  /** Every row, each cell's value (empty cells null), from row 1 (the header). */
  rows: ReadCell[][];
  /** The number format of a cell (1-based row and column). */
  format(row: number, column: number): string;
}

export async function readWorkbook(bytes: Uint8Array | ArrayBuffer): Promise<ReadWorkbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes) as never);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const width = sheet.columnCount;
  const rows: ReadCell[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: ReadCell[] = [];
    for (let c = 1; c <= width; c++) {
      const value = row.getCell(c).value;
      cells.push(value === undefined || value === null ? null : (value as ReadCell));
    }
    rows.push(cells);
  }
  return { sheetName: sheet.name, rows, format: (row, column) => sheet.getRow(row).getCell(column).numFmt };
}
