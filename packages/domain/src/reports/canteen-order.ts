import { assertOre, sumOre } from '../money/rounding';

/** One line of a canteen order: the item as it was sold (name and unit price in øre) and how many. */
export interface SoldLine {
  name: string;
  price: number;
  quantity: number;
}

/** The company an order was billed to: its id (null once the company is deleted) and its name (kept then). */
export interface OrderCompany {
  id: number | null;
  name: string;
}

/**
 * A canteen order as the reports read it (the API's order with its lines): the lines keep the item's name
 * and price at the time of the sale, so a later price change or a deleted item does not change the report.
 */
export interface CanteenOrderRecord {
  id: number;
  /** The number printed on the receipt. */
  orderNumber: number;
  canteenId: number;
  /**
   * null: a guest order (no company, no employee). A deleted company's order keeps its name with a null id
   * and is never a guest order (docs/decisions/027).
   */
  company: OrderCompany | null;
  /** Who ordered; null for a guest order. */
  employee: { firstName: string; lastName: string } | null;
  createdAt: string;
  lines: SoldLine[];
}

/** A line's amount: unit price × quantity, in whole øre (nothing to round). */
export const lineTotal = (line: Pick<SoldLine, 'price' | 'quantity'>): number => {
  const total = line.price * line.quantity;
  assertOre(total, 'line total');
  return total;
};

/** An order's quantity (§2 'quantity (sum of item quantities)'). */
export const orderQuantity = (order: Pick<CanteenOrderRecord, 'lines'>): number =>
  order.lines.reduce((sum, line) => sum + line.quantity, 0);

/** An order's amount: the sum of its line amounts (docs/decisions/005: totals are sums of lines). */
export const orderTotal = (order: Pick<CanteenOrderRecord, 'lines'>): number => sumOre(order.lines.map(lineTotal));
