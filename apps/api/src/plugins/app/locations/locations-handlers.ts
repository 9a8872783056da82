import { defineHandlers } from '../../../areas';
import { bookingsService } from '../bookings/bookings-service';
import { locationsService } from './locations-service';
import { IMAGE_FIELD } from '../../external/multipart';

/** Locations: the calendar's `mine`, and Manage Locations (list, create and edit with an image, delete, bulk calls: all or nothing). */
export default defineHandlers('location', (deps) => {
  const bookings = deps.get(bookingsService);
  const locations = deps.get(locationsService);
  return {
    mine: { handler: ({ user }) => bookings.mine(user) },
    // Public like the application it serves, so rate-limited per client as that is.
    public: { handler: () => locations.listPublic(), rateLimit: { max: deps.config.publicRateLimitMax, timeWindow: '1 minute' } },
    list: { handler: () => locations.list() },
    create: { handler: ({ body, files }) => locations.create(body, files[IMAGE_FIELD]) },
    update: { handler: ({ params, body, files }) => locations.update(params.id, body, files[IMAGE_FIELD]) },
    delete: { handler: ({ params }) => locations.delete(params.id) },
    setActive: { handler: ({ body }) => locations.setActive(body.items, true) },
    setInactive: { handler: ({ body }) => locations.setActive(body.items, false) },
    deleteMany: { handler: ({ body }) => locations.deleteMany(body.items) },
  };
});
