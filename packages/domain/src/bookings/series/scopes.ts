/**
 * What a change or a delete of an occurrence of a series applies to (issue 30 §3, docs/decisions/106): our words, the
 * spec has none. No zod, so that a screen reads them without loading every call (docs/decisions/062).
 */
import { SUCCESS } from '../../messages';

export const SERIES_SCOPES = ['this', 'following', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

export const SERIES_SCOPE_LABELS: Record<SeriesScope, string> = {
  this: 'This booking',
  following: 'This and the following bookings',
  all: 'All bookings of the series',
};

export const SERIES_SCOPE_TEXTS = {
  /** The question of the edit and delete dialogs of an occurrence. */
  changeWhich: 'This booking repeats. Change which bookings?',
  deleteWhich: 'This booking repeats. Delete which bookings?',
  /** Shown beside "All" (and "The following") of a change: what it leaves alone. */
  allLeaves: 'Bookings that have started, and bookings changed on their own, keep what they are.',
  /** Shown beside "All" of a delete: what it leaves (it takes those changed on their own too). */
  deleteLeaves: 'Bookings that have started are kept.',
  /** A change of several bookings, said by the toast. */
  deleted: (count: number) => (count === 1 ? SUCCESS.bookingDeleted : `${count} bookings deleted`),
} as const;
