import { contract } from '@roombook/domain/contract/index';
import { CANTEEN_REPORT_COMPANY_ALL, CANTEEN_REPORT_COMPANY_GUESTS } from '@roombook/domain/constants';
import { ERRORS } from '@roombook/domain/messages';
import { applyDiscount, bookingCost, sumOre } from '@roombook/domain/money/index';
import { contractHandler, MockHttpError } from '../lib/contract-handler';
import type { MockStore } from '../data/store';
import type { MockCanteenOrder } from '../data/canteen-orders';

/** Whether an instant lies in the report period [startDate, endDate). */
const inPeriod = (at: string, period: { startDate: string; endDate: string }) => {
  const time = Date.parse(at);
  return time >= Date.parse(period.startDate) && time < Date.parse(period.endDate);
};

const lineTotal = (line: { price: number; quantity: number }) => line.price * line.quantity;
const quantityOf = (order: MockCanteenOrder) => order.lines.reduce((sum, line) => sum + line.quantity, 0);
const totalOf = (order: MockCanteenOrder) => sumOre(order.lines.map(lineTotal));

function knownCanteen(store: MockStore, canteenId: number) {
  if (!store.canteens.some((canteen) => canteen.id === canteenId)) throw new MockHttpError(404, ERRORS.notFound);
}

const MINUTE_MS = 60_000;

/**
 * The three reports (§2, §7), computed from the store's orders and bookings like the API: the period is
 * [startDate, endDate); money in øre, line totals rounded once and report totals summed from the lines.
 */
export const reportHandlers = (store: MockStore) => [
  contractHandler(store, contract.report.canteen, ({ body }) => {
    knownCanteen(store, body.canteen);
    const orders = store.canteenOrders
      .filter((order) => order.canteenId === body.canteen && inPeriod(order.createdAt, body))
      .filter((order) =>
        body.company === CANTEEN_REPORT_COMPANY_ALL
          ? true
          : body.company === CANTEEN_REPORT_COMPANY_GUESTS
            ? order.companyId === null
            : order.companyId === body.company,
      );
    const companyName = (id: number | null) => (id === null ? null : (store.companies.find((c) => c.id === id)?.name ?? null));
    return {
      orders: Object.fromEntries(
        orders.map((order) => [
          String(order.id),
          {
            orderNumber: order.orderNumber,
            orderQuantity: quantityOf(order),
            orderTotal: totalOf(order),
            orderDate: order.createdAt,
            companyName: companyName(order.companyId),
            employee: order.employee ? `${order.employee.firstName} ${order.employee.lastName}` : null,
            orderItems: order.lines.map((line) => ({
              itemName: line.name,
              itemPrice: line.price,
              itemQuantity: line.quantity,
              itemTotal: lineTotal(line),
            })),
          },
        ]),
      ),
      totalPrice: sumOre(orders.map(totalOf)),
      totalQuantity: orders.reduce((sum, order) => sum + quantityOf(order), 0),
    };
  }),

  // The caller's company's orders; guests' and other companies' orders never show.
  contractHandler(store, contract.report.company, ({ body, actor }) => {
    knownCanteen(store, body.canteen);
    const companyId = actor.company?.id ?? null;
    return store.canteenOrders
      .filter((order) => companyId !== null && order.companyId === companyId)
      .filter((order) => order.canteenId === body.canteen && inPeriod(order.createdAt, body))
      .map((order) => ({
        id: order.id,
        totalAmount: totalOf(order),
        createdAt: order.createdAt,
        user: order.employee!,
        canteenOrderItems: order.lines.map((line) => ({
          quantity: line.quantity,
          price: lineTotal(line),
          canteenItem: { name: line.name, price: line.price },
        })),
      }));
  }),

  // The calendar's bookings starting in the period; COMPLETED keeps those whose start has passed.
  contractHandler(store, contract.report.booking, ({ body }) => {
    const now = store.now();
    const entries = store.calendar.bookings
      .filter((booking) => inPeriod(booking.bookingStart, body))
      .filter((booking) => body.roomId === null || booking.roomId === body.roomId)
      .filter((booking) => body.companyId === null || booking.user.company?.id === body.companyId)
      .filter((booking) => body.bookingStatus === 'ALL' || Date.parse(booking.bookingStart) <= now)
      .map((booking) => {
        const room = store.rooms.find((r) => r.id === booking.roomId);
        const discount = store.companies.find((c) => c.id === booking.user.company?.id)?.discount ?? 0;
        const hourlyRate = room?.hourlyRate ?? 0;
        const durationMinutes = (Date.parse(booking.bookingEnd) - Date.parse(booking.bookingStart)) / MINUTE_MS;
        const cost = bookingCost({ durationMinutes, hourlyRateOre: hourlyRate, discountPercent: discount });
        return {
          id: booking.id,
          booking,
          hourlyRate,
          hourlyRateDiscounted: applyDiscount(hourlyRate, discount),
          bookingDurationHours: durationMinutes / 60,
          total: cost.total,
          totalWithDiscount: cost.totalWithDiscount,
          discount,
        };
      });
    return {
      entries,
      total: sumOre(entries.map((entry) => entry.total)),
      totalWithDiscount: sumOre(entries.map((entry) => entry.totalWithDiscount)),
    };
  }),
];
