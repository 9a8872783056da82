import { z } from 'zod';
import { BULK_IDS_MAX, DB_INTEGER_MAX, ISO_INSTANT_MAX } from '../constants';
import { boundedList, FORM_MESSAGES } from './fields';

/** Every API error answers this shape (spec §7, §8): the message shown in a toast and the HTTP status. */
export const ApiError = z.object({
  message: z.string(),
  statusCode: z.number().int(),
});
export type ApiError = z.infer<typeof ApiError>;

/**
 * A record id in a path or a query: a whole number from 1 to PostgreSQL's integer maximum, so that a huge id
 * is refused here and never reaches the database.
 */
export const Id = z.coerce.number().int().positive().max(DB_INTEGER_MAX, FORM_MESSAGES.tooLarge(DB_INTEGER_MAX));
/** Path parameters of `/{id}` routes. */
export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

/** The ids of a bulk action: 1 to BULK_IDS_MAX record ids. */
const bulkIds = () =>
  boundedList(z.number().int().positive().max(DB_INTEGER_MAX, FORM_MESSAGES.tooLarge(DB_INTEGER_MAX)), {
    min: 1,
    max: BULK_IDS_MAX,
  });

/** Bulk actions send a list of ids named `items` (spec §3). */
export const ItemsBody = z.object({ items: bulkIds() });
export type ItemsBody = z.infer<typeof ItemsBody>;
/** The room bulk handlers name the list `idList` (spec §3); they accept either name. */
export const RoomItemsBody = z
  .object({
    items: bulkIds().optional(),
    idList: bulkIds().optional(),
  })
  .refine((b) => b.items !== undefined || b.idList !== undefined, { message: 'items is required', path: ['items'] });
export type RoomItemsBody = z.infer<typeof RoomItemsBody>;
/** The ids of a room bulk action: those of `items` and of `idList` (a body may send both). */
export const roomItemIds = (body: RoomItemsBody): number[] => [...(body.items ?? []), ...(body.idList ?? [])];

/** A plain confirmation answer: `{ message }`, the text the web app toasts. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** A fraction of a second finer than nanoseconds: zod's format takes any number of digits, Temporal and PostgreSQL do not. */
const FINER_THAN_NANOSECONDS = /\.\d{10}/;
/** An offset at the end of an instant, `+hh:mm` or `+hhmm`. */
const OFFSET = /([+-])(\d{2}):?(\d{2})$/;
/** The widest offset any place on Earth keeps (UTC+14:00); PostgreSQL reads none beyond ±15:59, zod's format takes ±23:59. */
const MAX_OFFSET_MINUTES = 14 * 60;
const offsetOnEarth = (value: string): boolean => {
  const match = OFFSET.exec(value);
  return match === null || Number(match[2]) * 60 + Number(match[3]) <= MAX_OFFSET_MINUTES;
};
/**
 * Whether the fraction is fine enough and the offset one a clock keeps; a text that is too long has its own
 * message already.
 */
const readableFraction = (value: string): boolean =>
  value.length > ISO_INSTANT_MAX || (!FINER_THAN_NANOSECONDS.test(value) && offsetOnEarth(value));

/**
 * An ISO-8601 instant with an offset: `error` answers a missing or malformed one; `invalid` one longer than
 * ISO_INSTANT_MAX characters or with more than nine fractional digits, which no reader of instants takes.
 */
export const isoInstantField = (error: z.core.$ZodISODateTimeParams['error'], invalid: string) =>
  z.iso
    .datetime({ offset: true, error })
    .max(ISO_INSTANT_MAX, invalid)
    .refine(readableFraction, invalid);

/** ISO-8601 instant with offset, as the API sends and accepts it (at most ISO_INSTANT_MAX characters). */
export const IsoInstant = z.iso
  .datetime({ offset: true })
  .max(ISO_INSTANT_MAX, FORM_MESSAGES.tooLong(ISO_INSTANT_MAX))
  .refine(readableFraction, 'Invalid ISO datetime');
