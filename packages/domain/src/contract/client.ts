import type { z } from 'zod';
import { ApiError } from '../common/schemas';
import { ERRORS } from '../messages';
import { fillPath, type ApiCall, type CallBody, type CallParams, type CallQuery, type CallResponse, type FileAnswer } from './define';

/**
 * The one contract client (conventions §1): builds the HTTP request of a contract call and reads its
 * answer. The web server, the mocks' stories, the contract suite and the API tests all call through it,
 * so a call is sent and read the same way everywhere:
 *
 * - the path from `call.path` with its `{name}` parameters filled;
 * - the query string from `input.query` (arrays as repeated keys, `undefined`/`null` left out);
 * - the body as JSON, or as multipart form data when the call is `multipart` and `input.files` has a file
 *   (every other field as text, lists and objects as JSON text: spec §5);
 * - the bearer token as `Authorization: Bearer …`;
 * - the answer: the response parsed with `call.response`, or the API's `{ message, statusCode }`; for a
 *   call with a `file` answer, the response itself with its body unread (see `FileResponse`).
 */

/** Shown when the API cannot be reached at all (refused connection, DNS failure, timeout). */
export const API_UNREACHABLE_MESSAGE = 'The roombook service cannot be reached. Please try again later';
/** Shown when the API answers something that does not match the contract. */
export const API_BAD_RESPONSE_MESSAGE = 'The roombook service sent an unexpected answer. Please try again later';

type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call needs: its parameters, query and body where the contract declares them, and the token. */
export type CallInput<C extends ApiCall> = Field<'params', CallParams<C>> &
  Field<'query', CallQuery<C>> &
  Field<'body', CallBody<C>> & {
    /** The access token of a bearer call. */
    token?: string;
    /** Files of a multipart call (spec §5: the image is the field `image`). */
    files?: C['multipart'] extends true ? Readonly<Record<string, Blob>> : undefined;
    /** More request headers (for example X-Forwarded-For). */
    headers?: Readonly<Record<string, string>>;
  };

/**
 * The same input without the contract's types: for tests that send what a caller should NOT send (a null
 * body, a wrong type, an unknown field), which the API must refuse.
 */
export interface LooseCallInput {
  params?: Readonly<Record<string, string | number>>;
  query?: unknown;
  /** `undefined`: no body; anything else (also `null`) is sent as JSON. */
  body?: unknown;
  token?: string;
  files?: Readonly<Record<string, Blob>>;
  headers?: Readonly<Record<string, string>>;
}

