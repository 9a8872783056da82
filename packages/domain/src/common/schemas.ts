import { z } from 'zod';

/** Every API error answers this shape (spec §7, §8): the message shown in a toast and the HTTP status. */
export const ApiError = z.object({
  message: z.string(),
  statusCode: z.number().int(),
});
export type ApiError = z.infer<typeof ApiError>;

export const Id = z.coerce.number().int().positive();
/** Path parameters of `/{id}` routes. */
export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

/** Bulk actions send a list of ids named `items` (spec §3). */
export const ItemsBody = z.object({ items: z.array(z.number().int().positive()).min(1) });
export type ItemsBody = z.infer<typeof ItemsBody>;
/** The room bulk handlers name the list `idList` (spec §3); they accept either name. */
export const RoomItemsBody = z
  .object({
    items: z.array(z.number().int().positive()).min(1).optional(),
    idList: z.array(z.number().int().positive()).min(1).optional(),
  })
  .refine((b) => b.items !== undefined || b.idList !== undefined, { message: 'items is required', path: ['items'] });
export type RoomItemsBody = z.infer<typeof RoomItemsBody>;

/** A plain confirmation answer: `{ message }`, the text the web app toasts. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** ISO-8601 instant with offset, as the API sends and accepts it. */
export const IsoInstant = z.iso.datetime({ offset: true });

/** An empty body (for calls whose request carries nothing). */
export const EmptyBody = z.object({}).strict();
