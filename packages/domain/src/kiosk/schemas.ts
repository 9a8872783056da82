import { z } from 'zod';
import { KIOSK_ORDER_LINES_MAX, KIOSK_QUANTITY_MAX, PIN_LENGTH } from '../constants';
import { KIOSK_MESSAGES, VALIDATION } from '../messages';
import { boundedList, cleanText, FORM_MESSAGES, idField, numberField, oreAmount, passwordField } from '../common/fields';

/**
 * The canteen kiosk (issue 10 §3, docs/decisions/038): a canteen's tablet signs in with its location and the
 * canteen password, shows the menu with prices including tax, and takes orders from guests and from
 * employees who give their company and PIN.
 */

/** The kiosk's sign-in form and the body of `POST /api/kiosk/sign-in`. */
export const KioskSignInBody = z.object({
  locationId: idField(VALIDATION.required),
  /** Typed, never trimmed; any length up to PASSWORD_MAX (a wrong one is the 401, not a form error). */
  password: passwordField(1, VALIDATION.passwordRequired),
});
export type KioskSignInInput = z.input<typeof KioskSignInBody>;
export type KioskSignInBody = z.infer<typeof KioskSignInBody>;

/** A location that has a canteen: what the sign-in form offers (`GET /api/kiosk/locations`). */
export const KioskLocation = z.object({ id: z.number().int(), name: z.string() });
export type KioskLocation = z.infer<typeof KioskLocation>;

/** The canteen a kiosk is signed in to: known by its location (§2), and whether it prints receipts. */
export const KioskCanteen = z.object({
  id: z.number().int(),
  locationName: z.string(),
  printerEnabled: z.boolean(),
});
export type KioskCanteen = z.infer<typeof KioskCanteen>;

/** The answer of the sign-in: the device token (sent as the bearer of every kiosk call) and its canteen. */
export const KioskSession = z.object({
  token: z.string().describe('The device token: send it as `Authorization: Bearer …` on the kiosk calls only'),
  canteen: KioskCanteen,
});
export type KioskSession = z.infer<typeof KioskSession>;

/** An item as the kiosk shows it: its price without tax (what is billed) and with 25 % tax (what is shown). */
export const KioskMenuItem = z.object({
  id: z.number().int(),
  name: z.string(),
  price: oreAmount('Price without tax'),
  priceWithTax: oreAmount('Price with 25 % tax, as the kiosk shows it'),
});
export type KioskMenuItem = z.infer<typeof KioskMenuItem>;

/** A company a person can order for: one that rents at the canteen's location. */
export const KioskCompany = z.object({ id: z.number().int(), name: z.string() });
export type KioskCompany = z.infer<typeof KioskCompany>;

/** `GET /api/kiosk/menu`: the canteen, its items by position, and the companies of its location by name. */
export const KioskMenu = z.object({
  canteen: KioskCanteen,
  items: z.array(KioskMenuItem),
  companies: z.array(KioskCompany),
});
export type KioskMenu = z.infer<typeof KioskMenu>;

/** A PIN as typed on the kiosk's pad and the room tablet's: exactly PIN_LENGTH digits. */
export const pinCodeField = () =>
  cleanText({ max: PIN_LENGTH, tooLong: KIOSK_MESSAGES.pinFormat }, KIOSK_MESSAGES.pinFormat)
    .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), KIOSK_MESSAGES.pinFormat)
    .meta({ pattern: `^[0-9]{${PIN_LENGTH}}$` });

/** One line of an order: an item of the menu and how many (1 to KIOSK_QUANTITY_MAX). */
export const KioskOrderLine = z.object({
  itemId: idField(),
  quantity: numberField((n) =>
    n
      .int(FORM_MESSAGES.wholeNumber)
      .min(1, KIOSK_MESSAGES.quantityRange(KIOSK_QUANTITY_MAX))
      .max(KIOSK_QUANTITY_MAX, KIOSK_MESSAGES.quantityRange(KIOSK_QUANTITY_MAX)),
  ),
});
export type KioskOrderLine = z.infer<typeof KioskOrderLine>;

/**
 * Who orders: an employee, who gives their company and PIN, or null for a guest. Never left out: a client
 * that forgot the employee must not place a guest order by accident.
 */
export const KioskEmployee = z
  .object(
    {
      companyId: idField(VALIDATION.chooseCompany),
      pinCode: pinCodeField(),
    },
    { error: KIOSK_MESSAGES.chooseBuyer },
  )
  .nullable();
export type KioskEmployee = z.infer<typeof KioskEmployee>;

/** The body of `POST /api/kiosk/order`: 1 to KIOSK_ORDER_LINES_MAX lines, each item once, and who orders. */
export const KioskOrderBody = z.object({
  lines: boundedList(KioskOrderLine, { min: 1, max: KIOSK_ORDER_LINES_MAX, tooFew: KIOSK_MESSAGES.chooseItems }).refine(
    (lines) => new Set(lines.map((line) => line.itemId)).size === lines.length,
    KIOSK_MESSAGES.oneLinePerItem,
  ),
  employee: KioskEmployee,
});
export type KioskOrderInput = z.input<typeof KioskOrderBody>;
export type KioskOrderBody = z.infer<typeof KioskOrderBody>;

/** A line of a receipt: the item's name and unit price as sold, and the amounts without and with tax. */
export const KioskReceiptLine = z.object({
  itemId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: oreAmount('Unit price without tax'),
  unitPriceWithTax: oreAmount('Unit price with 25 % tax'),
  amount: oreAmount('Unit price × quantity, without tax'),
  amountWithTax: oreAmount('The amount with 25 % tax (for information: the tax is computed once, on the total)'),
});
export type KioskReceiptLine = z.infer<typeof KioskReceiptLine>;

/** The answer of an order: the receipt. */
export const KioskReceipt = z.object({
  orderNumber: z.number().int().describe("The canteen's order number: 1, 2, 3 … without gaps or repeats"),
  createdAt: z.string().describe('When the order was stored, an ISO instant'),
  canteen: KioskCanteen,
  /** The employee's first name, or 'Guest'. */
  buyerName: z.string(),
  /** The employee's company; null for a guest. */
  companyName: z.string().nullable(),
  lines: z.array(KioskReceiptLine),
  totalExcludingTax: oreAmount('Sum of the line amounts, without tax'),
  tax: oreAmount('25 % of the total without tax, rounded once'),
  totalIncludingTax: oreAmount('Total without tax + tax'),
});
export type KioskReceipt = z.infer<typeof KioskReceipt>;
