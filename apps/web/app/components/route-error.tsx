import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { ERRORS } from '@roombook/domain/messages';
import { Alert } from '@roombook/ui/Alert';

/** A screen's error boundary: the error's message (the API's `{ message }` when there is one) in an alert. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <Alert kind="error" title="Something went wrong">
      {routeErrorMessage(error)}
    </Alert>
  );
}

export function routeErrorMessage(error: unknown): string {
  if (!isRouteErrorResponse(error)) return ERRORS.internal;
  const payload: unknown = error.data;
  if (typeof payload === 'object' && payload !== null && 'message' in payload && typeof payload.message === 'string') {
    return payload.message;
  }
  return `${error.status} ${error.statusText}`.trim();
}
