import { seesBookingCost, type CostOwner } from '../../bookings/rules/visible-cost';
import type { Actor } from '../../permissions/capabilities';
import { GUEST_MESSAGES } from '../page';
import type { BookingGuest } from '../schemas';

/**
 * Whether the viewer may see the names and e-mails of a booking's guests (issue 29 §2, docs/decisions/103):
 * guests' data is personal data, so only the booking's company (its booker and their colleagues) and the
 * administrators see it, the same people who see the booking's cost.
 */
export const seesGuestNames = (viewer: Actor, owner: CostOwner): boolean => seesBookingCost(viewer, owner);

/**
 * A booking's guests as the viewer gets them: whole where `seesGuestNames`, otherwise each as 'Guest of
 * {company}' (or 'Guest' for a booker without a company) with no e-mail, so that the calendar can say that
 * guests are expected without saying who.
 */
export function guestsAsSeenBy(viewer: Actor, owner: CostOwner & { companyName: string | null }, guests: readonly BookingGuest[]): BookingGuest[] {
  if (seesGuestNames(viewer, owner)) return [...guests];
  const name = owner.companyName === null ? GUEST_MESSAGES.guestOfReception : GUEST_MESSAGES.guestOf(owner.companyName);
  return guests.map((guest) => ({ ...guest, name, email: null }));
}
