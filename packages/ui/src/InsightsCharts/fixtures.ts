import type { CompanyLimitUse, CompanyShare, HourOfWeek, Insights, MonthRevenue, MonthSales, RoomUtilisation } from '@roombook/domain/insights/schemas';

/**
 * Story and test data for the Insights charts (amounts in øre, times in minutes): hand-made numbers whose
 * percentages and amounts are easy to check by hand, and generators for the many-values cases. Deterministic:
 * no dates of today and no random numbers.
 */

/** 22 weekdays of 10 open hours (30 days of October 2026). */
export const OPEN_MINUTES = 22 * 10 * 60;

export const LONG_ROOM = 'The large conference hall on the fourth floor by the harbour';
export const LONG_COMPANY = 'Østerbro Arkitekter og Landskabsrådgivning Interessentskab ApS';
export const LONG_ITEM = 'Smørrebrød with roast beef, remoulade, crispy onions and horseradish';

const room = (roomId: number, roomName: string, locationName: string, openBookedMinutes: number, bookedMinutes = openBookedMinutes): RoomUtilisation => ({
  roomId,
  roomName,
  locationName,
  bookedMinutes,
  openBookedMinutes,
});

/** Fjord 63 %, Birk 25 %, Ask 0 % of 13.200 open minutes; Fjord also booked 6 hours outside them. */
export const ROOMS: RoomUtilisation[] = [
  room(2, 'Fjord', 'Harbour House', 8316, 8676),
  room(3, 'Birk', 'Harbour House', 3300),
  room(4, 'Ask', 'Harbour House', 0),
];

export const ONE_ROOM: RoomUtilisation[] = [room(2, 'Fjord', 'Harbour House', 6600)];

export const LONG_ROOMS: RoomUtilisation[] = [
  room(5, LONG_ROOM, 'Nordhavn Business Centre, building B', 9900),
  room(2, 'Fjord', 'Harbour House', 660),
];

/** `count` rooms in two locations, each used a little less than the one before. */
export const manyRooms = (count: number): RoomUtilisation[] =>
  Array.from({ length: count }, (_, index) => room(100 + index, `Room ${index + 1}`, index % 2 === 0 ? 'Harbour House' : 'City Loft', Math.round(OPEN_MINUTES * (1 - index / count))));

/* ----------------------------------------------- busy hours ----------------------------------------------------- */

/** Four weeks of three rooms: each hour of the week lasted 4 × 60 × 3 minutes. */
export const HOUR_MINUTES = 4 * 60 * 3;

/** Office hours booked on weekdays, most on Tuesday at 10, a little on Saturday morning; none at night. */
const busyShare = (weekday: number, hour: number): number => {
  if (weekday === 2 && hour === 10) return 0.85;
  if (weekday <= 5 && hour >= 8 && hour < 17) return [0.5, 0.6, 0.45, 0.4, 0.2][weekday - 1]! * (hour === 12 ? 0.5 : 1);
  if (weekday === 6 && hour >= 9 && hour < 12) return 0.1;
  return 0;
};

const weekHours = (booked: (weekday: number, hour: number) => number, minutes: (weekday: number) => number = () => HOUR_MINUTES): HourOfWeek[] =>
  Array.from({ length: 7 * 24 }, (_, index) => {
    const weekday = Math.floor(index / 24) + 1;
    const hour = index % 24;
    return { weekday, hour, bookedMinutes: booked(weekday, hour), minutes: minutes(weekday) };
  });

export const HOURS: HourOfWeek[] = weekHours((weekday, hour) => Math.round(HOUR_MINUTES * busyShare(weekday, hour)));

/** Only Tuesday 10:00–11:00 was booked, 90 of its 720 minutes (12,5 %). */
export const ONE_HOUR: HourOfWeek[] = weekHours((weekday, hour) => (weekday === 2 && hour === 10 ? 90 : 0));

/** A period of Monday to Wednesday only: the other days' hours did not happen. */
export const PART_OF_A_WEEK: HourOfWeek[] = weekHours(
  (weekday, hour) => (weekday <= 3 ? Math.round(180 * busyShare(weekday, hour)) : 0),
  (weekday) => (weekday <= 3 ? 180 : 0),
);

