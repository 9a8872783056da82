import { defineArea } from '../contract/area';
import { defineCall, FileResponse } from '../contract/define';
import { CALENDAR_FEED_MESSAGES } from './page';
import { CalendarLinks, FeedParams, RoomFeedParams } from './schemas';

/** A feed's media type (RFC 5545). */
export const CALENDAR_MEDIA_TYPE = 'text/calendar';
const feedFile = { file: { mediaType: CALENDAR_MEDIA_TYPE }, response: FileResponse } as const;

/**
 * Calendar feeds (issue 30 §2, docs/decisions/105). Each user has a secret feed address of their bookings (and
 * their company's, for company roles), and one for each room of their calendar; the feeds answer a calendar file
 * without a sign-in (a calendar program polls them), with an ETag and a Last-Modified. Resetting ends every old
 * address at once. The addresses are on the web's address (`WEB_URL`), which passes `/api/feed/…` to the API.
 */
const calendarFeedCalls = {
  links: defineCall({
    method: 'GET',
    path: '/api/calendar-links',
    auth: 'bearer',
    summary: "The user's calendar feed addresses: their bookings, and each room of their calendar",
    response: CalendarLinks,
  }),
  resetLinks: defineCall({
    method: 'POST',
    path: '/api/calendar-links/reset',
    auth: 'bearer',
    summary: "Makes new calendar feed addresses for the user; the old ones answer 404 from then on",
    response: CalendarLinks,
    successMessage: CALENDAR_FEED_MESSAGES.wasReset,
  }),
  bookings: defineCall({
    method: 'GET',
    path: '/api/feed/{token}',
    auth: 'public',
    summary: "A user's bookings (and their company's) as a calendar file, by the feed's secret address",
    params: FeedParams,
    ...feedFile,
  }),
  room: defineCall({
    method: 'GET',
    path: '/api/feed/{token}/room/{id}',
    auth: 'public',
    summary: "A room's bookings as a calendar file, as the feed's user may see them (another company's only as Busy)",
    params: RoomFeedParams,
    ...feedFile,
  }),
} as const;

export const calendarFeedArea = defineArea({
  name: 'calendarFeed',
  calls: calendarFeedCalls,
  targets: { links: 'none', resetLinks: 'none', bookings: 'none', room: 'none' },
});
