import { calendarFile } from '@roombook/domain/calendar-files/ics';
import { CALENDAR_MEDIA_TYPE } from '@roombook/domain/calendar-feeds/contract';
import { CALENDAR_FEED_MESSAGES } from '@roombook/domain/calendar-feeds/page';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK, feedCompanyOf, feedEvents, type FeedBooking } from '@roombook/domain/calendar-feeds/rules/feed-events';
import type { CalendarLinks } from '@roombook/domain/calendar-feeds/schemas';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { contract } from '@roombook/domain/contract/index';
import { contractHandler, MockHttpError } from '../lib/contract-handler';
import { mockState } from '../lib/state';
import { actorOf } from '../data/bookings';
import type { MockStore, MockUser } from '../data/store';

/** The web's address in the mocks' links (`npm run dev:mock` serves the app there). */
const MOCK_WEB_URL = 'http://localhost:3000';
const UID_DOMAIN = 'roombook.local';
const DAY_MS = 86_400_000;
const NOT_FOUND = 'The calendar feed was not found';

/**
 * The secret part of a user's address in the mocks: 43 base64url characters, as the API's HMAC, but made from the
 * user's id and how many times they reset it, so that the stories' pictures are the same every run. Nothing is
 * secret in the mocks; what they keep of the API's rule is that a reset makes a new address and ends the old one.
 */
const mockSecret = (userId: number, generation: number): string => `${userId}r${generation}_`.repeat(43).slice(0, 43);

/** Each user's resets so far (a reset makes the next address). */
const mockFeedGenerations = mockState(() => new Map<number, number>());

const feedBookingOf = (booking: Booking, series: FeedBooking['series']): FeedBooking => ({
  id: booking.id,
  name: booking.name,
  bookingStart: booking.bookingStart,
  bookingEnd: booking.bookingEnd,
  revision: 0,
  userId: booking.userId,
  companyId: booking.user.company?.id ?? null,
  bookerName: `${booking.user.firstName} ${booking.user.lastName}`,
  companyName: booking.user.company?.name ?? null,
  roomName: booking.room.name,
  locationName: booking.room.location.name,
  // The mocks keep no change times: every event says the same, as every file does.
  updatedAt: new Date(0).toISOString(),
  series,
});

/**
 * Calendar feeds (issue 30 §2, docs/decisions/105) with the API's rules: a secret address per user (a reset ends the
 * old one), their bookings and their company's for company roles, and each room of their calendar, another
 * company's bookings there only as Busy (`feedEvent`).
 */
const calendarFeedHandlers = (store: MockStore) => {
  const generations = mockFeedGenerations(store);
  const tokenOf = (user: MockUser): string => `${user.id}-${mockSecret(user.id, generations.get(user.id) ?? 0)}`;
  const linksOf = (user: MockUser): CalendarLinks => {
    const base = `${MOCK_WEB_URL}/api/feed/${tokenOf(user)}`;
    return {
      bookings: base,
      withCompany: feedCompanyOf(actorOf(user)) !== null,
      rooms: store.calendar.calendarLocationsOf(user).flatMap((location) =>
        location.rooms.map((room) => ({ roomId: room.id, roomName: room.name, locationName: location.name, url: `${base}/room/${room.id}` })),
      ),
    };
  };
  const ownerOf = (token: string): MockUser => {
    const user = store.findUser(Number(token.slice(0, token.indexOf('-'))));
    if (!user || tokenOf(user) !== token) throw new MockHttpError(404, NOT_FOUND);
    return user;
  };
  const feed = (user: MockUser, bookings: readonly Booking[], name: string, fileName: string): Response => {
    const now = store.now();
    const [from, to] = [now - FEED_DAYS_BACK * DAY_MS, now + FEED_DAYS_AHEAD * DAY_MS];
    const shown = bookings
      .filter((b) => Date.parse(b.bookingEnd) > from && Date.parse(b.bookingStart) < to)
      .sort((a, b) => Date.parse(a.bookingStart) - Date.parse(b.bookingStart) || a.id - b.id);
    const text = calendarFile({ method: 'PUBLISH', name, stamp: new Date(0).toISOString(), events: feedEvents(actorOf(user), shown.map((b) => feedBookingOf(b, store.calendar.feedSeriesOf(b.id))), UID_DOMAIN) });
    return new Response(text, { headers: { 'content-type': CALENDAR_MEDIA_TYPE, 'content-disposition': `inline; filename="${fileName}"`, 'cache-control': 'private, no-cache' } });
  };
  return [
    contractHandler(store, contract.calendarFeed.links, ({ actor }) => linksOf(actor)),
    contractHandler(store, contract.calendarFeed.resetLinks, ({ actor }) => {
      generations.set(actor.id, (generations.get(actor.id) ?? 0) + 1);
      return linksOf(actor);
    }),
    contractHandler(store, contract.calendarFeed.bookings, ({ params }) => {
      const user = ownerOf(params.token);
      const companyId = feedCompanyOf(actorOf(user));
      const mine = store.calendar.bookings.filter((b) => b.userId === user.id || (companyId !== null && b.user.company?.id === companyId));
      return feed(user, mine, CALENDAR_FEED_MESSAGES.bookingsFeedName, 'bookings.ics');
    }),
    contractHandler(store, contract.calendarFeed.room, ({ params }) => {
      const user = ownerOf(params.token);
      const location = store.calendar.calendarLocationsOf(user).find((l) => l.rooms.some((room) => room.id === params.id));
      const room = location?.rooms.find((r) => r.id === params.id);
      if (!location || !room) throw new MockHttpError(404, NOT_FOUND);
      const ofRoom = store.calendar.bookings.filter((b) => b.roomId === params.id);
      return feed(user, ofRoom, CALENDAR_FEED_MESSAGES.roomFeedName(room.name, location.name), `room-${room.id}.ics`);
    }),
  ];
};

export default calendarFeedHandlers;
