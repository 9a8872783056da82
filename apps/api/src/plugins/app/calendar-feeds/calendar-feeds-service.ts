import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { calendarFile } from '@roombook/domain/calendar-files/ics';
import { CALENDAR_FEED_MESSAGES } from '@roombook/domain/calendar-feeds/page';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK, feedCompanyOf, feedEvents } from '@roombook/domain/calendar-feeds/rules/feed-events';
import type { CalendarLinks } from '@roombook/domain/calendar-feeds/schemas';
import { DB_INTEGER_MAX } from '@roombook/domain/constants';
import type { Actor } from '@roombook/domain/permissions/capabilities';
import type { Deps } from '../../../deps';
import { HttpError } from '../../../errors';
import type { FileReply } from '../../../routes/contract-route';
import { uidDomainOf } from '../booking-mails/booking-mailer';
import { bookingsService, type BookingsService } from '../bookings/bookings-service';
import { usersRepository, type SessionUserRecord, type UsersRepository } from '../users/users-repository';
import { calendarFeedsRepository, type CalendarFeedsRepository, type FeedScope } from './calendar-feeds-repository';

const DAY_MS = 86_400_000;
const NOT_FOUND = 'The calendar feed was not found';

/**
 * Calendar feeds (issue 30 §2, docs/decisions/105). A feed's address is `{WEB_URL}/api/feed/{userId}-{mac}`, where
 * `mac` is HMAC-SHA256 (256 bits, base64url) of the user's id and their feed key (`users.calendar_feed_key`) under a
 * key derived from the server's secret: nothing secret is stored, a reset writes a new feed key, and a wrong or old
 * address is 404 like one that never was. Each feed is read as its user may see it now (their role and company,
 * `calendarLocations` for a room), from FEED_DAYS_BACK days ago to FEED_DAYS_AHEAD days ahead.
 */
export class CalendarFeedsService {
  private readonly macKey: Buffer;

  constructor(
    private readonly feeds: CalendarFeedsRepository,
    private readonly users: UsersRepository,
    private readonly calendar: BookingsService,
    private readonly now: () => Date,
    private readonly options: { secret: string; webUrl: string; uidDomain: string },
  ) {
    this.macKey = Buffer.from(hkdfSync('sha256', options.secret, 'roombook-calendar-feed', 'users.calendar_feed_key', 32));
  }

  /** `GET /api/calendar-links`. */
  async links(user: SessionUserRecord): Promise<CalendarLinks> {
    return this.linksWith(user, await this.feeds.key(user.id));
  }

  /** `POST /api/calendar-links/reset`: a new feed key; the old addresses are 404 from now on. */
  async resetLinks(user: SessionUserRecord): Promise<CalendarLinks> {
    return this.linksWith(user, await this.feeds.resetKey(user.id));
  }

  /** `GET /api/feed/{token}`: the user's bookings, and their company's for company roles. */
  async bookingsFeed(token: string): Promise<FileReply> {
    const user = await this.owner(token);
    const scope: FeedScope = { userId: user.id, companyId: feedCompanyOf(user) };
    return this.file(user, scope, CALENDAR_FEED_MESSAGES.bookingsFeedName, 'bookings.ics');
  }

  /** `GET /api/feed/{token}/room/{id}`: a room of the user's calendar (404 for any other). */
  async roomFeed(token: string, roomId: number): Promise<FileReply> {
    const user = await this.owner(token);
    const room = (await this.calendar.mine(user)).flatMap((location) => location.rooms.map((r) => ({ ...r, locationName: location.name }))).find((r) => r.id === roomId);
    if (!room) throw new HttpError(404, NOT_FOUND);
    return this.file(user, { roomId }, CALENDAR_FEED_MESSAGES.roomFeedName(room.name, room.locationName), `room-${roomId}.ics`);
  }

  private async linksWith(user: SessionUserRecord, key: string | undefined): Promise<CalendarLinks> {
    if (key === undefined) throw new HttpError(404, NOT_FOUND);
    const base = `${this.options.webUrl}/api/feed/${this.token(user.id, key)}`;
    const locations = await this.calendar.mine(user);
    return {
      bookings: base,
      withCompany: feedCompanyOf(user) !== null,
      rooms: locations.flatMap((location) =>
        location.rooms.map((room) => ({ roomId: room.id, roomName: room.name, locationName: location.name, url: `${base}/room/${room.id}` })),
      ),
    };
  }

  private token(userId: number, key: string): string {
    return `${userId}-${this.mac(userId, key).toString('base64url')}`;
  }

  private mac(userId: number, key: string): Buffer {
    return createHmac('sha256', this.macKey).update(`${userId}:${key}`).digest();
  }

  /** The user whose address this is, as they are now; 404 for an address that is wrong, old or of a deleted user. */
  private async owner(token: string): Promise<SessionUserRecord> {
    const dash = token.indexOf('-');
    const userId = Number(token.slice(0, dash));
    // Ten digits may be more than an id can be.
    if (!(userId >= 1 && userId <= DB_INTEGER_MAX)) throw new HttpError(404, NOT_FOUND);
    const given = Buffer.from(token.slice(dash + 1), 'base64url');
    const [key, user] = await Promise.all([this.feeds.key(userId), this.users.findSessionById(userId)]);
    if (key === undefined || user === undefined) throw new HttpError(404, NOT_FOUND);
    const expected = this.mac(userId, key);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(404, NOT_FOUND);
    return user;
  }

  private async file(user: SessionUserRecord, scope: FeedScope, name: string, fileName: string): Promise<FileReply> {
    const now = this.now();
    const window = { start: new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS), end: new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS) };
    const { bookings, lastModified } = await this.feeds.feed(scope, window);
    const viewer: Actor = { id: user.id, role: user.role, companyId: user.companyId };
    const text = calendarFile({
      method: 'PUBLISH',
      name,
      // The newest change, not the moment of asking: the same bookings give the same bytes, and the same ETag.
      stamp: (lastModified ?? new Date(0)).toISOString(),
      events: feedEvents(viewer, bookings, this.options.uidDomain),
    });
    const body = Buffer.from(text, 'utf8');
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { fileName, body: Readable.from([body]), validators: { etag, lastModified } };
  }
}

export const calendarFeedsService = (deps: Deps) =>
  new CalendarFeedsService(deps.get(calendarFeedsRepository), deps.get(usersRepository), deps.get(bookingsService), deps.now, {
    secret: deps.config.jwtSecret,
    webUrl: deps.config.webUrl,
    uidDomain: uidDomainOf(deps),
  });
