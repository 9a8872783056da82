import { sumOre } from '../money/rounding';
import type { CanteenReport, CanteenReportOrder, CanteenReportQuery } from './schemas';
import { matchesCompanyFilter } from './canteen-company-filter';
import { lineTotal, orderQuantity, orderTotal, type CanteenOrderRecord } from './canteen-order';
import { isInPeriod } from './in-period';

/** An order as the canteen report shows it (§3): quantity, total, company name and employee (null for guests), lines. */
export const canteenReportOrder = (order: CanteenOrderRecord): CanteenReportOrder => ({
  orderNumber: order.orderNumber,
  orderQuantity: orderQuantity(order),
  orderTotal: orderTotal(order),
  orderDate: order.createdAt,
  companyName: order.company?.name ?? null,
  employee: order.employee ? `${order.employee.firstName} ${order.employee.lastName}` : null,
  orderItems: order.lines.map((line) => ({
    itemName: line.name,
    itemPrice: line.price,
    itemQuantity: line.quantity,
    itemTotal: lineTotal(line),
  })),
});

/**
 * The canteen report (§3) of the orders given: keyed by order id, in their order; `totalPrice` and
 * `totalQuantity` add up the orders. Amounts in øre, each line price × quantity, every total a sum of lines
 * (docs/decisions/005).
 */
export function canteenReportOf(orders: readonly CanteenOrderRecord[]): CanteenReport {
  const reported = orders.map((order) => [canteenReportKey(order), canteenReportOrder(order)] as const);
  return {
    orders: Object.fromEntries(reported),
    ...reported.reduce((totals, [, order]) => addToCanteenReportTotals(totals, order), NO_CANTEEN_REPORT_TOTALS),
  };
}

/** An order's key in the canteen report's `orders`: its id. */
export const canteenReportKey = (order: Pick<CanteenOrderRecord, 'id'>): string => String(order.id);

/** The canteen report's totals: the sums of its orders' totals and quantities. */
export type CanteenReportTotals = Omit<CanteenReport, 'orders'>;

/** The totals of a canteen report without orders. */
export const NO_CANTEEN_REPORT_TOTALS: CanteenReportTotals = { totalPrice: 0, totalQuantity: 0 };

/** The totals with one more order added (order by order, so that a report can be written as its rows arrive). */
export const addToCanteenReportTotals = (totals: CanteenReportTotals, order: CanteenReportOrder): CanteenReportTotals => ({
  totalPrice: sumOre([totals.totalPrice, order.orderTotal]),
  totalQuantity: totals.totalQuantity + order.orderQuantity,
});

/**
 * Whether an order is one the canteen report asks for (`POST /api/order/canteen-report`, §2): at the
 * canteen, created in [startDate, endDate), passing the company filter (0 All, '' Guests, or one company).
 * The API asks the same in SQL (canteenOrdersStatement in ReportsRepository).
 */
export const isReportedOrder = (query: CanteenReportQuery, order: CanteenOrderRecord): boolean =>
  order.canteenId === query.canteen && isInPeriod(order.createdAt, query) && matchesCompanyFilter(query.company, order.company);

/** The canteen report over every order there is (the mocks' store): those the query asks for, as `canteenReportOf`. */
export const assembleCanteenReport = (query: CanteenReportQuery, orders: readonly CanteenOrderRecord[]): CanteenReport =>
  canteenReportOf(orders.filter((order) => isReportedOrder(query, order)));
