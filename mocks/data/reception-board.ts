import { Temporal } from 'temporal-polyfill';
import type { Booking } from '@roombook/domain/bookings/schemas';
import { byName, compareText } from '@roombook/domain/common/rules/text-order';
import { RECEPTION_BOARD_MEETINGS_MAX } from '@roombook/domain/constants';
import { signInCanteen } from '@roombook/domain/kiosk/rules/kiosk-menu';
import { ERRORS } from '@roombook/domain/messages';
import { RECEPTION_BOARD_MESSAGES } from '@roombook/domain/reception-board/page';
import type {
  ArriveBody,
  BoardMeeting,
  BoardReception,
  ReceptionBoard,
  ReceptionBoardLocation,
  ReceptionSession,
  ReceptionSignInBody,
} from '@roombook/domain/reception-board/schemas';
import { copenhagenDate, epochMillisecondsOf, formatHourMinute, inCopenhagen, startOfCopenhagenDay } from '@roombook/domain/time/zone';
import { MockHttpError } from '../lib/contract-handler';
import { mockState } from '../lib/state';
import { mockGuests } from './guests';
import { mockReceptions, type MockReception } from './receptions';
import type { MockStore } from './store';

/** A signed-in reception board of the mocks: its session and reception (docs/decisions/103). */
export interface MockReceptionSession {
  id: number;
  receptionId: number;
}

const randomToken = () => `reception_${crypto.randomUUID().replaceAll('-', '')}${crypto.randomUUID().replaceAll('-', '')}`;

const BEARER = /^Bearer (\S+)$/;

/** 'HH:mm – HH:mm' of a meeting in Copenhagen time, as the host's e-mail names it. */
const timeRange = (meeting: Pick<BoardMeeting, 'bookingStart' | 'bookingEnd'>) =>
  `${formatHourMinute(inCopenhagen(meeting.bookingStart))} – ${formatHourMinute(inCopenhagen(meeting.bookingEnd))}`;

/**
 * The reception board for the mocks (issue 29 §2, docs/decisions/103), with the API's rules: a board signs in
 * with a location that has a reception and that reception's password (one 401 for a wrong location or
 * password), and gets a device token that ends with the reception's new password or location, or its delete
 * (`MockReceptions.onSessionsEnd`). The board is the reception with its wifi, the store's time and the
 * calendar's bookings in the rooms of its location that overlap today in Copenhagen, each with its host and
 * expected guests (`mockGuests`, without their e-mails). A guest of a meeting on the board arrives once: the
 * booker is mailed the first time.
 */
export class MockReceptionBoard {
  private readonly sessions = new Map<string, MockReceptionSession>();
  private highestSessionId = 0;

  constructor(private readonly store: MockStore) {
    mockReceptions(store).onSessionsEnd((receptionIds) => this.endSessionsOf(receptionIds));
  }

  private get receptions(): readonly MockReception[] {
    return mockReceptions(this.store).records;
  }

  /** `GET /api/reception-board/locations`: the locations that have a reception, by name. */
  locations(): ReceptionBoardLocation[] {
    const withReception = new Set(this.receptions.map((reception) => reception.locationId));
    return this.store.locations.list
      .filter((location) => withReception.has(location.id))
      .map(({ id, name }) => ({ id, name }))
      .sort(byName);
  }

  /** `POST /api/reception-board/sign-in`: the reception at the location with that password, and a new device token. */
  signIn(body: ReceptionSignInBody): ReceptionSession {
    // The kiosk's rule takes any device with a location and a password; the mocks need no constant time.
    const reception = signInCanteen(this.receptions, body, (stored, given) => stored === given);
    if (!reception) throw new MockHttpError(401, RECEPTION_BOARD_MESSAGES.signInFailed);
    const token = randomToken();
    this.highestSessionId += 1;
    this.sessions.set(token, { id: this.highestSessionId, receptionId: reception.id });
    return { token, reception: this.boardReception(reception) };
  }

  /** The session of an `Authorization: Bearer …` header; null for anything else, or one that has ended. */
  sessionFor(authorization: string | null): MockReceptionSession | null {
    const token = authorization === null ? undefined : BEARER.exec(authorization)?.[1];
    return (token === undefined ? undefined : this.sessions.get(token)) ?? null;
  }

  /** `POST /api/reception-board/sign-out`: ends the board's session. */
  signOut(board: MockReceptionSession): { message: string } {
    for (const [token, session] of this.sessions) if (session.id === board.id) this.sessions.delete(token);
    return { message: RECEPTION_BOARD_MESSAGES.signedOut };
  }

