import { z } from 'zod';
import { Temporal } from 'temporal-polyfill';
import { VALIDATION } from '../messages';
import { optionalIdField, oreAmount, whenValid } from '../common/fields';
import { dateText } from '../bookings/schemas';
import { parseDateText } from '../time/zone';
import { INSIGHTS_CHARTS, INSIGHTS_MESSAGES } from './page';
import { isInsightsPeriodTooLong } from './period';

/* --------------------------------------------- the query ------------------------------------------- */

const day = (what: string) =>
  dateText()
    .optional()
    .describe(`The ${what} day of the period, 'YYYY-MM-DD' in Europe/Copenhagen, included; the last 30 days when both are left out`);

/** The period's days: the last may not come before the first, nor two years or more after it. */
const periodInOrder = (value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (value.from === undefined || value.to === undefined) return;
  const from = parseDateText(value.from)!;
  const to = parseDateText(value.to)!;
  if (Temporal.PlainDate.compare(to, from) < 0) ctx.addIssue({ code: 'custom', message: VALIDATION.invalidDate, path: ['to'] });
  else if (isInsightsPeriodTooLong(from, to)) ctx.addIssue({ code: 'custom', message: INSIGHTS_MESSAGES.periodTooLong, path: ['to'] });
};

const queryFields = {
  locationId: optionalIdField().default(null).describe('A location id; all the caller may see when left out'),
  roomId: optionalIdField().default(null).describe('A room id; every room of the locations when left out'),
  companyId: optionalIdField().default(null).describe("A company id; every company when left out (a company role's is always their own)"),
  from: day('first'),
  to: day('last'),
};

/**
 * `GET /api/insights?locationId=&roomId=&companyId=&from=&to=`: the filters of the Insights page (issue 31), the
 * same the page keeps in its address. Each filter left out (or empty) is all; `from` and `to` both or neither.
 */
export const InsightsQuery = z
  .object(queryFields)
  .superRefine((value, ctx) => {
    if ((value.from === undefined) !== (value.to === undefined)) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalidDate, path: [value.from === undefined ? 'from' : 'to'] });
    }
  })
  .superRefine(periodInOrder, { when: whenValid('from', 'to') });
export type InsightsQuery = z.infer<typeof InsightsQuery>;
export type InsightsQueryInput = z.input<typeof InsightsQuery>;

/** `GET /api/insights/excel?chart=…&…`: one chart's numbers as a workbook, with the same filters. */
export const InsightsExcelQuery = z
  .object({ ...queryFields, chart: z.enum(INSIGHTS_CHARTS, { error: VALIDATION.required }).describe('Which chart’s numbers') })
  .superRefine(periodInOrder, { when: whenValid('from', 'to') });
export type InsightsExcelQuery = z.infer<typeof InsightsExcelQuery>;

/* --------------------------------------------- the answer ------------------------------------------ */

const minutes = (what: string) => z.number().int().min(0).describe(`${what}, in minutes`);
const companyKey = {
  companyId: z.number().int().nullable().describe('null: booked without a company, or a company deleted since'),
  companyName: z.string().nullable().describe('null: booked without a company'),
};

/** One room's utilisation: its booked minutes in the period, and those inside open hours. */
export const RoomUtilisation = z.object({
  roomId: z.number().int(),
  roomName: z.string(),
  locationName: z.string(),
  bookedMinutes: minutes('Booked time in the period'),
  openBookedMinutes: minutes('Booked time inside open hours'),
});
export type RoomUtilisation = z.infer<typeof RoomUtilisation>;

/** One hour of the week (Copenhagen wall time): booked minutes over the rooms shown, and the minutes there were. */
export const HourOfWeek = z.object({
  weekday: z.number().int().min(1).max(7).describe('ISO weekday, 1 = Monday'),
  hour: z.number().int().min(0).max(23),
  bookedMinutes: minutes('Booked time in this hour of the week, over the rooms'),
  minutes: minutes('The time this hour of the week lasted in the period, times the rooms'),
});
export type HourOfWeek = z.infer<typeof HourOfWeek>;

/** A company in one room: its booked hours against the room's limits. */
export const CompanyLimitUse = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  roomId: z.number().int(),
  roomName: z.string(),
  dailyLimit: z.number().int().describe('The room’s daily limit in hours (0: companies may not book it)'),
  weeklyLimit: z.number().int().describe('The room’s weekly limit in hours'),
  bookedMinutes: minutes('Booked time'),
  days: z.number().int().min(0).describe('Days with a booking'),
  daysAtLimit: z.number().int().min(0).describe('Days whose bookings reached the daily limit'),
  weeks: z.number().int().min(0).describe('ISO weeks with a booking'),
  weeksAtLimit: z.number().int().min(0).describe('ISO weeks whose bookings reached the weekly limit'),
});
export type CompanyLimitUse = z.infer<typeof CompanyLimitUse>;

/** A company's booked time, for its share of the location's. */
export const CompanyShare = z.object({ ...companyKey, bookedMinutes: minutes('Booked time') });
export type CompanyShare = z.infer<typeof CompanyShare>;

/** The booking report's five amounts (its Excel totals): before discount, the discount, with it, tax, with tax. */
const bookingAmounts = {
  total: oreAmount('Before discount, without tax'),
  discount: oreAmount('The companies’ discount'),
  totalWithDiscount: oreAmount('With discount, without tax'),
  tax: oreAmount('25 % tax on the amount with discount'),
  totalIncludingTax: oreAmount('With discount and tax'),
};
export type BookingAmounts = { [K in keyof typeof bookingAmounts]: number };

/** A company's room revenue in one month, as a booking report of that month and company totals it. */
export const MonthRevenue = z.object({ month: z.string().describe("'YYYY-MM', Copenhagen"), ...companyKey, ...bookingAmounts });
export type MonthRevenue = z.infer<typeof MonthRevenue>;

/** An item's canteen sales in one month, without tax. */
export const MonthSales = z.object({
  month: z.string().describe("'YYYY-MM', Copenhagen"),
  itemName: z.string().describe('The item’s name as it was sold'),
  quantity: z.number().int().min(0),
  total: oreAmount('Sales without tax'),
});
export type MonthSales = z.infer<typeof MonthSales>;

/**
 * `GET /api/insights` (issue 31, docs/decisions/107): the figures of every chart for the filters, in the caller's
 * scope. Minutes of bookings that were released are not counted as used; their money is, as in the booking report.
 */
export const Insights = z.object({
  from: z.string().describe("The first day of the period, 'YYYY-MM-DD'"),
  to: z.string().describe("The last day of the period, 'YYYY-MM-DD'"),
  openMinutes: minutes('Open hours of one room in the period'),
  rooms: z.array(RoomUtilisation).describe('Every active room of the scope (and an inactive one booked in the period), the most used first'),
  hours: z.array(HourOfWeek).describe('The 168 hours of the week, Monday 00:00 first'),
  limits: z.array(CompanyLimitUse),
  share: z.array(CompanyShare).nullable().describe('null for a company role: other companies’ figures are not theirs to see'),
  revenue: z.object({ months: z.array(MonthRevenue), ...bookingAmounts }),
  canteen: z.object({
    months: z.array(MonthSales),
    total: oreAmount('Sales without tax'),
    tax: oreAmount('25 % tax'),
    totalIncludingTax: oreAmount('Sales with tax'),
  }),
});
export type Insights = z.infer<typeof Insights>;
