import { compareText } from '../common/rules/text-order';
import { sumOre } from '../money/rounding';
import { taxOf, withTax } from '../money/tax';
import { copenhagenOffsetMs } from '../time/zone';
import { OPEN_HOURS } from './page';
import { insightsInstants, type InsightsDays } from './period';
import type { BookingAmounts, CompanyLimitUse, CompanyShare, Insights, MonthRevenue, MonthSales, RoomUtilisation } from './schemas';

/**
 * Insights (issue 31, docs/decisions/107) from the aggregates the API reads in SQL (and the mocks count with
 * `insightsRowsOf`): the denominators of the period (open minutes, the minutes of each hour of the week), the
 * order of every list, and the booking report's amounts of each month's revenue.
 */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The booked minutes of one hour of the week (Copenhagen wall time), over the rooms of the scope. */
export interface HourRow {
  weekday: number;
  hour: number;
  bookedMinutes: number;
}

/** A company's room revenue in a month: the sums of the prices fixed on its bookings (docs/decisions/018). */
export interface RevenueRow {
  month: string;
  companyId: number | null;
  companyName: string | null;
  total: number;
  totalWithDiscount: number;
}

/** What the charts are made of, before the period's denominators and the order are added. */
export interface InsightsRows {
  /** Every room of the scope, those without bookings with 0. */
  rooms: readonly RoomUtilisation[];
  hours: readonly HourRow[];
  limits: readonly CompanyLimitUse[];
  share: readonly CompanyShare[];
  revenue: readonly RevenueRow[];
  sales: readonly MonthSales[];
}

/** Where a UTC hour of the period falls in Copenhagen. */
interface WallHour {
  weekday: number;
  hour: number;
  date: string;
  /** The Monday of its ISO week. */
  week: string;
  /** 'YYYY-MM'. */
  month: string;
}

const DAY_MS = 86_400_000;
const isoDay = (wall: Date) => wall.toISOString().slice(0, 10);

/** A wall hour from Copenhagen's offset (kept per hour by `copenhagenOffsetMs`): no Temporal per hour of a period. */
const wallHour = (epochMs: number): WallHour => {
  const wall = new Date(epochMs + copenhagenOffsetMs(epochMs));
  const weekday = wall.getUTCDay() === 0 ? 7 : wall.getUTCDay();
  const date = isoDay(wall);
  return {
    weekday,
    hour: wall.getUTCHours(),
    date,
    week: isoDay(new Date(wall.getTime() - (weekday - 1) * DAY_MS)),
    month: date.slice(0, 7),
  };
};

/** Whether a Copenhagen hour lies inside open hours (OPEN_HOURS). */
export const isOpenHour = (weekday: number, hour: number): boolean =>
  (OPEN_HOURS.weekdays as readonly number[]).includes(weekday) && hour >= OPEN_HOURS.fromHour && hour < OPEN_HOURS.untilHour;

const hourIndex = (weekday: number, hour: number) => (weekday - 1) * 24 + hour;

/**
 * The period's time, an hour at a time: the open minutes of one room, and how many minutes each hour of the week
 * lasted (a Monday 09:00 hour once per Monday; the autumn night's repeated 02:00 twice, the spring one's never).
 * Every Copenhagen offset is a whole number of hours, so each UTC hour is one wall hour.
 */
export const periodHours = (days: InsightsDays): { openMinutes: number; hourMinutes: number[] } => {
  const { start, end } = insightsInstants(days);
  const hourMinutes = new Array<number>(168).fill(0);
  let openMinutes = 0;
  for (let at = Date.parse(start); at < Date.parse(end); at += HOUR_MS) {
    const { weekday, hour } = wallHour(at);
    hourMinutes[hourIndex(weekday, hour)]! += 60;
    if (isOpenHour(weekday, hour)) openMinutes += 60;
  }
  return { openMinutes, hourMinutes };
};

/** The booking report's five amounts of a sum of bookings: the tax on the amount with discount, rounded once. */
export const bookingAmounts = (total: number, totalWithDiscount: number): BookingAmounts => ({
  total,
  discount: total - totalWithDiscount,
  totalWithDiscount,
  tax: taxOf(totalWithDiscount),
  totalIncludingTax: withTax(totalWithDiscount),
});

/** Names in the one order of every list (`compareText`); no name first. */
const byName = (a: string | null, b: string | null) => compareText(a ?? '', b ?? '');

