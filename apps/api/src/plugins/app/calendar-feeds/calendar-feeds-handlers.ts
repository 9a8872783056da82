import { defineHandlers } from '../../../areas';
import { calendarFeedsService } from './calendar-feeds-service';

/** Calendar feeds (docs/decisions/105). */
export default defineHandlers('calendarFeed', (deps) => {
  const feeds = deps.get(calendarFeedsService);
  return {
    links: { handler: ({ user }) => feeds.links(user) },
    resetLinks: { handler: ({ user }) => feeds.resetLinks(user) },
    bookings: { handler: ({ params }) => feeds.bookingsFeed(params.token) },
    room: { handler: ({ params }) => feeds.roomFeed(params.token, params.id) },
  };
});
