import { bookingListRoomIds } from '@roombook/domain/bookings/rules/listed-rooms';
import { bookingsInWindow } from '@roombook/domain/bookings/rules/in-range';
import { withVisibleCost } from '@roombook/domain/bookings/rules/visible-cost';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { contract } from '@roombook/domain/contract/index';
import { ERRORS } from '@roombook/domain/messages';
import { SERIES_SCOPE_TEXTS } from '@roombook/domain/bookings/series/scopes';
import { contractHandler, MockHttpError } from '../lib/contract-handler';
import type { MockStore, MockUser } from '../data/store';

/**
 * Calendar bookings (§7 "Calendar and bookings"), answered from the store's MockCalendar, which calls the
 * domain's booking rules (bookings/rules): no two bookings at once in one room (409), the 15-minute grid
 * and no past bookings (400), company limits (409), only permitted users change or delete (403), used time.
 */
const bookingHandlers = (store: MockStore) => {
  const calendar = store.calendar;
  /** The bookings as the actor gets them: another company's without its cost (`withVisibleCost`). */
  const asSeenBy = (actor: MockUser, bookings: readonly Booking[]) => {
    const viewer = { id: actor.id, role: actor.role, companyId: actor.company?.id ?? null };
    return bookings.map((booking) => withVisibleCost(viewer, booking));
  };
  return [
    contractHandler(store, contract.booking.byRoom, ({ params, query, actor }) => {
      const room = calendar.room(params.id);
      if (!room || !calendar.calendarLocationsOf(actor).some((l) => l.id === room.locationId)) throw new MockHttpError(404, ERRORS.notFound);
      return asSeenBy(actor, bookingsInWindow(calendar.bookings.filter((b) => b.roomId === room.id), query));
    }),
    contractHandler(store, contract.booking.byLocation, ({ params, query, actor }) => {
      // 404 unless the actor sees the location's calendar; then every room of it, inactive ones too (bookingListRoomIds).
      if (!calendar.calendarLocationsOf(actor).some((l) => l.id === params.id)) throw new MockHttpError(404, ERRORS.notFound);
      const roomIds = new Set(bookingListRoomIds(params.id, store.rooms));
      return asSeenBy(actor, bookingsInWindow(calendar.bookings.filter((b) => roomIds.has(b.roomId)), query));
    }),
    contractHandler(store, contract.booking.availableRooms, ({ body, actor }) => calendar.availability(actor, body)),
    contractHandler(store, contract.booking.usedTime, ({ params, query, actor }) => calendar.usedTime(actor, params.locationId, query.date)),
    contractHandler(store, contract.booking.create, ({ body, actor }) => asSeenBy(actor, [calendar.create(actor, body)])[0]!),
    contractHandler(store, contract.booking.seriesPreview, ({ body, actor }) => calendar.seriesPreview(actor, body)),
    contractHandler(store, contract.booking.createSeries, ({ body, actor }) => {
      const series = calendar.createSeries(actor, body);
      return { ...series, bookings: asSeenBy(actor, series.bookings) };
    }),
    contractHandler(store, contract.booking.update, ({ params, query, body, actor }) => asSeenBy(actor, [calendar.update(actor, params.id, body, query.scope)])[0]!),
    contractHandler(store, contract.booking.delete, ({ params, query, actor }) => {
      const deleted = calendar.delete(actor, params.id, query.scope);
      return { message: SERIES_SCOPE_TEXTS.deleted(deleted) };
    }),
  ];
};

export default bookingHandlers;
