/**
 * The report tables' column headers and states. The spec (§2) names the columns without giving their
 * exact words; its own texts ('Total: X kr.') come from TEXTS.reports in the domain.
 */
export const REPORT_TABLE_TEXTS = {
  canteenReport: 'Canteen report',
  companyCanteenReport: 'Company canteen report',
  bookingReport: 'Booking report',
  orderItems: (orderNumber: number) => `Items of order ${orderNumber}`,
  order: (orderNumber: number) => `Order ${orderNumber}`,
  orderNumber: 'Order number',
  quantity: 'Quantity',
  totalKr: 'Total (kr.)',
  totalAmount: 'Total amount (kr.)',
  company: 'Company',
  date: 'Date',
  employee: 'Employee',
  item: 'Item',
  priceKr: 'Price (kr.)',
  id: 'Id',
  room: 'Room',
  firstName: 'First name',
  lastName: 'Last name',
  start: 'Start',
  end: 'End',
  durationHours: 'Duration (hours)',
  hourlyRateKr: 'Hourly rate (kr.)',
  /** A guest order has no company (the company filter's 'Guests'). */
  guests: 'Guests',
  /** An empty cell: a guest order's employee. */
  none: '-',
  noOrders: 'No orders in this period',
  noBookings: 'No bookings in this period',
  loading: 'Loading report',
} as const;
