import type { ApiError } from '../../common/schemas';
import { SERVER_MESSAGES } from '../../messages';
import { fixedPrice, type FixedPrice } from './booking-price';
import { bookingRefusal, type BookingRequest, type TargetRoom } from './booking-refusal';

/**
 * What a new or changed booking is checked and priced against, as the database holds it: the room (with its
 * hourly rate), its location's state, and the discount of the company the booking counts against (0
 * without one). Every fact `bookingDecision` reads about the target is here, and nothing else: a write that
 * re-checks the target compares exactly these (the API's guarded insert, docs/decisions/067).
 */
export interface TargetFacts {
  room: TargetRoom & { hourlyRate: number | null };
  location: { id: number; isActive: boolean };
  discountPercent: number;
}

/** A booking's decision: refused, as the API answers it, or the price it is saved with. */
export type BookingDecision = { refused: ApiError; price?: never } | { price: FixedPrice; refused?: never };

export type BookingQuestion = Omit<BookingRequest, 'room'> & {
  /** The requested room's facts; undefined when there is no room with that id. */
  target: TargetFacts | undefined;
};

/**
 * Whether a new or changed booking may be saved, and at which price: `bookingRefusal` first, then the
 * `fixedPrice` of the interval at the room's rate and the company's discount. A price past what øre hold
 * (centuries at a room's highest rate) is refused as invalid input, as any value out of range is.
 */
export function bookingDecision({ target, ...request }: BookingQuestion): BookingDecision {
  const refused = bookingRefusal({ ...request, room: target?.room });
  if (refused) return { refused };
  try {
    return { price: fixedPrice(request.interval, { hourlyRate: target!.room.hourlyRate, discountPercent: target!.discountPercent }) };
  } catch (error) {
    if (error instanceof RangeError) return { refused: { statusCode: 400, message: SERVER_MESSAGES.invalidInput } };
    throw error;
  }
}
