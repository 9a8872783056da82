import { describe, expect, it } from 'vitest';
import { BOOKING_REPORT_COLUMNS, CANTEEN_LINE_COLUMNS, canteenReportLines, COMPANY_LINE_COLUMNS, companyReportLines } from './columns';

describe('the reports’ columns (one list for the table and the workbook)', () => {
  it('the booking report: the §2 columns, then the discount and the total with it', () => {
    expect(BOOKING_REPORT_COLUMNS.map((column) => column.header)).toEqual([
      'Id', 'Room', 'First name', 'Last name', 'Company', 'Start', 'End', 'Duration (hours)', 'Hourly rate (kr.)', 'Total (kr.)', 'Discount (%)', 'Total with discount (kr.)',
    ]);
  });

  it('the canteen reports’ lines: the order number, then §2’s company, date, employee, item, price, quantity, total (no company in the company report)', () => {
    expect(CANTEEN_LINE_COLUMNS.map((column) => column.id)).toEqual(['orderNumber', 'company', 'date', 'employee', 'item', 'price', 'quantity', 'total']);
    expect(COMPANY_LINE_COLUMNS.map((column) => column.id)).toEqual(['orderNumber', 'date', 'employee', 'item', 'price', 'quantity', 'total']);
  });
});

describe('canteenReportLines and companyReportLines', () => {
  it('a guest order’s lines: company Guests, no employee', () => {
    const lines = canteenReportLines({
      orderNumber: 12,
      orderQuantity: 3,
      orderTotal: 13575,
      orderDate: '2026-03-10T11:30:00Z',
      companyName: null,
      employee: null,
      orderItems: [{ itemName: 'Soup', itemPrice: 4525, itemQuantity: 3, itemTotal: 13575 }],
    });
    expect(lines).toEqual([{ orderNumber: 12, line: 0, company: 'Guests', date: '2026-03-10T11:30:00Z', employee: null, item: 'Soup', price: 4525, quantity: 3, total: 13575 }]);
  });

  it('a company order’s lines: its number at the canteen (not its id), the employee’s full name, or none when the names are empty', () => {
    const order = {
      id: 31,
      orderNumber: 7,
      totalAmount: 7975,
      createdAt: '2026-03-10T11:30:00Z',
      user: { firstName: 'Ulla', lastName: 'User' },
      canteenOrderItems: [
        { quantity: 2, price: 5000, canteenItem: { name: 'Coffee', price: 2500 } },
        { quantity: 1, price: 2975, canteenItem: { name: 'Bun', price: 2975 } },
      ],
    };
    expect(companyReportLines(order).map((line) => [line.orderNumber, line.line, line.employee, line.item, line.total])).toEqual([
      [7, 0, 'Ulla User', 'Coffee', 5000],
      [7, 1, 'Ulla User', 'Bun', 2975],
    ]);
    expect(companyReportLines({ ...order, user: { firstName: '', lastName: '' } })[0]!.employee).toBeNull();
  });
});