/** A period without any hours (no rooms). */
export const NO_HOURS: HourOfWeek[] = weekHours(() => 0, () => 0);

/* ------------------------------------------------- limits ------------------------------------------------------- */

const limit = (companyId: number, companyName: string, roomId: number, roomName: string, numbers: Partial<CompanyLimitUse>): CompanyLimitUse => ({
  companyId,
  companyName,
  roomId,
  roomName,
  dailyLimit: 4,
  weeklyLimit: 10,
  bookedMinutes: 0,
  days: 0,
  daysAtLimit: 0,
  weeks: 0,
  weeksAtLimit: 0,
  ...numbers,
});

export const LIMITS: CompanyLimitUse[] = [
  limit(1, 'Nordlys ApS', 2, 'Fjord', { bookedMinutes: 2250, days: 12, daysAtLimit: 3, weeks: 4, weeksAtLimit: 1 }),
  limit(2, 'Fjord Consulting', 2, 'Fjord', { bookedMinutes: 600, days: 5, daysAtLimit: 0, weeks: 2, weeksAtLimit: 0 }),
  limit(1, 'Nordlys ApS', 3, 'Birk', { dailyLimit: 2, weeklyLimit: 6, bookedMinutes: 1440, days: 10, daysAtLimit: 8, weeks: 3, weeksAtLimit: 3 }),
];

export const ONE_LIMIT: CompanyLimitUse[] = [limit(1, 'Nordlys ApS', 2, 'Fjord', { bookedMinutes: 240, days: 1, daysAtLimit: 1, weeks: 1, weeksAtLimit: 0 })];

export const LONG_LIMITS: CompanyLimitUse[] = [
  limit(9, LONG_COMPANY, 5, LONG_ROOM, { bookedMinutes: 30_000, days: 120, daysAtLimit: 118, weeks: 104, weeksAtLimit: 100 }),
  ...LIMITS.slice(0, 1),
];

export const manyLimits = (count: number): CompanyLimitUse[] =>
  Array.from({ length: count }, (_, index) =>
    limit(10 + index, `Company ${index + 1}`, 2 + (index % 3), ['Fjord', 'Birk', 'Ask'][index % 3]!, {
      bookedMinutes: 60 * (40 - index),
      days: 20,
      daysAtLimit: (index * 7) % 21,
      weeks: 4,
      weeksAtLimit: index % 5,
    }),
  );

/* ------------------------------------------------- share -------------------------------------------------------- */

/** 60, 30 and 7,5 hours, and 2,5 hours booked without a company: 60 %, 30 %, 7,5 %, 2,5 % of 100 hours. */
export const SHARE: CompanyShare[] = [
  { companyId: 1, companyName: 'Nordlys ApS', bookedMinutes: 3600 },
  { companyId: 2, companyName: 'Fjord Consulting', bookedMinutes: 1800 },
  { companyId: 3, companyName: 'Birk & Co', bookedMinutes: 450 },
  { companyId: null, companyName: null, bookedMinutes: 150 },
];

export const ONE_SHARE: CompanyShare[] = [{ companyId: 1, companyName: 'Nordlys ApS', bookedMinutes: 600 }];

export const LONG_SHARE: CompanyShare[] = [{ companyId: 9, companyName: LONG_COMPANY, bookedMinutes: 900 }, ...SHARE.slice(0, 1)];

/** `count` companies booking 1, 2, … `count` hours. */
export const manyShares = (count: number): CompanyShare[] =>
  Array.from({ length: count }, (_, index) => ({ companyId: 10 + index, companyName: `Company ${index + 1}`, bookedMinutes: 60 * (index + 1) }));

/* ------------------------------------------------- revenue ------------------------------------------------------ */

/** A month's row with a discount of `discount` øre; tax 25 % of the amount with discount (amounts divisible by 4). */
const monthRevenue = (month: string, companyId: number | null, companyName: string | null, total: number, discount = 0): MonthRevenue => ({
  month,
  companyId,
  companyName,
  total,
  discount,
  totalWithDiscount: total - discount,
  tax: (total - discount) / 4,
  totalIncludingTax: ((total - discount) * 5) / 4,
});

