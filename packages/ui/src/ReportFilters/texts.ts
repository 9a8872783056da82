import { BOOKING_STATUS_LABELS } from '@roombook/domain/constants';

/**
 * The report filters' labels and option texts. §2 names the filters and the options 'All' and 'Guests'
 * without giving labels; the booking statuses' labels are the domain's BOOKING_STATUS_LABELS.
 */
export const REPORT_FILTER_TEXTS = {
  canteen: 'Canteen',
  company: 'Company',
  room: 'Room',
  bookingStatus: 'Booking status',
  startDate: 'Start date',
  endDate: 'End date',
  all: 'All',
  guests: 'Guests',
  canteenFilters: 'Canteen report filters',
  companyCanteenFilters: 'Company canteen report filters',
  bookingFilters: 'Booking report filters',
  statuses: BOOKING_STATUS_LABELS,
} as const;
