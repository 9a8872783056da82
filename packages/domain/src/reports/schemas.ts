import { z } from 'zod';
import { Temporal } from 'temporal-polyfill';
import {
  BOOKING_STATUSES,
  CANTEEN_REPORT_COMPANY_ALL,
  CANTEEN_REPORT_COMPANY_GUESTS,
  DATE_TEXT_MAX,
  DB_INTEGER_MAX,
  DEFAULT_BOOKING_STATUS,
} from '../constants';
import { SERVER_MESSAGES, VALIDATION } from '../messages';
import { idField, type NumberInput, numberField, oreAmount, whenValid } from '../common/fields';
import { IsoInstant, isoInstantField } from '../common/schemas';
import { Booking } from '../bookings/schemas';
import { isPeriodTooLong, parseReportDate, reportPeriod } from './period';

/* ---------------------------------------------------------------------------------------------------
 * Filter values. The canteen report's company filter has two sentinels (§9): 0 means All, empty means
 * Guests (orders without a company). A form cannot send an empty select value (conform reads it as
 * missing, which is 'Required'), so the Guests option's value is 'guests' and the All option's '0'; the
 * form schema turns 'guests' into ''.
 * ------------------------------------------------------------------------------------------------- */

/** The value of the 'All' option of the report filters (room, company). */
export const REPORT_ALL_OPTION = 'All';
/** The value of the 'Guests' option of the canteen report's company filter. */
export const CANTEEN_REPORT_GUESTS_OPTION = 'guests';

/** A DD/MM/yyyy filter date: missing or not a real date reports 'Invalid Date'. */
const reportDateField = () =>
  z
    .string({ error: VALIDATION.invalidDate })
    .max(DATE_TEXT_MAX, { error: VALIDATION.invalidDate, abort: true })
    .transform((text, ctx) => {
      const date = parseReportDate(text);
      if (date) return date;
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalidDate });
      return z.NEVER;
    });

type DayRange = { startDate: Temporal.PlainDate; endDate: Temporal.PlainDate };

/**
 * The last day may not come before the first ('Invalid Date' on the end date), nor more than a year after it
 * (REPORT_PERIOD_MAX_YEARS, the API's rule: 'The period can be at most one year').
 */
const endNotBeforeStart = (range: DayRange, ctx: z.RefinementCtx) => {
  if (Temporal.PlainDate.compare(range.endDate, range.startDate) < 0) {
    ctx.addIssue({ code: 'custom', message: VALIDATION.invalidDate, path: ['endDate'] });
  } else if (isPeriodTooLong(reportPeriod(range.startDate, range.endDate))) {
    ctx.addIssue({ code: 'custom', message: SERVER_MESSAGES.reportPeriodTooLong, path: ['endDate'] });
  }
};

const dayRangeFields = { startDate: reportDateField(), endDate: reportDateField() };
const whenDatesValid = { when: whenValid('startDate', 'endDate') };

/** Turns a form's chosen days into the API's ISO period (see `reportPeriod`). */
const withPeriod = <T extends DayRange>(value: T) => ({ ...value, ...reportPeriod(value.startDate, value.endDate) });

/**
 * The API's period: ISO instants, both required; the report covers [startDate, endDate). Missing, bad or
 * reversed dates: 'Invalid Date'; longer than a year: 'The period can be at most one year' (400).
 */
const periodInstant = () => isoInstantField(VALIDATION.invalidDate, VALIDATION.invalidDate);
const periodFields = {
  startDate: periodInstant().describe('Start of the period (inclusive)'),
  endDate: periodInstant().describe('End of the period (exclusive)'),
};
const endAfterStart = (value: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
  if (Temporal.Instant.compare(Temporal.Instant.from(value.endDate), Temporal.Instant.from(value.startDate)) <= 0) {
    ctx.addIssue({ code: 'custom', message: VALIDATION.invalidDate, path: ['endDate'] });
  } else if (isPeriodTooLong(value)) {
    ctx.addIssue({ code: 'custom', message: SERVER_MESSAGES.reportPeriodTooLong, path: ['endDate'] });
  }
};

/** All (null) or one record's id, from a select whose 'All' option has the value 'All'. */
const allOrIdField = (requiredMessage: string) =>
  z.preprocess(
    (value: NumberInput) => (value === REPORT_ALL_OPTION ? null : value),
    idField(requiredMessage).nullable(),
  );

