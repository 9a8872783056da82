import type { Company } from '../companies/schemas';
import { sumOre } from '../money/rounding';
import type { CanteenReport, CanteenReportQuery } from './schemas';
import { matchesCompanyFilter } from './canteen-company-filter';
import { lineTotal, orderQuantity, orderTotal, type CanteenOrderRecord } from './canteen-order';
import { isInPeriod } from './in-period';

/**
 * The canteen report (`POST /api/order/canteen-report`, §2, §3): the canteen's orders created in the period
 * [startDate, endDate) that pass the company filter (0 All, '' Guests, or one company), keyed by order id,
 * each with its quantity, total, company name and employee (null for guests) and its lines; `totalPrice` and
 * `totalQuantity` add up the orders. Amounts in øre, each line price × quantity, every total a sum of lines.
 * `companies` names the companies (an order of a company not in it shows no company name).
 */
export function assembleCanteenReport(
  query: CanteenReportQuery,
  orders: readonly CanteenOrderRecord[],
  companies: ReadonlyArray<Pick<Company, 'id' | 'name'>>,
): CanteenReport {
  const reported = orders.filter(
    (order) => order.canteenId === query.canteen && isInPeriod(order.createdAt, query) && matchesCompanyFilter(query.company, order.companyId),
  );
  const companyName = (id: number | null) => (id === null ? null : (companies.find((company) => company.id === id)?.name ?? null));
  return {
    orders: Object.fromEntries(
      reported.map((order) => [
        String(order.id),
        {
          orderNumber: order.orderNumber,
          orderQuantity: orderQuantity(order),
          orderTotal: orderTotal(order),
          orderDate: order.createdAt,
          companyName: companyName(order.companyId),
          employee: order.employee ? `${order.employee.firstName} ${order.employee.lastName}` : null,
          orderItems: order.lines.map((line) => ({
            itemName: line.name,
            itemPrice: line.price,
            itemQuantity: line.quantity,
            itemTotal: lineTotal(line),
          })),
        },
      ]),
    ),
    totalPrice: sumOre(reported.map(orderTotal)),
    totalQuantity: reported.reduce((sum, order) => sum + orderQuantity(order), 0),
  };
}
