import { TEXTS } from '../../messages';
import { lineTotal } from '../../reports/canteen-order';
import { sumOre } from '../../money/rounding';
import { taxOf, withTax } from '../../money/tax';
import type { KioskCanteen, KioskReceipt, KioskReceiptLine } from '../schemas';

/** A line of an order as it is sold: the item's id, name and unit price without tax (øre) at that moment. */
export interface PricedLine {
  itemId: number;
  name: string;
  price: number;
  quantity: number;
}

/** The three totals of an order (the receipt's foot, the kiosk's running total). */
export interface OrderTotals {
  /** The sum of unit price × quantity, without tax: what `canteen_orders.total_ore` stores. */
  totalExcludingTax: number;
  /** 25 % of that sum, rounded once (docs/decisions/005), as the canteen reports tax it. */
  tax: number;
  totalIncludingTax: number;
}

/**
 * The totals of an order's lines: the amounts summed without tax, then taxed once on the sum, the way the
 * canteen report's workbook ends (total excluding tax, tax, total including tax). So the receipt, the kiosk's
 * running total and the reports agree to the øre.
 */
export function orderTotals(lines: ReadonlyArray<Pick<PricedLine, 'price' | 'quantity'>>): OrderTotals {
  const totalExcludingTax = sumOre(lines.map(lineTotal));
  return { totalExcludingTax, tax: taxOf(totalExcludingTax), totalIncludingTax: withTax(totalExcludingTax) };
}

/** A receipt line: the unit price and the amount, each without and with tax (with tax for information). */
export function receiptLine(line: PricedLine): KioskReceiptLine {
  const amount = lineTotal(line);
  return {
    itemId: line.itemId,
    name: line.name,
    quantity: line.quantity,
    unitPrice: line.price,
    unitPriceWithTax: withTax(line.price),
    amount,
    amountWithTax: withTax(amount),
  };
}

/** Who bought, as the receipt names them: the employee's first name and company, or 'Guest'. */
export type ReceiptBuyer = { firstName: string; companyName: string } | null;

/** The receipt of a stored order (`POST /api/kiosk/order`'s answer), on the API and in the mocks. */
export function kioskReceipt(order: {
  orderNumber: number;
  createdAt: string;
  canteen: KioskCanteen;
  buyer: ReceiptBuyer;
  lines: readonly PricedLine[];
}): KioskReceipt {
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    canteen: order.canteen,
    buyerName: order.buyer?.firstName ?? TEXTS.kiosk.guest,
    companyName: order.buyer?.companyName ?? null,
    lines: order.lines.map(receiptLine),
    ...orderTotals(order.lines),
  };
}
