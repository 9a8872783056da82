import { data, type AppLoadContext } from '@remix-run/node';
import {
  API_BAD_RESPONSE_MESSAGE,
  API_UNREACHABLE_MESSAGE,
  ApiCallError,
  createApiClient,
  isApiCallError,
  type CallInput,
} from '@roombook/domain/contract/client';
import type { ApiCall, CallResponse } from '@roombook/domain/contract/define';
import { currentRequestId, REQUEST_ID_HEADER } from '../../request-log.js';

/** Where the API lives: a runtime setting (`API_URL`), read on every call. */
const DEFAULT_API_URL = 'http://localhost:3001';
export const apiBaseUrl = (apiUrl: string | undefined = process.env.API_URL): string =>
  (apiUrl?.trim() || DEFAULT_API_URL).replace(/\/+$/, '');

/** How long one API call may take before the web server gives up on it. */
const API_TIMEOUT_MS = 15_000;
/** A file (a report's workbook) streams for longer: a year of rows to a slow browser. */
const FILE_TIMEOUT_MS = 600_000;

export { API_BAD_RESPONSE_MESSAGE, API_UNREACHABLE_MESSAGE, ApiCallError, isApiCallError };

/** A failure as error data for a loader to throw: its error boundary gets `{ message, statusCode }`. */
export const apiErrorData = (failure: ApiCallError) => data(failure.toJSON(), { status: failure.statusCode });

/** What a call needs: the contract client's input, and where the browser is. */
export type CallOptions<C extends ApiCall> = CallInput<C> & {
  /** The browser's address chain, sent as X-Forwarded-For (see `forwardedFor`). */
  forwardedFor?: string;
  /** For tests: the base URL to use instead of `API_URL`. */
  baseUrl?: string;
};

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The browser's address, set by server.js from the connection (or a trusted proxy's header). */
    clientAddress?: string;
  }
}

/**
 * The browser's address for the API's per-client limits (sign-in rate limit), sent as X-Forwarded-For.
 * The production server (server.js) puts it in the load context. Without that context (remix vite:dev),
 * a proxy's X-Forwarded-For is used only when TRUST_PROXY=true, since a browser could send any address.
 */
export const forwardedFor = (
  request: Request,
  context: AppLoadContext = {},
  trustProxy: boolean = process.env.TRUST_PROXY === 'true',
): string | undefined =>
  context.clientAddress || (trustProxy ? request.headers.get('x-forwarded-for')?.trim() || undefined : undefined);

const logTransportError = ({ call, url, detail }: { call: ApiCall; url: string; detail: string }) =>
  console.error(`API ${call.method} ${url.replace(/\?.*$/, '')} failed: ${detail}`);

/**
 * Calls one `/api` endpoint through the contract client (`@roombook/domain/contract/client`) and answers
 * the response parsed with the call's response schema. Every failure is thrown as an `ApiCallError`: the
 * API's own `{ message, statusCode }`, 503 when the API cannot be reached, 502 when its answer does not
 * match the contract. Inside a request to the web server (server.js), the call carries that request's id
 * (X-Request-Id), so that the API's log line of the call names the same user action (docs/decisions/081).
 */
export function callApi<C extends ApiCall>(call: C, options: CallOptions<C>): Promise<CallResponse<C>> {
  const { forwardedFor: clientChain, baseUrl, ...input } = options;
  const client = createApiClient({
    baseUrl: baseUrl ?? apiBaseUrl(),
    timeoutMs: call.file ? FILE_TIMEOUT_MS : API_TIMEOUT_MS,
    onTransportError: logTransportError,
  });
  const requestId = currentRequestId();
  const headers =
    clientChain === undefined && requestId === undefined
      ? input.headers
      : {
          ...input.headers,
          ...(clientChain === undefined ? {} : { 'x-forwarded-for': clientChain }),
          ...(requestId === undefined ? {} : { [REQUEST_ID_HEADER]: requestId }),
        };
  return client.call(call, { ...input, ...(headers ? { headers } : {}) } as CallInput<C>);
}
