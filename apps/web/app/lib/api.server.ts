import { data, type AppLoadContext } from '@remix-run/node';
import { ApiError } from '@roombook/domain/common/schemas';
import {
  fillPath,
  type ApiCall,
  type CallBody,
  type CallParams,
  type CallResponse,
} from '@roombook/domain/contract/define';
import { ERRORS } from '@roombook/domain/messages';

/** Where the API lives: a runtime setting (`API_URL`), read on every call. */
export const DEFAULT_API_URL = 'http://localhost:3001';
export const apiBaseUrl = (apiUrl: string | undefined = process.env.API_URL): string =>
  (apiUrl?.trim() || DEFAULT_API_URL).replace(/\/+$/, '');

/** How long one API call may take before the web server gives up on it. */
export const API_TIMEOUT_MS = 15_000;

/** Shown when the API cannot be reached at all (refused connection, DNS failure, timeout). */
export const API_UNREACHABLE_MESSAGE = 'The roombook service cannot be reached. Please try again later';
/** Shown when the API answers something that does not match the contract. */
export const API_BAD_RESPONSE_MESSAGE = 'The roombook service sent an unexpected answer. Please try again later';

/** A failed API call, in the API's own error shape (`{ message, statusCode }`, spec §8). */
export class ApiFailure extends Error implements ApiError {
  readonly statusCode: number;

  constructor(message: string, statusCode: number) {
    super(message);
    this.name = 'ApiFailure';
    this.statusCode = statusCode;
  }

  toJSON(): ApiError {
    return { message: this.message, statusCode: this.statusCode };
  }
}

export const isApiFailure = (error: unknown): error is ApiFailure => error instanceof ApiFailure;

/** A failure as error data for a loader to throw: its error boundary gets `{ message, statusCode }`. */
export const apiErrorData = (failure: ApiFailure) => data(failure.toJSON(), { status: failure.statusCode });

type Optional<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What a call needs: path parameters and a body when the contract declares them, and the access token. */
export type CallOptions<C extends ApiCall> = Optional<'params', CallParams<C>> &
  Optional<'body', CallBody<C>> & {
    token?: string;
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

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Calls one `/api` endpoint through its contract declaration: fills the path, sends the JSON body and the
 * bearer token, and answers the response parsed with the call's response schema. Every failure is thrown
 * as an `ApiFailure`: the API's own `{ message, statusCode }`, 503 when the API cannot be reached, 502
 * when its answer does not match the contract.
 */
export async function callApi<C extends ApiCall>(call: C, options: CallOptions<C>): Promise<CallResponse<C>> {
  const { params, body, token, forwardedFor: clientChain, baseUrl } = options as {
    params?: Record<string, string | number>;
    body?: unknown;
    token?: string;
    forwardedFor?: string;
    baseUrl?: string;
  };
  const url = `${baseUrl ?? apiBaseUrl()}${fillPath(call.path, params)}`;
  const headers = new Headers({ accept: 'application/json' });
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
  if (clientChain !== undefined) headers.set('x-forwarded-for', clientChain);

  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (cause) {
    console.error(`API ${call.method} ${url} failed:`, cause instanceof Error ? cause.message : cause);
    throw new ApiFailure(API_UNREACHABLE_MESSAGE, 503);
  }

  const payload = await readJson(response).catch(() => undefined);
  if (!response.ok) {
    const error = ApiError.safeParse(payload);
    if (error.success) throw new ApiFailure(error.data.message, error.data.statusCode);
    throw new ApiFailure(response.statusText || ERRORS.internal, response.status);
  }

  const parsed = call.response.safeParse(response.status === 204 ? null : payload);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    console.error(`API ${call.method} ${url} answered outside the contract at: ${fields}`);
    throw new ApiFailure(API_BAD_RESPONSE_MESSAGE, 502);
  }
  return parsed.data as CallResponse<C>;
}
