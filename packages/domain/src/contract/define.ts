import { z } from 'zod';
import type { Role } from '../roles';

/** The media type of an .xlsx workbook (the reports' Excel downloads). */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a call answers when its success is a file, not JSON (docs/decisions/037). */
export interface FileAnswer {
  /** The file's media type: the answer's Content-Type. */
  readonly mediaType: string;
}

/**
 * The `response` of a call with a `file` answer: the HTTP response itself, its body the file, unread, so
 * that a caller can stream it on (the web server to the browser) or read it (tests). The API answers the
 * file with a Content-Disposition naming it; a failure is the usual `{ message, statusCode }` JSON.
 */
export const FileResponse = z.custom<Response>((value) => typeof Response !== 'undefined' && value instanceof Response, {
  error: 'Expected a file',
});

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call: anyone, a signed-in user (access token), a signed-in kiosk (device token), a room's
 * tablet (its tablet code), or a signed-in reception board (its device token, docs/decisions/103).
 */
export type ApiAuth = 'public' | 'bearer' | 'device' | 'tablet' | 'reception';

/**
 * One `/api` call, declared once (conventions §1). The API registers its route from this,
 * the web client calls through it, and the MSW mocks answer through it.
 *
 * - `path` uses `{name}` placeholders, as the spec writes them (`/api/user/{id}`).
 * - `auth: 'public'` calls carry no credential (spec §6); `'bearer'` calls need a valid access token of a
 *   signed-in user; `'device'` calls need the device token of a signed-in canteen kiosk (docs/decisions/038);
 *   `'tablet'` calls need a room's tablet code, sent as `tablet_{code}` (docs/decisions/100); `'reception'` calls
 *   need the device token of a signed-in reception board (docs/decisions/103). Each travels as
 *   `Authorization: Bearer …`, and none is taken where another belongs (401).
 * - `roles`, when present, lists the roles that may make the call at all; finer rules (company scope,
 *   own-row rules) are enforced by the API's services with the domain's permission predicates.
 * - `multipart: true` means the body may also arrive as multipart form data with the same fields, list
 *   fields as JSON text, and an optional file field `image` (spec §5).
 * - `successMessage` is the §8 toast for a successful call, when the spec names one.
 * - `file`: the call answers a file of that media type instead of JSON; its `response` is `FileResponse`.
 */
export interface ApiCall {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: ApiAuth;
  readonly summary: string;
  readonly roles?: readonly Role[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly multipart?: boolean;
  readonly status?: 200 | 201 | 204;
  readonly response: z.ZodType;
  readonly successMessage?: string;
  readonly file?: FileAnswer;
}

/** Declares a call and keeps its literal types. */
export const defineCall = <const C extends ApiCall>(call: C): C => call;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

export type CallParams<C extends ApiCall> = Input<C['params']>;
export type CallQuery<C extends ApiCall> = Input<C['query']>;
export type CallBody<C extends ApiCall> = Input<C['body']>;
export type CallResponse<C extends ApiCall> = Infer<C['response']>;

/** `/api/user/{id}` → `/api/user/:id` (fastify and MSW style). */
export const toRoutePattern = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills `{name}` placeholders; every placeholder must have a value. */
export const fillPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