/** The answer of `GET /api/insights` from the aggregates; `showShare` is false for a company role. */
export function assembleInsights(days: InsightsDays, rows: InsightsRows, showShare: boolean): Insights {
  const { openMinutes, hourMinutes } = periodHours(days);
  const booked = new Array<number>(168).fill(0);
  for (const row of rows.hours) booked[hourIndex(row.weekday, row.hour)]! += row.bookedMinutes;
  const roomCount = rows.rooms.length;
  const months: MonthRevenue[] = [...rows.revenue]
    .sort((a, b) => a.month.localeCompare(b.month) || byName(a.companyName, b.companyName))
    .map((row) => ({ month: row.month, companyId: row.companyId, companyName: row.companyName, ...bookingAmounts(row.total, row.totalWithDiscount) }));
  const sales = [...rows.sales].sort((a, b) => a.month.localeCompare(b.month) || byName(a.itemName, b.itemName));
  const salesTotal = sumOre(sales.map((row) => row.total));
  return {
    from: days.from.toString(),
    to: days.to.toString(),
    openMinutes,
    rooms: [...rows.rooms].sort((a, b) => b.openBookedMinutes - a.openBookedMinutes || b.bookedMinutes - a.bookedMinutes || byName(a.roomName, b.roomName)),
    hours: booked.map((bookedMinutes, index) => ({
      weekday: Math.floor(index / 24) + 1,
      hour: index % 24,
      bookedMinutes,
      minutes: hourMinutes[index]! * roomCount,
    })),
    limits: [...rows.limits].sort((a, b) => byName(a.companyName, b.companyName) || byName(a.roomName, b.roomName)),
    share: showShare ? [...rows.share].sort((a, b) => b.bookedMinutes - a.bookedMinutes || byName(a.companyName, b.companyName)) : null,
    revenue: {
      months,
      ...bookingAmounts(sumOre(months.map((m) => m.total)), sumOre(months.map((m) => m.totalWithDiscount))),
    },
    canteen: { months: sales, total: salesTotal, tax: taxOf(salesTotal), totalIncludingTax: withTax(salesTotal) },
  };
}

/* ------------------------------------ counted from the records ------------------------------------ */

/** A room of the scope, with its limits. */
export interface ScopeRoom {
  id: number;
  name: string;
  locationName: string;
  dailyLimit: number;
  weeklyLimit: number;
}

/** A booking as Insights count it: its room, the company it counted against, its time and its fixed price. */
export interface CountedBooking {
  roomId: number | null;
  companyId: number | null;
  companyName: string | null;
  bookingStart: string;
  bookingEnd: string;
  released: boolean;
  total: number;
  totalWithDiscount: number;
}

/** A sold canteen line, with when its order was made. */
export interface CountedSale {
  createdAt: string;
  itemName: string;
  quantity: number;
  price: number;
}

const companyKey = (companyId: number | null, companyName: string | null) => `${companyId ?? ''}|${companyName ?? ''}`;

const add = <K>(map: Map<K, number>, key: K, value: number) => map.set(key, (map.get(key) ?? 0) + value);

/**
 * The aggregates of Insights counted from the records themselves: what the API's statements answer
 * (insights-repository), written once more in TypeScript for the mocks and as the API's reference in its tests.
 * - Time: the bookings of the scope's rooms that were not released, cut to the period and into Copenhagen hours.
 * - Limits: per company and room, the days and the ISO weeks (the part inside the period) with a booking, and
 *   those whose booked minutes reached the room's limit.
 * - Money: the bookings starting in the period (released ones too, as in the booking report), and the sold lines
 *   of the orders made in it, by Copenhagen month.
 * The caller has already chosen the bookings (room, location, company) and the sales (canteens, company); the
 * period is chosen here.
 */
