import { TIME_ZONE } from '../../constants';
import type { BookedInterval } from '../../time/usage';
import { copenhagenDate, inCopenhagen, toInstant } from '../../time/zone';
import type { SeriesScope } from './scopes';
import { isoText } from './series-rule';

/**
 * The occurrences of a series changed as the edited one is changed to `body`: the edited one to `body`'s interval,
 * each other one by as many days, to the same Copenhagen time of day, as long (a 09:00 meeting moved to 10:00 is at
 * 10:00 on every day, summer or winter).
 */
export const movedWith = (members: ReadonlyArray<{ bookingStart: string; edited: boolean }>, body: BookedInterval & { bookingStart: string; bookingEnd: string }): Array<{ bookingStart: string; bookingEnd: string }> => {
  const edited = members.find((member) => member.edited);
  const newStart = inCopenhagen(body.bookingStart);
  const minutes = toInstant(body.bookingEnd).since(toInstant(body.bookingStart)).total('minutes');
  const days = edited ? copenhagenDate(edited.bookingStart).until(newStart.toPlainDate()).total('days') : 0;
  return members.map((member) => {
    if (member.edited) return { bookingStart: body.bookingStart, bookingEnd: body.bookingEnd };
    const start = copenhagenDate(member.bookingStart).add({ days }).toZonedDateTime({ timeZone: TIME_ZONE, plainTime: newStart.toPlainTime() }).toInstant();
    return { bookingStart: isoText(start), bookingEnd: isoText(start.add({ minutes })) };
  });
};


/** An occurrence of a series as a change of the series picks it. */
export interface SeriesOccurrenceState {
  id: number;
  bookingStart: string;
  /** The start the rule gave it (its RECURRENCE-ID). */
  occurrenceStart: string;
  /** Changed by itself: a change of the series leaves it. */
  detached: boolean;
}

/**
 * The occurrences a change (or, `withDetached`, a delete) of booking `editedId` with `scope` applies to, by the start
 * the rule gave them: the edited one, and of the others (`following`: from the edited one's on; `all`: every one)
 * those that have not started by `now` and, for a change, were not changed by themselves. What the API's
 * `seriesMembers` selects (the mocks use this).
 */
export function seriesMembersOf<T extends SeriesOccurrenceState>(
  occurrences: readonly T[],
  editedId: number,
  scope: Exclude<SeriesScope, 'this'>,
  /** Milliseconds since the epoch. */
  now: number,
  { withDetached = false } = {},
): Array<T & { edited: boolean }> {
  const edited = occurrences.find((occurrence) => occurrence.id === editedId);
  if (!edited) return [];
  const from = Date.parse(edited.occurrenceStart);
  return occurrences
    .filter(
      (occurrence) =>
        occurrence.id === editedId ||
        (Date.parse(occurrence.bookingStart) > now &&
          (scope === 'all' || Date.parse(occurrence.occurrenceStart) >= from) &&
          (withDetached || !occurrence.detached)),
    )
    .sort((a, b) => Date.parse(a.occurrenceStart) - Date.parse(b.occurrenceStart))
    .map((occurrence) => ({ ...occurrence, edited: occurrence.id === editedId }));
}