/* ------------------------------------------- canteen report ------------------------------------------ */

/** The canteen report's company filter in the API: 0 (All), '' (Guests) or a company id. */
const canteenReportCompany = z
  .union([z.literal(CANTEEN_REPORT_COMPANY_GUESTS), z.number().int().min(CANTEEN_REPORT_COMPANY_ALL).max(DB_INTEGER_MAX, VALIDATION.reportRequired)], {
    error: VALIDATION.reportRequired,
  })
  .describe("0 for all companies, '' for guests (orders without a company), or a company id");

/** Body of `POST /api/order/canteen-report` (§3, §7): canteen, company, and the period as ISO instants. */
export const CanteenReportQuery = z
  .object({ canteen: idField(VALIDATION.reportRequired), company: canteenReportCompany, ...periodFields })
  .superRefine(endAfterStart, whenDatesValid);
export type CanteenReportQuery = z.infer<typeof CanteenReportQuery>;

/**
 * The canteen report filters (§5): canteen 'Required', company 'Required' (All '0', Guests 'guests', or a
 * company id), start and end DD/MM/yyyy 'Invalid Date'. The output is the API query.
 */
export const CanteenReportFormSchema = z
  .object({
    canteen: idField(VALIDATION.reportRequired),
    company: z
      .union([z.literal(CANTEEN_REPORT_GUESTS_OPTION), numberField(
          (n) =>
            n
              .int(VALIDATION.reportRequired)
              .min(CANTEEN_REPORT_COMPANY_ALL, VALIDATION.reportRequired)
              .max(DB_INTEGER_MAX, VALIDATION.reportRequired),
          VALIDATION.reportRequired,
          VALIDATION.reportRequired,
        ),], {
        error: VALIDATION.reportRequired,
      })
      .transform((value) => (value === CANTEEN_REPORT_GUESTS_OPTION ? CANTEEN_REPORT_COMPANY_GUESTS : value)),
    ...dayRangeFields,
  })
  .superRefine(endNotBeforeStart, whenDatesValid)
  .transform(withPeriod);
export type CanteenReportFormInput = z.input<typeof CanteenReportFormSchema>;

/** One order line in the canteen report. */
export const CanteenReportOrderItem = z.object({
  itemName: z.string(),
  itemPrice: oreAmount('Unit price'),
  itemQuantity: z.number().int(),
  itemTotal: oreAmount('Unit price × quantity'),
});

/** One order in the canteen report (§3). */
export const CanteenReportOrder = z.object({
  orderNumber: z.number().int(),
  orderQuantity: z.number().int().describe('Sum of the item quantities'),
  orderTotal: oreAmount('Order total'),
  orderDate: IsoInstant,
  companyName: z.string().nullable().describe('null for a guest order'),
  employee: z.string().nullable().describe('Full name of the ordering user; null for a guest order'),
  orderItems: z.array(CanteenReportOrderItem),
});
export type CanteenReportOrder = z.infer<typeof CanteenReportOrder>;

/** The canteen report (§3): orders keyed by order id, and the totals over all of them. */
export const CanteenReport = z.object({
  orders: z.record(z.string(), CanteenReportOrder).describe('Orders keyed by order id'),
  totalPrice: oreAmount('Sum of the order totals'),
  totalQuantity: z.number().int().describe('Sum of the order quantities'),
});
export type CanteenReport = z.infer<typeof CanteenReport>;

/* ------------------------------------------ company canteen report ----------------------------------- */

/** Body of `POST /api/order/company-report`: a canteen and the period; the company is the caller's. */
export const CompanyReportQuery = z
  .object({ canteen: idField(VALIDATION.reportRequired), ...periodFields })
  .superRefine(endAfterStart, whenDatesValid);
export type CompanyReportQuery = z.infer<typeof CompanyReportQuery>;

/** The company canteen report filters (§5): canteen 'Required', start and end 'Invalid Date'. */
export const CompanyReportFormSchema = z
  .object({ canteen: idField(VALIDATION.reportRequired), ...dayRangeFields })
  .superRefine(endNotBeforeStart, whenDatesValid)
  .transform(withPeriod);
export type CompanyReportFormInput = z.input<typeof CompanyReportFormSchema>;

