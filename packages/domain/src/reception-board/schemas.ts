import { z } from 'zod';
import { BOOKING_TITLE_MAX, GUESTS_PER_BOOKING_MAX, NAME_MAX, RECEPTION_BOARD_MEETINGS_MAX, WIFI_NAME_MAX, WIFI_PASSWORD_MAX } from '../constants';
import { Id, IsoInstant } from '../common/schemas';
import { idField, passwordField } from '../common/fields';
import { VALIDATION } from '../messages';

/**
 * The reception board (issue 29 §2, docs/decisions/103): a front-desk tablet signs in with its location and the
 * reception's password, as the canteen kiosk does, and gets a device token of its own kind (`reception_…`).
 */

/** The board's sign-in form and the body of `POST /api/reception-board/sign-in`. */
export const ReceptionSignInBody = z.object({
  locationId: idField(VALIDATION.required),
  /** Typed, never trimmed; any length up to PASSWORD_MAX (a wrong one is the 401, not a form error). */
  password: passwordField(1, VALIDATION.passwordRequired),
});
export type ReceptionSignInInput = z.input<typeof ReceptionSignInBody>;
export type ReceptionSignInBody = z.infer<typeof ReceptionSignInBody>;

/** A location that has a reception: what the sign-in form offers (`GET /api/reception-board/locations`). */
export const ReceptionBoardLocation = z.object({ id: z.number().int(), name: z.string().max(NAME_MAX) });
export type ReceptionBoardLocation = z.infer<typeof ReceptionBoardLocation>;

/** The reception a board is signed in to, with its location and the wifi it gives guests. */
export const BoardReception = z.object({
  id: z.number().int(),
  name: z.string().max(NAME_MAX),
  locationName: z.string().max(NAME_MAX),
  wifiName: z.string().max(WIFI_NAME_MAX).nullable(),
  wifiPass: z.string().max(WIFI_PASSWORD_MAX).nullable(),
});
export type BoardReception = z.infer<typeof BoardReception>;

/** The answer of the sign-in: the device token (sent as the bearer of every board call) and its reception. */
export const ReceptionSession = z.object({
  token: z.string().describe('The device token: send it as `Authorization: Bearer …` on the reception board calls only'),
  reception: BoardReception,
});
export type ReceptionSession = z.infer<typeof ReceptionSession>;

/** A guest as the signed-in reception sees them: the name, and whether they have arrived (never the e-mail). */
export const BoardGuest = z.object({
  id: z.number().int(),
  name: z.string().max(NAME_MAX),
  arrivedAt: IsoInstant.nullable(),
});
export type BoardGuest = z.infer<typeof BoardGuest>;

/** A meeting of the day at the reception's location: room, time, company, host and its expected guests. */
export const BoardMeeting = z.object({
  id: z.number().int(),
  name: z.string().max(BOOKING_TITLE_MAX),
  roomName: z.string().max(NAME_MAX),
  bookingStart: IsoInstant,
  bookingEnd: IsoInstant,
  companyName: z.string().max(NAME_MAX).nullable().describe("The booker's company; null for a booker without one"),
  hostName: z.string().max(2 * NAME_MAX + 1).describe("The booker's first and last name"),
  guests: z.array(BoardGuest).max(GUESTS_PER_BOOKING_MAX),
});
export type BoardMeeting = z.infer<typeof BoardMeeting>;

/**
 * `GET /api/reception-board/board`: the reception, the server's time (so a tablet with a wrong clock still
 * shows the right now and next) and the day's meetings at its location by start (released bookings left out).
 */
export const ReceptionBoard = z.object({
  reception: BoardReception,
  at: IsoInstant.describe('The server’s time of this answer'),
  meetings: z.array(BoardMeeting).max(RECEPTION_BOARD_MEETINGS_MAX),
});
export type ReceptionBoard = z.infer<typeof ReceptionBoard>;

/** `POST /api/reception-board/arrive`: the guest who has arrived. */
export const ArriveBody = z.object({ guestId: Id });
export type ArriveBody = z.infer<typeof ArriveBody>;
