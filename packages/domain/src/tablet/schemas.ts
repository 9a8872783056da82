import { z } from 'zod';
import { BOOKING_TITLE_MAX, NAME_MAX, TABLET_BOOK_NOW_MINUTES, TABLET_DAY_BOOKINGS_MAX } from '../constants';
import { IsoInstant } from '../common/schemas';
import { idField } from '../common/fields';
import { pinCodeField } from '../kiosk/schemas';
import { KIOSK_MESSAGES, VALIDATION } from '../messages';

/**
 * A booking as the room's tablet shows it (issue 29 §1): its name and the company it is for, as the shared
 * calendar shows every booking of a location to its users (§6 hides only another company's cost, and a tablet
 * shows no cost).
 */
export const TabletBooking = z.object({
  id: z.number().int(),
  name: z.string().max(BOOKING_TITLE_MAX),
  companyName: z.string().max(NAME_MAX).nullable().describe("The booker's company; null for a booker without one (an administrator)"),
  bookingStart: IsoInstant,
  bookingEnd: IsoInstant,
  checkedIn: z.boolean().describe('Whether someone of its company checked in at the tablet (where the location asks for check-in)'),
});
export type TabletBooking = z.infer<typeof TabletBooking>;

/** The room, as its tablet shows it. */
export const TabletRoom = z.object({
  id: z.number().int(),
  name: z.string().max(NAME_MAX),
  image: z.string().nullable().describe('URL of the room image, or null'),
  seatsNumber: z.number().int(),
  locationName: z.string().max(NAME_MAX),
  isActive: z.boolean().describe('An inactive room takes no bookings; its tablet says it is not in use'),
  checkInRequired: z.boolean().describe("Whether the location's bookings must be checked in at the tablet, or are released"),
});
export type TabletRoom = z.infer<typeof TabletRoom>;

/** When the room is next free, on the day of `at` (Europe/Copenhagen). */
export const TabletFreeTime = z.object({
  start: IsoInstant,
  end: IsoInstant.nullable().describe('When the next booking starts; null when nothing is booked after `start` that day'),
});
export type TabletFreeTime = z.infer<typeof TabletFreeTime>;

/**
 * `GET /api/tablet/state`: the room's state at the moment `at` (the server's clock, so that a tablet with a
 * wrong clock still counts right): the booking going on, the rest of the day's bookings, and the next free
 * time (`tabletState`, tablet/rules/tablet-state.ts).
 */
export const TabletState = z.object({
  room: TabletRoom,
  at: IsoInstant.describe('The server’s time of this answer'),
  current: TabletBooking.nullable().describe('The booking going on at `at`; null when the room is free'),
  later: z.array(TabletBooking).max(TABLET_DAY_BOOKINGS_MAX).describe('The bookings after the current one that start later that day, by start'),
  nextFree: TabletFreeTime.nullable().describe('The room is free from `start` (which is `at` when it is free now); null when it is booked to the end of the day'),
});
export type TabletState = z.infer<typeof TabletState>;

/** A company whose staff may book at the tablet's room: one that rents at its location (`GET /api/tablet/companies`). */
export const TabletCompany = z.object({ id: z.number().int(), name: z.string().max(NAME_MAX) });
export type TabletCompany = z.infer<typeof TabletCompany>;

/** Who acts at the tablet: their company and PIN code, as at the canteen kiosk. */
export const TabletPerson = z.object(
  {
    companyId: idField(VALIDATION.chooseCompany),
    pinCode: pinCodeField(),
  },
  { error: KIOSK_MESSAGES.pinFormat },
);
export type TabletPerson = z.infer<typeof TabletPerson>;

const BOOK_NOW_MINUTES_MESSAGE = `Choose ${TABLET_BOOK_NOW_MINUTES.slice(0, -1).join(', ')} or ${TABLET_BOOK_NOW_MINUTES.at(-1)} minutes`;

/**
 * `POST /api/tablet/book-now`: books the room from the quarter hour going on for at least `minutes`, for the
 * person (docs/decisions/101).
 */
export const TabletBookNowBody = z.object({
  minutes: z
    .literal(TABLET_BOOK_NOW_MINUTES, { error: BOOK_NOW_MINUTES_MESSAGE })
    .meta({ minimum: Math.min(...TABLET_BOOK_NOW_MINUTES), maximum: Math.max(...TABLET_BOOK_NOW_MINUTES) }),
  person: TabletPerson,
});
export type TabletBookNowInput = z.input<typeof TabletBookNowBody>;
export type TabletBookNowBody = z.infer<typeof TabletBookNowBody>;

/** `POST /api/tablet/end-early` and `POST /api/tablet/extend`: the booking going on, and who changes it. */
export const TabletChangeBody = z.object({
  bookingId: idField(),
  person: TabletPerson,
});
export type TabletChangeInput = z.input<typeof TabletChangeBody>;
export type TabletChangeBody = z.infer<typeof TabletChangeBody>;

