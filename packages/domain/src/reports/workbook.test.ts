import { describe, expect, it } from 'vitest';
import type { CanteenReportLine } from './columns';
import { CANTEEN_WORKBOOK, excelDateTime, MONEY_FORMAT, writeReportSheet, type CellValue, type SheetLike } from './workbook';

/** A sheet that records what is written to it. */
function recordingSheet() {
  const rows: Array<{ values: CellValue[]; formats: Record<number, string>; bold: boolean; committed: boolean }> = [];
  const sheet: SheetLike = {
    columns: [],
    addRow(values) {
      const row = { values, formats: {} as Record<number, string>, bold: false, committed: false };
      rows.push(row);
      return {
        set font(font: { bold?: boolean }) {
          row.bold = font.bold === true;
        },
        get font() {
          return { bold: row.bold };
        },
        getCell: (column: number) => ({
          set numFmt(format: string) {
            row.formats[column] = format;
          },
          get numFmt() {
            return row.formats[column] ?? '';
          },
        }),
        commit: () => {
          row.committed = true;
        },
      };
    },
  };
  return { sheet, rows };
}

const line = (orderNumber: number, item: string, price: number, quantity: number, fields: Partial<CanteenReportLine> = {}): CanteenReportLine => ({
  orderNumber,
  line: 0,
  company: 'Nordlys ApS',
  date: '2026-03-29T10:15:00Z',
  employee: 'Ulla User',
  item,
  price,
  quantity,
  total: price * quantity,
  ...fields,
});

describe('excelDateTime: the Copenhagen wall time in the UTC fields Excel reads', () => {
  it.each([
    ['winter time (UTC+1)', '2026-03-01T07:30:00Z', '2026-03-01T08:30:00.000Z'],
    ['the DST Sunday after the change (UTC+2)', '2026-03-29T01:15:00Z', '2026-03-29T03:15:00.000Z'],
    ['the autumn Sunday, the second 02:30 (UTC+1)', '2026-10-25T01:30:00Z', '2026-10-25T02:30:00.000Z'],
  ])('%s', (_, iso, wall) => {
    expect(excelDateTime(iso).toISOString()).toBe(wall);
  });
});

describe('writeReportSheet (the canteen workbook)', () => {
  it('writes the header, a row per line with kroner and dates, a blank row, then total excluding tax, tax and total including tax', async () => {
    const { sheet, rows } = recordingSheet();
    const sums = await writeReportSheet(sheet, CANTEEN_WORKBOOK, [
      line(7, 'Coffee', 2500, 2),
      line(7, 'Carrot cake', 3475, 1),
      line(8, 'Soup', 4525, 3, { company: 'Guests', employee: null }),
    ]);
    expect(sums).toEqual([5000 + 3475 + 13575]);
    expect(sheet.columns.map((column) => column.key)).toEqual(['orderNumber', 'company', 'date', 'employee', 'item', 'price', 'quantity', 'total']);
    expect(rows.map((row) => row.values)).toEqual([
      ['Order number', 'Company', 'Date', 'Employee', 'Item', 'Price (kr.)', 'Quantity', 'Total (kr.)'],
      [7, 'Nordlys ApS', new Date('2026-03-29T12:15:00Z'), 'Ulla User', 'Coffee', 25, 2, 50],
      [7, 'Nordlys ApS', new Date('2026-03-29T12:15:00Z'), 'Ulla User', 'Carrot cake', 34.75, 1, 34.75],
      [8, 'Guests', new Date('2026-03-29T12:15:00Z'), null, 'Soup', 45.25, 3, 135.75],
      [],
      // 220.50 kr.: the tax 55.125 rounds half up to 55.13.
      ['Total excluding tax (kr.)', null, null, null, null, null, null, 220.5],
      ['Tax 25 % (kr.)', null, null, null, null, null, null, 55.13],
      ['Total including tax (kr.)', null, null, null, null, null, null, 275.63],
    ]);
    expect(rows[1]!.formats).toEqual({ 3: 'dd.mm.yyyy hh:mm', 6: MONEY_FORMAT, 8: MONEY_FORMAT });
    expect(rows.map((row) => row.bold)).toEqual([true, false, false, false, false, true, true, true]);
    expect(rows.every((row) => row.committed)).toBe(true);
  });

  it('an empty report still ends with its totals, all zero', async () => {
    const { sheet, rows } = recordingSheet();
    await writeReportSheet(sheet, CANTEEN_WORKBOOK, []);
    expect(rows.slice(2).map((row) => [row.values[0], row.values[7]])).toEqual([
      ['Total excluding tax (kr.)', 0],
      ['Tax 25 % (kr.)', 0],
      ['Total including tax (kr.)', 0],
    ]);
  });

  it('waits for the reader every `every` rows', async () => {
    const { sheet } = recordingSheet();
    let pauses = 0;
    await writeReportSheet(sheet, CANTEEN_WORKBOOK, Array.from({ length: 7 }, (_, i) => line(i, 'Coffee', 2500, 1)), { every: 3, pause: () => void (pauses += 1) });
    expect(pauses).toBe(2);
  });
});