  /** Ends the board sessions of receptions (a new password or location, a delete; the API's transaction). */
  endSessionsOf(receptionIds: readonly number[]): void {
    for (const [token, session] of this.sessions) if (receptionIds.includes(session.receptionId)) this.sessions.delete(token);
  }

  /** `GET /api/reception-board/board`: the reception, the store's time and today's meetings at its location. */
  board(board: MockReceptionSession): ReceptionBoard {
    const reception = this.record(board);
    const now = this.store.now();
    const guests = mockGuests(this.store);
    const meetings = this.todaysBookings(reception.locationId, now).map(
      ({ booking, roomName }): BoardMeeting => ({
        id: booking.id,
        name: booking.name,
        roomName,
        bookingStart: booking.bookingStart,
        bookingEnd: booking.bookingEnd,
        companyName: booking.user.company?.name ?? null,
        hostName: `${booking.user.firstName} ${booking.user.lastName}`,
        guests: guests.of(booking.id).map(({ id, name, arrivedAt }) => ({ id, name, arrivedAt })),
      }),
    );
    return { reception: this.boardReception(reception), at: new Date(now).toISOString(), meetings };
  }

  /**
   * `POST /api/reception-board/arrive`: a guest of a meeting on this board has arrived (404 `guestNotHere` for
   * anyone else). The first time, the booker is mailed; answers the board.
   */
  arrive(board: MockReceptionSession, { guestId }: ArriveBody): ReceptionBoard {
    const before = this.board(board);
    const guests = mockGuests(this.store);
    const guest = guests.find(guestId);
    const meeting = guest && before.meetings.find((m) => m.id === guest.bookingId);
    if (!guest || !meeting) throw new MockHttpError(404, RECEPTION_BOARD_MESSAGES.guestNotHere);
    if (guests.arrive(guestId, before.at)) {
      const booking = this.store.calendar.bookings.find((b) => b.id === meeting.id);
      const host = booking && this.store.findUser(booking.userId);
      if (host) {
        this.store.mail({
          to: host.email,
          subject: `${guest.name} has arrived · roombook`,
          text:
            `Hello ${host.firstName},\n\n${guest.name} has arrived at the reception of ${before.reception.locationName} ` +
            `for ${meeting.name} (${meeting.roomName}, ${timeRange(meeting)}).\n`,
        });
      }
    }
    return this.board(board);
  }

  /** The calendar's bookings in the rooms of a location that overlap the Copenhagen day of `now`, by start then room. */
  private todaysBookings(locationId: number, now: number): Array<{ booking: Booking; roomName: string }> {
    const day = copenhagenDate(Temporal.Instant.fromEpochMilliseconds(now));
    const from = startOfCopenhagenDay(day).epochMilliseconds;
    const to = startOfCopenhagenDay(day.add({ days: 1 })).epochMilliseconds;
    const rooms = new Map(this.store.rooms.filter((room) => room.locationId === locationId).map((room) => [room.id, room.name]));
    return this.store.calendar.bookings
      .filter((b) => rooms.has(b.roomId) && epochMillisecondsOf(b.bookingStart) < to && epochMillisecondsOf(b.bookingEnd) > from)
      .map((booking) => ({ booking, roomName: rooms.get(booking.roomId)! }))
      .sort((a, b) => epochMillisecondsOf(a.booking.bookingStart) - epochMillisecondsOf(b.booking.bookingStart) || compareText(a.roomName, b.roomName))
      .slice(0, RECEPTION_BOARD_MEETINGS_MAX);
  }

  private record(board: MockReceptionSession): MockReception {
    const record = this.receptions.find((reception) => reception.id === board.receptionId);
    // A session outlives no reception (endSessionsOf); this guards a store changed by hand.
    if (!record) throw new MockHttpError(401, ERRORS.unauthorized);
    return record;
  }

  private boardReception({ id, name, locationId, wifiName, wifiPass }: MockReception): BoardReception {
    const locationName = this.store.locations.list.find((location) => location.id === locationId)?.name ?? '';
    return { id, name, locationName, wifiName, wifiPass };
  }
}

/** The reception boards' state in a store: their device sessions. */
export const mockReceptionBoard = mockState((store) => new MockReceptionBoard(store));

/** The board session of an `Authorization: Bearer …` header, as the API finds it; null when none. */
export const receptionSessionFor = (store: MockStore, authorization: string | null): MockReceptionSession | null =>
  mockReceptionBoard(store).sessionFor(authorization);
