import { byPosition } from '../../canteens/rules/by-position';
import { byName } from '../../common/rules/text-order';
import { withTax } from '../../money/tax';
import type { KioskCanteen, KioskCompany, KioskMenu } from '../schemas';

/**
 * `GET /api/kiosk/menu` from the canteen, the items on its menu (prices without tax, øre) and the companies
 * that rent at its location: the items by position (`byPosition`, as Manage Canteen Items lists them), each
 * also with its price including 25 % tax (what the kiosk shows); the companies by name, for the company
 * choice before the PIN.
 */
export function kioskMenu(
  canteen: KioskCanteen,
  items: ReadonlyArray<{ id: number; name: string; price: number; position: number }>,
  companies: readonly KioskCompany[],
): KioskMenu {
  return {
    canteen,
    items: [...items].sort(byPosition).map(({ id, name, price }) => ({ id, name, price, priceWithTax: withTax(price) })),
    companies: [...companies].sort(byName).map(({ id, name }) => ({ id, name })),
  };
}

/** A canteen a kiosk may sign in to: its id, its location and its device password (stored recoverable, ADR 009). */
export interface DeviceCanteen {
  id: number;
  locationId: number;
  password: string;
}

/**
 * The canteen a kiosk signs in to: the one at `locationId` whose device password is `password`, or null.
 * Every canteen at the location is compared with `equal` (the API passes a constant-time comparison), with
 * no early end, so the time of a refusal does not tell how far a guess got or how many canteens there are.
 */
export function signInCanteen<C extends DeviceCanteen>(
  canteens: readonly C[],
  { locationId, password }: { locationId: number; password: string },
  equal: (stored: string, given: string) => boolean,
): C | null {
  let found: C | null = null;
  for (const canteen of canteens) {
    if (canteen.locationId !== locationId) continue;
    if (equal(canteen.password, password) && found === null) found = canteen;
  }
  return found;
}
