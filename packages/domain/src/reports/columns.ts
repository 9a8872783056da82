import { TEXTS } from '../messages';
import type { BookingReportEntry, CanteenOrder, CanteenReportOrder } from './schemas';

/**
 * The columns of the three reports, declared once (issue 10): the screens' tables (packages/ui ReportTable)
 * and the Excel workbooks (`reports/workbook.ts`, written by the API and the mocks) are both built from
 * these lists, so a column's header, value and kind of number cannot differ between the two.
 */

/**
 * What a column holds, which decides how the table writes it and the workbook's number format:
 * - `text`: a name; null is an empty cell ('-' in the table);
 * - `id`: a booking id or an order number (a number, read like a name);
 * - `integer`: a quantity;
 * - `hours`: a duration in hours (1,75);
 * - `percent`: a percentage, 0 to 100 (12,5 %);
 * - `money`: an amount in integer øre, written as kroner (1.234,50);
 * - `dateTime`: an ISO instant, written in Europe/Copenhagen as DD.MM.YYYY HH:mm (a real date in Excel);
 * - `month`: a Copenhagen month, 'YYYY-MM': its name and year on screen ('Oct 2026'), the text in the workbook.
 */
export type ReportValueKind = 'text' | 'id' | 'integer' | 'hours' | 'percent' | 'money' | 'dateTime' | 'month';

export type ReportValue = string | number | null;

export interface ReportColumn<Row> {
  /** The table's column id and the workbook's column key. */
  readonly id: string;
  readonly header: string;
  readonly kind: ReportValueKind;
  readonly value: (row: Row) => ReportValue;
  /** The workbook's column width, in characters. */
  readonly width: number;
  /** false: the workbook's only (the screen's table must fit beside the menu at 1280 px, ADR 041). */
  readonly onScreen?: boolean;
}

const T = TEXTS.reports.table;

const column = <Row>(
  id: string,
  header: string,
  kind: ReportValueKind,
  width: number,
  value: (row: Row) => ReportValue,
  { onScreen = true }: { onScreen?: boolean } = {},
): ReportColumn<Row> => ({ id, header, kind, width, value, onScreen });

/* ------------------------------------------------ booking report ------------------------------------------------ */

/**
 * The booking report (§2): id, room, first and last name, company, start and end, duration in hours, hourly
 * rate, total (kr.); then the company's discount and the total with it, which the entry carries (§3) and a
 * bill for a discounted company needs: those two are the workbook's only. The table keeps §2's ten columns,
 * which fill the width beside the menu at 1280 px (ADR 041), and shows 'Total with discount: X kr.' above them.
 */
export const BOOKING_REPORT_COLUMNS: readonly ReportColumn<BookingReportEntry>[] = [
  column('id', T.id, 'id', 8, (entry) => entry.id),
  column('room', T.room, 'text', 22, (entry) => entry.booking.room.name),
  column('firstName', T.firstName, 'text', 16, (entry) => entry.booking.user.firstName),
  column('lastName', T.lastName, 'text', 18, (entry) => entry.booking.user.lastName),
  column('company', T.company, 'text', 24, (entry) => entry.booking.user.company?.name ?? null),
  column('start', T.start, 'dateTime', 17, (entry) => entry.booking.bookingStart),
  column('end', T.end, 'dateTime', 17, (entry) => entry.booking.bookingEnd),
  column('duration', T.durationHours, 'hours', 10, (entry) => entry.bookingDurationHours),
  column('hourlyRate', T.hourlyRateKr, 'money', 14, (entry) => entry.hourlyRate),
  column('total', T.totalKr, 'money', 14, (entry) => entry.total),
  column('discount', T.discountPercent, 'percent', 10, (entry) => entry.discount, { onScreen: false }),
  column('totalWithDiscount', T.totalWithDiscountKr, 'money', 16, (entry) => entry.totalWithDiscount, { onScreen: false }),
];

