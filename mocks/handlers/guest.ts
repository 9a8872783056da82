import type { Booking } from '@roombook/domain/bookings/schemas';
import { GUESTS_PER_BOOKING_MAX } from '@roombook/domain/constants';
import { contract } from '@roombook/domain/contract/index';
import { GUEST_MESSAGES } from '@roombook/domain/guests/page';
import { guestsAsSeenBy } from '@roombook/domain/guests/rules/guest-visibility';
import { contractHandler, MockHttpError } from '../lib/contract-handler';
import { actorOf } from '../data/bookings';
import { mockGuests } from '../data/guests';
import type { MockStore, MockUser } from '../data/store';

/**
 * The expected guests of a booking (issue 29 §2, docs/decisions/103), kept in `mockGuests`: everyone who sees
 * the booking in their calendar lists them (404 otherwise), another company's only as 'Guest of {company}'
 * (`guestsAsSeenBy`); adding and removing are refused as changing the booking is (`bookingChangeRefusal`,
 * through MockCalendar), and a booking takes at most GUESTS_PER_BOOKING_MAX guests.
 */
const guestHandlers = (store: MockStore) => {
  const guests = mockGuests(store);
  const calendar = store.calendar;
  /** The booking's guests as the actor gets them. */
  const listFor = (actor: MockUser, booking: Booking) =>
    guestsAsSeenBy(actorOf(actor), { userId: booking.userId, companyId: booking.user.company?.id ?? null, companyName: booking.user.company?.name ?? null }, guests.of(booking.id));
  return [
    contractHandler(store, contract.guest.list, ({ params, actor }) => listFor(actor, calendar.visible(actor, params.id))),
    contractHandler(store, contract.guest.add, ({ params, body, actor }) => {
      const booking = calendar.changeable(actor, params.id);
      if (guests.of(booking.id).length >= GUESTS_PER_BOOKING_MAX) throw new MockHttpError(400, GUEST_MESSAGES.tooMany(GUESTS_PER_BOOKING_MAX));
      guests.add(booking.id, body.name, body.email ?? null);
      return listFor(actor, booking);
    }),
    contractHandler(store, contract.guest.remove, ({ params, actor }) => {
      const booking = calendar.changeable(actor, params.id);
      if (guests.find(params.guestId)?.bookingId !== booking.id) throw new MockHttpError(404, GUEST_MESSAGES.notFound);
      guests.remove(params.guestId);
      return listFor(actor, booking);
    }),
  ];
};

export default guestHandlers;
