import { SERIES_SCOPE_TEXTS } from '@roombook/domain/bookings/series/scopes';
import { defineHandlers } from '../../../areas';
import { bookingsService } from './bookings-service';

/** Calendar bookings (§7 "Calendar and bookings"): lists of a bounded range, availability, used time, book, change, delete. */
export default defineHandlers('booking', (deps) => {
  const bookings = deps.get(bookingsService);
  return {
    byRoom: { handler: ({ params, query, user }) => bookings.byRoom(user, params.id, query) },
    byLocation: { handler: ({ params, query, user }) => bookings.byLocation(user, params.id, query) },
    availableRooms: { handler: ({ body, user }) => bookings.availableRooms(user, body) },
    usedTime: { handler: ({ params, query, user }) => bookings.usedTime(user, params.locationId, query.date) },
    create: { handler: ({ body, user }) => bookings.create(user, body) },
    seriesPreview: { handler: ({ body, user }) => bookings.seriesPreview(user, body) },
    createSeries: { handler: ({ body, user }) => bookings.createSeries(user, body) },
    update: { handler: ({ params, query, body, user }) => bookings.update(user, params.id, body, query.scope) },
    delete: {
      handler: async ({ params, query, user }) => {
        const deleted = await bookings.delete(user, params.id, query.scope);
        return { message: SERIES_SCOPE_TEXTS.deleted(deleted) };
      },
    },
  };
});