const revenueOf = (months: MonthRevenue[]): Insights['revenue'] => {
  const sum = (key: 'total' | 'discount' | 'totalWithDiscount' | 'tax' | 'totalIncludingTax') => months.reduce((total, row) => total + row[key], 0);
  return { months, total: sum('total'), discount: sum('discount'), totalWithDiscount: sum('totalWithDiscount'), tax: sum('tax'), totalIncludingTax: sum('totalIncludingTax') };
};

/** August to October 2026: Nordlys (10 % discount), Fjord Consulting, and bookings without a company. */
export const REVENUE = revenueOf([
  monthRevenue('2026-08', 1, 'Nordlys ApS', 1_200_000, 120_000),
  monthRevenue('2026-08', 2, 'Fjord Consulting', 450_000),
  monthRevenue('2026-09', 1, 'Nordlys ApS', 1_600_000, 160_000),
  monthRevenue('2026-09', 2, 'Fjord Consulting', 300_000),
  monthRevenue('2026-09', null, null, 80_000),
  monthRevenue('2026-10', 1, 'Nordlys ApS', 900_000, 90_000),
  monthRevenue('2026-10', 2, 'Fjord Consulting', 625_000),
]);

export const ONE_REVENUE = revenueOf([monthRevenue('2026-10', 1, 'Nordlys ApS', 125_200)]);

export const LONG_REVENUE = revenueOf([
  monthRevenue('2026-09', 9, LONG_COMPANY, 12_345_600, 1_234_560),
  monthRevenue('2026-10', 9, LONG_COMPANY, 9_876_500),
  monthRevenue('2026-10', 1, 'Nordlys ApS', 120_000),
]);

export const NO_REVENUE = revenueOf([]);

/** `companies` companies over `months` months from January 2025, each company's amount its own every month. */
export const manyRevenue = (companies: number, months: number): Insights['revenue'] =>
  revenueOf(
    Array.from({ length: months }, (_, month) => {
      const name = `${2025 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
      return Array.from({ length: companies }, (__, company) => monthRevenue(name, 10 + company, `Company ${company + 1}`, 20_000 * (companies - company) + 4_000 * ((month * 7 + company) % 5)));
    }).flat(),
  );

/* ------------------------------------------------- canteen ------------------------------------------------------ */

const sales = (month: string, itemName: string, quantity: number, price: number): MonthSales => ({ month, itemName, quantity, total: quantity * price });

const canteenOf = (months: MonthSales[]): Insights['canteen'] => {
  const total = months.reduce((sum, row) => sum + row.total, 0);
  return { months, total, tax: total / 4, totalIncludingTax: (total * 5) / 4 };
};

/** September and October 2026: coffee at 25 kr., croissants at 32 kr., soup at 56 kr. (prices without tax). */
export const CANTEEN = canteenOf([
  sales('2026-09', 'Coffee', 120, 2500),
  sales('2026-09', 'Croissant', 40, 3200),
  sales('2026-09', 'Soup of the day', 25, 5600),
  sales('2026-10', 'Coffee', 140, 2500),
  sales('2026-10', 'Croissant', 35, 3200),
]);

export const ONE_SALE = canteenOf([sales('2026-10', 'Coffee', 2, 2500)]);

export const LONG_CANTEEN = canteenOf([sales('2026-10', LONG_ITEM, 12, 8800), sales('2026-10', 'Coffee', 140, 2500)]);

export const NO_CANTEEN = canteenOf([]);

/** `items` items over `months` months from January 2025. */
export const manyCanteen = (items: number, months: number): Insights['canteen'] =>
  canteenOf(
    Array.from({ length: months }, (_, month) => {
      const name = `${2025 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
      return Array.from({ length: items }, (__, item) => sales(name, `Item ${item + 1}`, 1 + ((month + item) % 4), 400 * (items - item)));
    }).flat(),
  );