export function insightsRowsOf(days: InsightsDays, rooms: readonly ScopeRoom[], bookings: readonly CountedBooking[], sales: readonly CountedSale[]): InsightsRows {
  const { start, end } = insightsInstants(days);
  const [periodStart, periodEnd] = [Date.parse(start), Date.parse(end)];
  const roomById = new Map(rooms.map((room) => [room.id, room]));
  const roomMinutes = new Map<number, number>();
  const roomOpenMinutes = new Map<number, number>();
  const hourMinutes = new Map<number, number>();
  const companyMinutes = new Map<string, { companyId: number | null; companyName: string | null; minutes: number }>();
  const dayMinutes = new Map<string, number>();
  const weekMinutes = new Map<string, number>();
  const limitMinutes = new Map<string, { companyId: number; companyName: string; room: ScopeRoom; minutes: number }>();
  const revenue = new Map<string, RevenueRow>();

  for (const booking of bookings) {
    const room = booking.roomId === null ? undefined : roomById.get(booking.roomId);
    const bookingStart = Date.parse(booking.bookingStart);
    if (bookingStart >= periodStart && bookingStart < periodEnd) {
      const month = wallHour(bookingStart).month;
      const key = `${month}|${companyKey(booking.companyId, booking.companyName)}`;
      const row = revenue.get(key) ?? { month, companyId: booking.companyId, companyName: booking.companyName, total: 0, totalWithDiscount: 0 };
      revenue.set(key, { ...row, total: row.total + booking.total, totalWithDiscount: row.totalWithDiscount + booking.totalWithDiscount });
    }
    if (!room || booking.released) continue;
    const from = Math.max(bookingStart, periodStart);
    const until = Math.min(Date.parse(booking.bookingEnd), periodEnd);
    for (let slot = Math.floor(from / HOUR_MS) * HOUR_MS; slot < until; slot += HOUR_MS) {
      const minutes = (Math.min(until, slot + HOUR_MS) - Math.max(from, slot)) / MINUTE_MS;
      const wall = wallHour(slot);
      add(roomMinutes, room.id, minutes);
      if (isOpenHour(wall.weekday, wall.hour)) add(roomOpenMinutes, room.id, minutes);
      add(hourMinutes, hourIndex(wall.weekday, wall.hour), minutes);
      const company = companyKey(booking.companyId, booking.companyName);
      const share = companyMinutes.get(company) ?? { companyId: booking.companyId, companyName: booking.companyName, minutes: 0 };
      companyMinutes.set(company, { ...share, minutes: share.minutes + minutes });
      if (booking.companyId === null || booking.companyName === null) continue;
      const limitKey = `${booking.companyId}|${room.id}`;
      const limit = limitMinutes.get(limitKey) ?? { companyId: booking.companyId, companyName: booking.companyName, room, minutes: 0 };
      limitMinutes.set(limitKey, { ...limit, minutes: limit.minutes + minutes });
      add(dayMinutes, `${limitKey}|${wall.date}`, minutes);
      add(weekMinutes, `${limitKey}|${wall.week}`, minutes);
    }
  }

  const countsOf = (map: Map<string, number>, limitKey: string, limitHours: number) => {
    let booked = 0;
    let atLimit = 0;
    for (const [key, minutes] of map) {
      if (!key.startsWith(`${limitKey}|`)) continue;
      booked += 1;
      if (minutes >= limitHours * 60) atLimit += 1;
    }
    return { booked, atLimit };
  };

  const saleRows = new Map<string, MonthSales>();
  for (const sale of sales) {
    const createdAt = Date.parse(sale.createdAt);
    if (createdAt < periodStart || createdAt >= periodEnd) continue;
    const month = wallHour(createdAt).month;
    const key = `${month}|${sale.itemName}`;
    const row = saleRows.get(key) ?? { month, itemName: sale.itemName, quantity: 0, total: 0 };
    saleRows.set(key, { ...row, quantity: row.quantity + sale.quantity, total: row.total + sale.price * sale.quantity });
  }

  return {
    rooms: rooms.map((room) => ({
      roomId: room.id,
      roomName: room.name,
      locationName: room.locationName,
      bookedMinutes: roomMinutes.get(room.id) ?? 0,
      openBookedMinutes: roomOpenMinutes.get(room.id) ?? 0,
    })),
    hours: [...hourMinutes].map(([index, bookedMinutes]) => ({ weekday: Math.floor(index / 24) + 1, hour: index % 24, bookedMinutes })),
    limits: [...limitMinutes].map(([key, { companyId, companyName, room, minutes }]) => {
      const daysCounted = countsOf(dayMinutes, key, room.dailyLimit);
      const weeksCounted = countsOf(weekMinutes, key, room.weeklyLimit);
      return {
        companyId,
        companyName,
        roomId: room.id,
        roomName: room.name,
        dailyLimit: room.dailyLimit,
        weeklyLimit: room.weeklyLimit,
        bookedMinutes: minutes,
        days: daysCounted.booked,
        daysAtLimit: daysCounted.atLimit,
        weeks: weeksCounted.booked,
        weeksAtLimit: weeksCounted.atLimit,
      };
    }),
    share: [...companyMinutes.values()].map(({ companyId, companyName, minutes }) => ({ companyId, companyName, bookedMinutes: minutes })),
    revenue: [...revenue.values()],
    sales: [...saleRows.values()],
  };
}
