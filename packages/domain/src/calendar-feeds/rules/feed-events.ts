import type { Actor } from '../../permissions/capabilities';
import { isCompanyRole, type Role } from '../../roles';
import { seesBookingCost } from '../../bookings/rules/visible-cost';
import { bookingUid, type CalendarEvent } from '../../calendar-files/ics';
import { CALENDAR_FEED_MESSAGES } from '../page';

/** How far back and ahead a feed reaches (docs/decisions/105): the last month, and a year ahead. */
export const FEED_DAYS_BACK = 31;
export const FEED_DAYS_AHEAD = 366;

/**
 * Whose company's bookings a user's own feed also holds (issue 30 §2): a CompanyOwner's or CompanyManager's company
 * (`isCompanyRole`); null for everyone else, whose feed holds their own bookings only.
 */
export const feedCompanyOf = (user: { role: Role; companyId: number | null }): number | null => (isCompanyRole(user.role) ? user.companyId : null);

/** A booking as a feed reads it. */
export interface FeedBooking {
  id: number;
  name: string;
  bookingStart: string;
  bookingEnd: string;
  revision: number;
  userId: number | null;
  companyId: number | null;
  bookerName: string;
  companyName: string | null;
  roomName: string;
  locationName: string;
  /** When the booking last changed: its event's DTSTAMP. */
  updatedAt: string;
}

/**
 * A booking as a feed shows it to `viewer` (issue 30 §2): its name and booker where the viewer sees its cost (the
 * booking's company and the administrators, `seesBookingCost`); otherwise only that the room is busy, as another
 * company's booking holds nothing else for them.
 */
export function feedEvent(viewer: Actor, booking: FeedBooking, uidDomain: string): CalendarEvent {
  // A deleted booker is nobody's own.
  const named = seesBookingCost(viewer, { userId: booking.userId ?? Number.NaN, companyId: booking.companyId });
  const booker = booking.companyName ? `${booking.bookerName}, ${booking.companyName}` : booking.bookerName;
  const event: CalendarEvent = {
    uid: bookingUid(booking.id, uidDomain),
    sequence: booking.revision,
    start: booking.bookingStart,
    end: booking.bookingEnd,
    summary: named ? booking.name : CALENDAR_FEED_MESSAGES.busy,
    location: `${booking.roomName}, ${booking.locationName}`,
    stamp: booking.updatedAt,
  };
  if (named) event.description = CALENDAR_FEED_MESSAGES.bookedBy(booker);
  return event;
}
