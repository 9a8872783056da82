import type { CanteenOrder, CompanyReportQuery } from './schemas';
import { lineTotal, orderTotal, type CanteenOrderRecord } from './canteen-order';
import { isInPeriod } from './in-period';

/**
 * An order as the company canteen report shows it (§3): its total and lines (line price = unit price ×
 * quantity, the item as sold). An order whose employee is unknown shows empty names.
 */
export const companyReportOrder = (order: CanteenOrderRecord): CanteenOrder => ({
  id: order.id,
  orderNumber: order.orderNumber,
  totalAmount: orderTotal(order),
  createdAt: order.createdAt,
  user: order.employee ?? { firstName: '', lastName: '' },
  canteenOrderItems: order.lines.map((line) => ({
    quantity: line.quantity,
    price: lineTotal(line),
    canteenItem: { name: line.name, price: line.price },
  })),
});

/**
 * Whether an order is one the company canteen report asks for (`POST /api/order/company-report`, §2): of the
 * caller's company (`companyId`; null, a caller without a company, has none: never the guests'), at the
 * canteen, created in [startDate, endDate). The API asks the same in SQL (canteenOrdersStatement in ReportsRepository).
 */
export const isCompanyOrder = (query: CompanyReportQuery, companyId: number | null, order: CanteenOrderRecord): boolean =>
  companyId !== null && order.company?.id === companyId && order.canteenId === query.canteen && isInPeriod(order.createdAt, query);

/** The company canteen report over every order there is (the mocks' store), in the order given. */
export const assembleCompanyReport = (query: CompanyReportQuery, companyId: number | null, orders: readonly CanteenOrderRecord[]): CanteenOrder[] =>
  orders.filter((order) => isCompanyOrder(query, companyId, order)).map(companyReportOrder);
