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
  const reported = orders.map((order) => [String(order.id), canteenReportOrder(order)] as const);
  return {
    orders: Object.fromEntries(reported),
    totalPrice: sumOre(reported.map(([, order]) => order.orderTotal)),
    totalQuantity: reported.reduce((sum, [, order]) => sum + order.orderQuantity, 0),
  };
}

/**
 * Whether an order is one the canteen report asks for (`POST /api/order/canteen-report`, §2): at the
 * canteen, created in [startDate, endDate), passing the company filter (0 All, '' Guests, or one company).
 * The API asks the same in SQL (ReportsRepository.canteenOrders).
 */
export const isReportedOrder = (query: CanteenReportQuery, order: CanteenOrderRecord): boolean =>
  order.canteenId === query.canteen && isInPeriod(order.createdAt, query) && matchesCompanyFilter(query.company, order.company);

/** The canteen report over every order there is (the mocks' store): those the query asks for, as `canteenReportOf`. */
export const assembleCanteenReport = (query: CanteenReportQuery, orders: readonly CanteenOrderRecord[]): CanteenReport =>
  canteenReportOf(orders.filter((order) => isReportedOrder(query, order)));
