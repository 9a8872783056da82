import type { ApiError } from '../../common/schemas';
import { DB_INTEGER_MAX } from '../../constants';
import { KIOSK_MESSAGES } from '../../messages';
import type { KioskOrderLine } from '../schemas';
import { orderTotals, type PricedLine } from './order-totals';

/** An item of the canteen's menu as the order reads it: its name and price without tax (øre) now. */
export interface MenuEntry {
  id: number;
  name: string;
  price: number;
}

/**
 * The lines of an order priced from the canteen's menu at this moment (each line keeps the item's name and
 * price, so a later change of the item does not change the order), in the order they came; or the refusal:
 * an item that is not on this canteen's menu (400: unknown, deleted, or another canteen's), or a total
 * without tax over what `canteen_orders.total_ore` holds (400).
 */
export function pricedOrder(lines: readonly KioskOrderLine[], menu: readonly MenuEntry[]): { ok: true; lines: PricedLine[] } | { ok: false; refusal: ApiError } {
  const byId = new Map(menu.map((item) => [item.id, item]));
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const item = byId.get(line.itemId);
    if (!item) return { ok: false, refusal: { statusCode: 400, message: KIOSK_MESSAGES.itemNotOnMenu } };
    priced.push({ itemId: item.id, name: item.name, price: item.price, quantity: line.quantity });
  }
  if (orderTotals(priced).totalExcludingTax > DB_INTEGER_MAX) return { ok: false, refusal: { statusCode: 400, message: KIOSK_MESSAGES.orderTooLarge } };
  return { ok: true, lines: priced };
}
