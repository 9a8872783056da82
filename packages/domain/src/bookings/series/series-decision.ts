import type { ApiError } from '../../common/schemas';
import { formatReportDateTime } from '../../reports/format';
import type { BookedInterval } from '../../time/usage';
import { toInstant } from '../../time/zone';
import { bookingDecision, type BookingDecision, type BookingQuestion } from '../rules/booking-decision';
import type { FixedPrice } from '../rules/booking-price';
import type { RoomBooking } from '../rules/counted-bookings';
import { SERIES_MESSAGES } from './page';
import type { SeriesPreview } from './schemas';
import { describeRule, isoText } from './series-rule';

/** A series asked for: a booking's question with its intervals in the place of one, and no booking being changed. */
export type SeriesQuestion = Omit<BookingQuestion, 'interval' | 'editedId'> & { occurrences: readonly BookedInterval[] };

export interface OccurrenceDecision {
  interval: BookedInterval;
  decision: BookingDecision;
}

/**
 * Each occurrence of a series decided as a single booking is (`bookingDecision`: room, times, conflicts,
 * company limits, price), in order, with the occurrences accepted before it added to the bookings it reads:
 * so two occurrences never take one slot, and the daily and weekly limits count the series' own hours. The
 * accepted ones are what booking them one after the other would book.
 */
export function seriesDecision({ occurrences, bookings, ...question }: SeriesQuestion): OccurrenceDecision[] {
  const accepted: RoomBooking[] = [];
  return occurrences.map((interval, index) => {
    const decision = bookingDecision({ ...question, interval, bookings: accepted.length === 0 ? bookings : [...bookings, ...accepted] });
    if (!decision.refused && question.target) {
      accepted.push({
        // Ids no stored booking has: an accepted occurrence is not yet a row.
        id: -(index + 1),
        roomId: question.target.room.id,
        userId: question.booker.userId,
        companyId: question.booker.companyId,
        bookingStart: toInstant(interval.bookingStart).toString(),
        bookingEnd: toInstant(interval.bookingEnd).toString(),
      });
    }
    return { interval, decision };
  });
}

/**
 * What a series' save does with its decisions: the first refusal, its message prefixed with the occurrence's
 * start (Danish, as the reports write it), and nothing is booked; or every occurrence's price, in order. A
 * refusal of the room itself (404) is said as it is.
 */
export function seriesOutcome(decisions: readonly OccurrenceDecision[]): { refused: ApiError; prices?: never } | { prices: FixedPrice[]; refused?: never } {
  const refused = decisions.find((occurrence) => occurrence.decision.refused);
  if (refused?.decision.refused) {
    const { statusCode, message } = refused.decision.refused;
    return { refused: statusCode === 404 ? refused.decision.refused : { statusCode, message: SERIES_MESSAGES.occurrenceRefused(formatReportDateTime(refused.interval.bookingStart), message) } };
  }
  return { prices: decisions.map((occurrence) => occurrence.decision.price!) };
}

/** A previewed series: its rule, in RFC 5545 and in words, and each occurrence with the message that refuses it, or null. */
export const seriesPreviewOf = (rule: string, decisions: readonly OccurrenceDecision[]): SeriesPreview => ({
  rule,
  description: describeRule(rule),
  occurrences: decisions.map(({ interval, decision }) => ({
    bookingStart: isoText(interval.bookingStart),
    bookingEnd: isoText(interval.bookingEnd),
    refusal: decision.refused?.message ?? null,
  })),
});
