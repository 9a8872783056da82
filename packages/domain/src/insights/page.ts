import type { CapabilityRow } from '../permissions/access';

/**
 * Insights (issue 31, docs/decisions/107): how rooms are used and what they earn, as charts. Our words; the spec
 * has none. No calls and no zod, so a page's script reads them without loading every call (docs/decisions/062).
 */

/**
 * Who sees Insights: SuperAdmin every location, Admin (Location Admin) their own location, a CompanyOwner and a
 * CompanyManager their own company's figures only.
 */
export const INSIGHTS: CapabilityRow = { SuperAdmin: 'yes', Admin: 'yes', CompanyOwner: 'company', CompanyManager: 'company', CanteenManager: 'no', User: 'no' };

/** The Insights page, after the booking report in the admins' menu and after My company in the company roles'. */
export const INSIGHTS_PAGE = { path: '/insights', label: 'Insights', opensWith: 'insights', menuOrder: 75 } as const;

/**
 * Open hours (docs/decisions/107): the hours a room counts as open, the same for every location. A room's
 * utilisation is its booked minutes inside them over their minutes in the period. Europe/Copenhagen wall time.
 */
export const OPEN_HOURS = {
  /** ISO weekdays, 1 = Monday. */
  weekdays: [1, 2, 3, 4, 5],
  fromHour: 8,
  untilHour: 18,
} as const;

/** The longest period Insights answers: two years. */
export const INSIGHTS_PERIOD_MAX_YEARS = 2;
/** The period when none is asked for: the last 30 days, today included. */
export const INSIGHTS_DEFAULT_DAYS = 30;

/** The charts of the page, each downloadable as SVG, PNG and Excel. */
export const INSIGHTS_CHARTS = ['utilisation', 'hours', 'limits', 'share', 'revenue', 'canteen'] as const;
export type InsightsChart = (typeof INSIGHTS_CHARTS)[number];

export const INSIGHTS_MESSAGES = {
  heading: INSIGHTS_PAGE.label,
  periodTooLong: 'The period can be at most two years',
  /** An Admin without a location of their own: Insights show one location. */
  noOwnLocation: 'Choose your location in your profile to see its insights',
  otherLocation: 'You can only see the insights of your own location',
  otherCompany: 'You can only see the insights of your own company',
  filters: 'Insights filters',
  location: 'Location',
  room: 'Room',
  company: 'Company',
  from: 'From',
  to: 'To',
  all: 'All',
  show: 'Show',
  showAsTable: 'Show as table',
  download: 'Download',
  downloadSvg: 'SVG',
  downloadPng: 'PNG',
  downloadExcel: 'Excel',
  noCompany: 'No company',
  empty: 'Nothing in this period',
  openHours: (days: string, from: string, until: string) => `Open hours: ${days} ${from}–${until}`,
  charts: {
    utilisation: {
      title: 'Utilisation by room',
      description: 'Booked hours inside open hours, as a share of the open hours of the period.',
    },
    hours: {
      title: 'Busy hours',
      description: 'How much of each hour of the week was booked, over the rooms shown.',
    },
    limits: {
      title: 'Companies and their limits',
      description: 'Hours booked by each company per room, and how often a day or a week reached the room’s limit.',
    },
    share: {
      title: 'Share of bookings',
      description: 'Each company’s share of the booked hours.',
    },
    revenue: {
      title: 'Revenue by month',
      description: 'Room revenue per month by company, as the booking report counts it: before discount, the discount, and with discount and tax.',
    },
    canteen: {
      title: 'Canteen sales by month',
      description: 'Canteen sales per month by item, without tax, as the canteen report counts them.',
    },
  } satisfies Record<InsightsChart, { title: string; description: string }>,
  columns: {
    room: 'Room',
    location: 'Location',
    bookedHours: 'Booked hours',
    openHours: 'Open hours',
    utilisation: 'Utilisation',
    weekday: 'Weekday',
    hour: 'Hour',
    company: 'Company',
    dailyLimit: 'Daily limit (hours)',
    weeklyLimit: 'Weekly limit (hours)',
    daysBooked: 'Days booked',
    daysAtLimit: 'Days at the daily limit',
    weeksBooked: 'Weeks booked',
    weeksAtLimit: 'Weeks at the weekly limit',
    share: 'Share',
    month: 'Month',
    item: 'Item',
    quantity: 'Quantity',
  },
} as const;
