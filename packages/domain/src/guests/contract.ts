import { z } from 'zod';
import { defineArea } from '../contract/area';
import { defineCall } from '../contract/define';
import { IdParams } from '../common/schemas';
import { GUESTS_PER_BOOKING_MAX } from '../constants';
import { GUEST_MESSAGES } from './page';
import { BookingGuest, GuestBody, GuestParams } from './schemas';

const GuestList = z.array(BookingGuest).max(GUESTS_PER_BOOKING_MAX);

/**
 * The expected guests of a booking (issue 29 §2, docs/decisions/103). Whoever may change the booking (§6,
 * `bookingChangeRefusal`) adds and removes them; everyone who sees the booking lists them, with names and
 * e-mails only for the booking's company and the administrators (`guestsAsSeenBy`).
 */
const guestCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/guest/booking/{id}',
    auth: 'bearer',
    summary: "A booking's expected guests; another company's guests only as 'Guest of {company}'",
    params: IdParams,
    response: GuestList,
  }),
  add: defineCall({
    method: 'POST',
    path: '/api/guest/booking/{id}',
    auth: 'bearer',
    summary: 'Adds an expected guest (name, optional e-mail) to a booking; answers its guests',
    params: IdParams,
    body: GuestBody,
    status: 201,
    response: GuestList,
    successMessage: GUEST_MESSAGES.added,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/guest/booking/{id}/{guestId}',
    auth: 'bearer',
    summary: "Removes an expected guest from a booking; answers its guests",
    params: GuestParams,
    response: GuestList,
    successMessage: GUEST_MESSAGES.removed,
  }),
} as const;

export const guestArea = defineArea({
  name: 'guest',
  calls: guestCalls,
  targets: { list: 'booking', add: 'booking', remove: 'booking' },
});