/* ------------------------------------------------ canteen reports ----------------------------------------------- */

/** One item line of an order, as the expanded rows of the canteen reports and the rows of their workbooks show it. */
export interface CanteenReportLine {
  orderNumber: number;
  /** The line's place in its order. */
  line: number;
  /** The company's name, 'Guests' for a guest order; absent in the company canteen report. */
  company?: string;
  date: string;
  /** Who ordered; null when nobody is known (a guest). */
  employee: string | null;
  item: string;
  /** Unit price, øre. */
  price: number;
  quantity: number;
  /** price × quantity, øre. */
  total: number;
}

/** The item lines of a canteen report order, with the order's fields that each line repeats. */
export const canteenReportLines = (order: CanteenReportOrder): CanteenReportLine[] =>
  order.orderItems.map((item, line) => ({
    orderNumber: order.orderNumber,
    line,
    company: order.companyName ?? T.guests,
    date: order.orderDate,
    employee: order.employee,
    item: item.itemName,
    price: item.itemPrice,
    quantity: item.itemQuantity,
    total: item.itemTotal,
  }));

/** The item lines of a company canteen report order. */
export const companyReportLines = (order: CanteenOrder): CanteenReportLine[] =>
  order.canteenOrderItems.map((item, line) => {
    const employee = `${order.user.firstName} ${order.user.lastName}`.trim();
    return {
      orderNumber: order.orderNumber,
      line,
      date: order.createdAt,
      employee: employee === '' ? null : employee,
      item: item.canteenItem.name,
      price: item.canteenItem.price,
      quantity: item.quantity,
      total: item.price,
    };
  });

const lineOrderNumber = column<CanteenReportLine>('orderNumber', T.orderNumber, 'id', 14, (line) => line.orderNumber);
const lineCompany = column<CanteenReportLine>('company', T.company, 'text', 24, (line) => line.company ?? null);
const lineRest: readonly ReportColumn<CanteenReportLine>[] = [
  column('date', T.date, 'dateTime', 17, (line) => line.date),
  column('employee', T.employee, 'text', 24, (line) => line.employee),
  column('item', T.item, 'text', 28, (line) => line.item),
  column('price', T.priceKr, 'money', 12, (line) => line.price),
  column('quantity', T.quantity, 'integer', 10, (line) => line.quantity),
  column('total', T.totalKr, 'money', 14, (line) => line.total),
];

/**
 * The canteen report's item lines (§2: company, date, employee, item, price, quantity, total), led by the order
 * number: the workbook's rows; the table's expanded rows show them without the order number (their order's).
 */
export const CANTEEN_LINE_COLUMNS: readonly ReportColumn<CanteenReportLine>[] = [lineOrderNumber, lineCompany, ...lineRest];
/** The company canteen report's item lines: the same without the company (it is the caller's). */
export const COMPANY_LINE_COLUMNS: readonly ReportColumn<CanteenReportLine>[] = [lineOrderNumber, ...lineRest];

/** The canteen report's orders (§2): order number, quantity, total (kr.). */
export const CANTEEN_ORDER_COLUMNS: readonly ReportColumn<CanteenReportOrder>[] = [
  column('orderNumber', T.orderNumber, 'id', 14, (order) => order.orderNumber),
  column('quantity', T.quantity, 'integer', 10, (order) => order.orderQuantity),
  column('total', T.totalKr, 'money', 14, (order) => order.orderTotal),
];

/** The company canteen report's orders (§2): order number, quantity (sum of item quantities), total amount. */
export const COMPANY_ORDER_COLUMNS: readonly ReportColumn<CanteenOrder>[] = [
  column('orderNumber', T.orderNumber, 'id', 14, (order) => order.orderNumber),
  column('quantity', T.quantity, 'integer', 10, (order) => order.canteenOrderItems.reduce((sum, line) => sum + line.quantity, 0)),
  column('total', T.totalAmount, 'money', 16, (order) => order.totalAmount),
];
