import type { CanteenOrder, CompanyReportQuery } from './schemas';
import { lineTotal, orderTotal, type CanteenOrderRecord } from './canteen-order';
import { isInPeriod } from './in-period';

/**
 * The company canteen report (`POST /api/order/company-report`, §2, §3): the orders of the caller's company
 * (`companyId`; null, a caller without a company, has none) at the canteen, created in the period
 * [startDate, endDate), each with its total and lines (line price = unit price × quantity). Guests' and
 * other companies' orders never show. An order whose employee is gone shows empty names.
 */
export function assembleCompanyReport(
  query: CompanyReportQuery,
  companyId: number | null,
  orders: readonly CanteenOrderRecord[],
): CanteenOrder[] {
  return orders
    .filter((order) => companyId !== null && order.companyId === companyId)
    .filter((order) => order.canteenId === query.canteen && isInPeriod(order.createdAt, query))
    .map((order) => ({
      id: order.id,
      totalAmount: orderTotal(order),
      createdAt: order.createdAt,
      user: order.employee ?? { firstName: '', lastName: '' },
      canteenOrderItems: order.lines.map((line) => ({
        quantity: line.quantity,
        price: lineTotal(line),
        canteenItem: { name: line.name, price: line.price },
      })),
    }));
}
