import type { Booking } from '@roombook/domain/bookings/schemas';
import type { ReportedBookingRecord } from '@roombook/domain/reports/assemble-booking-report';
import type { CanteenOrderRecord } from '@roombook/domain/reports/canteen-order';
import type { MockStore } from '../data/store';

/** The company of an order or a booking by id: live, or deleted with its name kept (id null, docs/decisions/027). */
export function companyOf(store: MockStore, id: number | null | undefined) {
  if (id === null || id === undefined) return null;
  const live = store.companies.find((company) => company.id === id);
  if (live) return { id, name: live.name };
  const former = store.formerCompanies.find((company) => company.id === id);
  return former ? { id: null, name: former.name } : null;
}

/** The store's orders as the reports read them: the company's name with each (a deleted company's kept one). */
export const orderRecords = (store: MockStore): CanteenOrderRecord[] =>
  store.canteenOrders.map(({ companyId, ...order }) => ({ ...order, company: companyOf(store, companyId) }));

/**
 * The store's bookings as the booking report reads them: with the price fixed on each, and without the ids of
 * a room, user or company deleted since (their names kept, docs/decisions/027).
 */
export function bookingRecords(store: MockStore): ReportedBookingRecord[] {
  const roomIds = new Set(store.rooms.map((room) => room.id));
  const userIds = new Set(store.users.map((user) => user.id));
  return store.calendar.bookings.map((booking: Booking) => {
    const roomKnown = roomIds.has(booking.roomId);
    const company = booking.user.company ? (companyOf(store, booking.user.company.id) ?? { id: null, name: booking.user.company.name }) : null;
    return {
      booking: {
        ...booking,
        room: roomKnown ? booking.room : { id: null, name: booking.room.name, location: { id: null, name: booking.room.location.name } },
        roomId: roomKnown ? booking.roomId : null,
        userId: userIds.has(booking.userId) ? booking.userId : null,
        user: { ...booking.user, company },
      },
      price: store.calendar.priceOf(booking),
    };
  });
}