/** A canteen order of the caller's company (§3, company canteen report). */
export const CanteenOrder = z.object({
  id: z.number().int(),
  orderNumber: z.number().int().describe("The order's number at its canteen: the receipt's and the canteen report's number"),
  totalAmount: oreAmount('Order total'),
  createdAt: IsoInstant,
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  canteenOrderItems: z.array(
    z.object({
      quantity: z.number().int(),
      price: oreAmount('Line total (unit price × quantity)'),
      canteenItem: z.object({ name: z.string(), price: oreAmount('Unit price') }),
    }),
  ),
});
export type CanteenOrder = z.infer<typeof CanteenOrder>;

/* ---------------------------------------------- booking report --------------------------------------- */

const bookingStatusField = z
  .enum(BOOKING_STATUSES, { error: VALIDATION.reportRequired })
  .describe('COMPLETED: bookings whose start has passed; ALL: every booking');

/** Body of `POST /api/booking/booking-report` (§7): room and company (null or left out = all), status, and the period. */
export const BookingReportQuery = z
  .object({
    // Left out is all, like null (§7 lists them, but a client may send only what it filters by).
    roomId: idField(VALIDATION.reportRequired).nullable().default(null).describe('A room id, or null (or left out) for all rooms'),
    companyId: idField(VALIDATION.reportRequired).nullable().default(null).describe('A company id, or null (or left out) for all companies'),
    bookingStatus: bookingStatusField,
    ...periodFields,
  })
  .superRefine(endAfterStart, whenDatesValid);
export type BookingReportQuery = z.infer<typeof BookingReportQuery>;

/**
 * The booking report filters (§2, §5): room ('All' or an id), booking status (default COMPLETED), company
 * ('All' or an id; nothing means All), start and end DD/MM/yyyy 'Invalid Date'. The output is the API query.
 */
export const BookingReportFormSchema = z
  .object({
    roomId: allOrIdField(VALIDATION.reportRequired),
    companyId: z.preprocess((value: NumberInput) => value ?? REPORT_ALL_OPTION, allOrIdField(VALIDATION.reportRequired)),
    bookingStatus: z.preprocess((value: string | undefined) => value ?? DEFAULT_BOOKING_STATUS, bookingStatusField),
    ...dayRangeFields,
  })
  .superRefine(endNotBeforeStart, whenDatesValid)
  .transform(withPeriod);
export type BookingReportFormInput = z.input<typeof BookingReportFormSchema>;

const keptId = (what: string) =>
  z.number().int().nullable().describe(`The ${what}'s id; null when it has been deleted since (its name is kept, docs/decisions/027)`);

/**
 * A booking as the booking report shows it (§3): a Booking whose room, location, user or company may have
 * been deleted since (docs/decisions/027): their ids are then null and their names the kept ones. The company
 * is the one the booking counted against when it was made (docs/decisions/018).
 */
export const ReportedBooking = Booking.omit({ series: true }).extend({
  room: z.object({ id: keptId('room'), name: z.string(), location: z.object({ id: keptId('location'), name: z.string() }) }),
  roomId: keptId('room'),
  userId: keptId('user'),
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    company: z.object({ id: keptId('company'), name: z.string() }).nullable().describe('null: booked without a company'),
  }),
});
export type ReportedBooking = z.infer<typeof ReportedBooking>;

/** One booking of the booking report (§3): its amounts are the price fixed on the booking (docs/decisions/018). */
export const BookingReportEntry = z.object({
  id: z.number().int().describe('The booking id'),
  booking: ReportedBooking,
  hourlyRate: oreAmount("The room's hourly rate without tax when the booking was made or last changed (0: none)"),
  hourlyRateDiscounted: oreAmount("The hourly rate less the company's discount (for information)"),
  bookingDurationHours: z.number().min(0).describe('Duration in hours (quarter hours as decimals)'),
  total: oreAmount('Duration × hourly rate, fixed on the booking'),
  totalWithDiscount: oreAmount("Total less the company's discount, fixed on the booking"),
  discount: z.number().min(0).max(100).describe("The company's discount when the booking was made or last changed, in percent"),
});
export type BookingReportEntry = z.infer<typeof BookingReportEntry>;

/** The booking report (§3): its entries and the totals over them. */
export const BookingReport = z.object({
  entries: z.array(BookingReportEntry),
  total: oreAmount('Sum of the entry totals'),
  totalWithDiscount: oreAmount('Sum of the discounted entry totals'),
});
export type BookingReport = z.infer<typeof BookingReport>;
