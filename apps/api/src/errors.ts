import type { ApiError } from '@roombook/domain/common/schemas';
import { ERRORS } from '@roombook/domain/messages';

/** An error that the central error handler answers as `{ message, statusCode }` unchanged. */
export class HttpError extends Error {
  constructor(readonly statusCode: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'HttpError';
  }
}

export const unauthorized = (): HttpError => new HttpError(401, ERRORS.unauthorized);
export const forbidden = (): HttpError => new HttpError(403, ERRORS.forbidden);
export const notFound = (): HttpError => new HttpError(404, ERRORS.notFound);

/** Throws a domain rule's refusal (`{ message, statusCode }`, e.g. `bookingRefusal`) as an HttpError; nothing when there is none. */
export function refuseWith(refusal: ApiError | null): void {
  if (refusal) throw new HttpError(refusal.statusCode, refusal.message);
}