/** A request ready for `fetch(url, init)`. */
export interface BuiltRequest {
  method: ApiCall['method'];
  /** `baseUrl` + path + query string. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/** `{ from: 'a', ids: [1, 2] }` → `?from=a&ids=1&ids=2` ('' when nothing is set). */
export const toQueryString = (query: unknown): string => {
  if (query === undefined || query === null) return '';
  if (typeof query !== 'object') throw new TypeError('A query must be an object');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

/** A field of a multipart body: text as is, lists and objects as JSON text (spec §5). */
const toFormValue = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The fields and files of a multipart call as form data (fields that are `undefined` are left out). */
export const toFormData = (body: unknown, files: Readonly<Record<string, Blob>>): FormData => {
  const form = new FormData();
  if (body !== undefined && body !== null) {
    if (typeof body !== 'object' || Array.isArray(body)) throw new TypeError('A multipart body must be an object');
    for (const [name, value] of Object.entries(body)) {
      if (value !== undefined) form.append(name, toFormValue(value));
    }
  }
  for (const [name, file] of Object.entries(files)) form.append(name, file);
  return form;
};

/** Builds the request of a call. Pure: no I/O. */
export function buildRequest<C extends ApiCall>(call: C, input: CallInput<C>, baseUrl?: string): BuiltRequest;
export function buildRequest(call: ApiCall, input: LooseCallInput, baseUrl?: string): BuiltRequest;
export function buildRequest(call: ApiCall, input: LooseCallInput, baseUrl = ''): BuiltRequest {
  // A file call takes its file, or the JSON of a failure.
  const accept = call.file ? `${call.file.mediaType}, application/json` : 'application/json';
  const headers: Record<string, string> = { accept, ...input.headers };
  if (input.token !== undefined) headers.authorization = `Bearer ${input.token}`;
  const url = `${baseUrl}${fillPath(call.path, input.params)}${toQueryString(input.query)}`;
  const files = input.files ?? {};
  if (Object.keys(files).length > 0) {
    if (call.multipart !== true) throw new TypeError(`${call.method} ${call.path} takes no files`);
    // fetch sets the multipart content type with its boundary.
    return { method: call.method, url, headers, body: toFormData(input.body, files) };
  }
  if (input.body === undefined) return { method: call.method, url, headers };
  headers['content-type'] = 'application/json';
  return { method: call.method, url, headers, body: JSON.stringify(input.body) };
}

/** The answer of a call: the parsed response, or the error as the API words it. */
export type CallResult<C extends ApiCall> =
  | { ok: true; status: number; data: CallResponse<C>; raw: unknown }
  | {
      ok: false;
      status: number;
      error: ApiError;
      raw: unknown;
      /** When a success answer did not match the contract: where it left it. */
      outsideContract?: string;
    };

/** The parsed JSON of a body; `null` for an empty one, `undefined` when it is not JSON. */
const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text().catch(() => '');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Where an answer left the contract: the paths of its first issues. */
const issuePaths = (error: z.ZodError): string =>
  error.issues
    .slice(0, 5)
    .map((issue) => issue.path.join('.') || '(root)')
    .join(', ');

/**
 * Reads the answer of a call. A failure keeps the API's own `{ message, statusCode }` (or the HTTP status
 * with its status text when the body is not that shape); a success that does not match `call.response`
 * is a 502 failure with {@link API_BAD_RESPONSE_MESSAGE}.
 */
export async function readResponse<C extends ApiCall>(call: C, response: Response): Promise<CallResult<C>> {
  if (call.file && response.ok) return readFile(call, call.file, response);
  const raw = await readJson(response);
  if (!response.ok) {
    const error = ApiError.safeParse(raw);
    return {
      ok: false,
      status: response.status,
      raw,
      error: error.success ? error.data : { message: response.statusText || ERRORS.internal, statusCode: response.status },
    };
  }
  const parsed = call.response.safeParse(response.status === 204 ? null : raw);
  if (!parsed.success) {
    return {
      ok: false,
      status: 502,
      raw,
      error: { message: API_BAD_RESPONSE_MESSAGE, statusCode: 502 },
      outsideContract: issuePaths(parsed.error),
    };
  }
  return { ok: true, status: response.status, data: parsed.data as CallResponse<C>, raw };
}

/**
 * The success of a call that answers a file: the response itself, unread, when it is a file of the call's
 * media type; anything else (a JSON answer, an HTML page) is outside the contract (502).
 */
async function readFile<C extends ApiCall>(call: C, file: FileAnswer, response: Response): Promise<CallResult<C>> {
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === file.mediaType.toLowerCase() && response.body !== null) {
    return { ok: true, status: response.status, data: response as CallResponse<C>, raw: undefined };
  }
  await response.body?.cancel().catch(() => undefined);
  return {
    ok: false,
    status: 502,
    raw: undefined,
    error: { message: API_BAD_RESPONSE_MESSAGE, statusCode: 502 },
    outsideContract: `Content-Type ${type || '(none)'} instead of ${file.mediaType}`,
  };
}

/** A failed call, thrown by {@link ApiClient.call}: the `{ message, statusCode }` the API answered. */
export class ApiCallError extends Error implements ApiError {
  readonly statusCode: number;

  constructor(message: string, statusCode: number) {
    super(message);
    this.name = 'ApiCallError';
    this.statusCode = statusCode;
  }

  toJSON(): ApiError {
    return { message: this.message, statusCode: this.statusCode };
  }
}

export const isApiCallError = (error: unknown): error is ApiCallError => error instanceof ApiCallError;

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Prefix of every path ('' for the page's own origin in a browser). */
  baseUrl: string;
  /** The transport (default the global fetch; tests pass one that answers in-process). */
  fetch?: Fetch;
  /** Gives up on a call after this long, as unreachable. */
  timeoutMs?: number;
  /** Told about every call that fails without an answer from the API, or answers outside the contract. */
  onTransportError?: (info: { call: ApiCall; url: string; detail: string }) => void;
}

export interface ApiClient {
  /** Sends a call and answers its result; never throws for an HTTP failure. Unreachable → 503. */
  send<C extends ApiCall>(call: C, input: CallInput<C>): Promise<CallResult<C>>;
  send(call: ApiCall, input: LooseCallInput): Promise<CallResult<ApiCall>>;
  /** Sends a call and answers its parsed response; a failure is thrown as an {@link ApiCallError}. */
  call<C extends ApiCall>(call: C, input: CallInput<C>): Promise<CallResponse<C>>;
}

/** A client for one API. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport: Fetch = options.fetch ?? ((url, init) => fetch(url, init));

  const send = async (call: ApiCall, input: LooseCallInput): Promise<CallResult<ApiCall>> => {
    const request = buildRequest(call, input, options.baseUrl);
    let response: Response;
    try {
      response = await transport(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        ...(options.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(options.timeoutMs) }),
      });
    } catch (cause) {
      options.onTransportError?.({ call, url: request.url, detail: cause instanceof Error ? cause.message : String(cause) });
      return { ok: false, status: 503, raw: undefined, error: { message: API_UNREACHABLE_MESSAGE, statusCode: 503 } };
    }
    const result = await readResponse(call, response);
    if (!result.ok && result.outsideContract !== undefined) {
      options.onTransportError?.({ call, url: request.url, detail: `answered outside the contract at: ${result.outsideContract}` });
    }
    return result;
  };

  return {
    send: send as ApiClient['send'],
    async call(call, input) {
      const result = await send(call, input as LooseCallInput);
      if (!result.ok) throw new ApiCallError(result.error.message, result.error.statusCode);
      return result.data as never;
    },
  };
}
