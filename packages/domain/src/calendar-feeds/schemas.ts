import { z } from 'zod';
import { cleanText } from '../common/fields';
import { Id } from '../common/schemas';
import { NAME_MAX } from '../constants';

/** The largest number of rooms a user's calendar links list: as many as the rooms of the calendar. */
export const CALENDAR_LINK_ROOMS_MAX = 2_000;
/** A feed address is at most this long (the web's address, then `/api/feed/…`). */
const URL_MAX = 2_048;

const FEED_TOKEN = /^\d{1,10}-[A-Za-z0-9_-]{43}$/;
/** A feed's secret: the user's id and the HMAC of their feed key (256 bits, base64url). */
export const FeedToken = cleanText({ max: 64 }).regex(FEED_TOKEN, 'Not a calendar feed address').meta({ pattern: FEED_TOKEN.source });

export const FeedParams = z.object({ token: FeedToken });
export type FeedParams = z.infer<typeof FeedParams>;

export const RoomFeedParams = z.object({ token: FeedToken, id: Id });
export type RoomFeedParams = z.infer<typeof RoomFeedParams>;

/** A room's feed address, for the Profile's list. */
export const RoomFeedLink = z.object({
  roomId: Id,
  roomName: z.string().max(NAME_MAX),
  locationName: z.string().max(NAME_MAX),
  url: z.string().max(URL_MAX),
});
export type RoomFeedLink = z.infer<typeof RoomFeedLink>;

/** The user's feed addresses: their bookings (and their company's), and each room of their calendar. */
export const CalendarLinks = z.object({
  bookings: z.string().max(URL_MAX),
  /** Whether the bookings feed also holds the company's bookings (company roles). */
  withCompany: z.boolean(),
  rooms: z.array(RoomFeedLink).max(CALENDAR_LINK_ROOMS_MAX),
});
export type CalendarLinks = z.infer<typeof CalendarLinks>;
