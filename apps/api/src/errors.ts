import type { ApiError } from '@roombook/domain/common/schemas';
import { ERRORS } from '@roombook/domain/messages';

/**
 * An error that the central error handler answers as `{ message, statusCode }` unchanged, with the body's
 * `field` it refuses when it names one (as a schema's refusal does).
 */
export class HttpError extends Error {
  readonly field: string | undefined;

  constructor(readonly statusCode: number, message: string, options?: ErrorOptions & { field?: string }) {
    super(message, options);
    this.name = 'HttpError';
    this.field = options?.field;
  }
}

export const unauthorized = (): HttpError => new HttpError(401, ERRORS.unauthorized);
export const forbidden = (): HttpError => new HttpError(403, ERRORS.forbidden);
export const notFound = (): HttpError => new HttpError(404, ERRORS.notFound);

/**
 * Throws a domain rule's refusal (`{ message, statusCode }`, e.g. `bookingRefusal`, and the `field` it names)
 * as an HttpError; nothing when there is none.
 */
export function refuseWith(refusal: (ApiError & { field?: string }) | null): void {
  if (refusal) throw new HttpError(refusal.statusCode, refusal.message, refusal.field === undefined ? undefined : { field: refusal.field });
}
