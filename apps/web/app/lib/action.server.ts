import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import type { ApiError } from '@roombook/domain/common/schemas';
import type { CallInput } from '@roombook/domain/contract/client';
import type { ApiCall, CallResponse } from '@roombook/domain/contract/define';
import { parseCallRequest } from '@roombook/domain/contract/request';
import { displayErrorMessage } from '@roombook/domain/messages';
import type { SessionUser } from '@roombook/domain/users/schemas';
import type { z } from 'zod';
import { callApi, forwardedFor, isApiCallError, type ApiCallError } from './api.server';
import { guardRoute, guardSignedInRoute } from './guard.server';
import {
  flashToasts,
  getSessionTokens,
  sessionExpiredRedirect,
  type SessionTokens,
  type ToastKind,
} from './session.server';

/**
 * The one path from a screen to the API (conventions §1, §6). Every loader and action that calls the API
 * goes through `apiCall`; every form action through `formAction`:
 *
 * - the route is guarded (spec §2), and a rotated session cookie from that guard is always answered;
 * - the call goes through the contract client with the session's bearer token and the browser's address;
 * - a 401 on a bearer call signs out (spec §4, §8); any other failure toasts the API's message;
 * - a success toasts the call's `successMessage` from the contract (or the route's own);
 * - every Set-Cookie (session, toasts) is merged into one answer, and the toasts are flashed once.
 */

/** Set-Cookie values and toasts gathered while one request is handled, answered together. */
export class ReplyHeaders {
  private readonly cookies: string[] = [];
  private readonly toasts: Array<{ kind: ToastKind; message: string }> = [];

  constructor(private readonly request: Request) {}

  /** Adds the Set-Cookie values of another Headers (a guard's, a rotated session's). */
  merge(headers: Headers | readonly string[]): this {
    const values = Array.isArray(headers) ? headers : (headers as Headers).getSetCookie();
    for (const value of values) this.cookies.push(value);
    return this;
  }

  toast(kind: ToastKind, message: string): this {
    this.toasts.push({ kind, message });
    return this;
  }

  /** The headers to answer with (the toasts as one cookie: flashing twice would lose the first). */
  async headers(): Promise<Headers> {
    const headers = new Headers();
    for (const value of this.cookies) headers.append('Set-Cookie', value);
    if (this.toasts.length > 0) headers.append('Set-Cookie', await flashToasts(this.request, this.toasts));
    return headers;
  }
}

export interface RequestArgs {
  request: Request;
  context?: AppLoadContext;
}

export type ApiOutcome<C extends ApiCall> =
  | { ok: true; answer: CallResponse<C> }
  | { ok: false; error: ApiCallError };

/**
 * Calls the API for a loader or an action. A bearer call uses the session's tokens (refreshed first when
 * they are about to expire; the rotated cookie goes into `reply`); without a session, or on a 401, it
 * throws the sign-out redirect. Other failures are answered, not thrown, so that the caller decides how
 * to show them.
 */
export async function apiCall<C extends ApiCall>(
  { request, context }: RequestArgs,
  reply: ReplyHeaders,
  call: C,
  input: CallInput<C>,
  tokens?: SessionTokens | null,
): Promise<ApiOutcome<C>> {
  let token: string | undefined;
  let session: SessionTokens | null = null;
  if (call.auth === 'bearer') {
    session = tokens === undefined ? await getSessionTokens(request) : tokens;
    if (!session) throw await sessionExpiredRedirect(request);
    // A session that this request rotated must reach the browser, whatever the outcome.
    if (tokens === undefined) reply.merge(session.setCookies);
    token = session.token;
  }
  try {
    const answer = await callApi(call, {
      ...input,
      ...(token === undefined ? {} : { token }),
      forwardedFor: forwardedFor(request, context),
    } as Parameters<typeof callApi<C>>[1]);
    return { ok: true, answer };
  } catch (error) {
    if (!isApiCallError(error)) throw error;
    if (call.auth === 'bearer' && error.statusCode === 401) throw await sessionExpiredRedirect(request, session?.session);
    return { ok: false, error };
  }
}

/** What a form action answers when it does not redirect: conform's reply, and the outcome. */
export interface FormReply<T = null> {
  /** Whether the call succeeded. */
  ok: boolean;
  /** conform's reply: field and form errors, and the values to show again. */
  result: SubmissionResult;
  /** The route's data after a success (null after a failure). */
  data: T | null;
  /** The API's error after a failure (null after a success). */
  error: ApiError | null;
}

/** What to do after a successful call: go somewhere, or answer data to the form (or fetcher). */
type AfterSuccess<T> = { redirect: string } | { data: T };

export interface SignedInContext {
  user: SessionUser;
  tokens: SessionTokens;
}

export interface FormActionOptions<C extends ApiCall, S extends z.ZodType, T> extends RequestArgs {
  /** The form's schema (the same one conform checks in the browser). */
  schema: S;
  /** The contract call the form makes. */
  call: C;
  /**
   * Who may post: 'route' guards the screen by the §2 routing rules (default); 'signed-in' also requires
   * a session; 'none' is for resource routes behind a public dialog; or the outcome of a guard the caller
   * already ran.
   */
  guard?: Guarded;
  /** The call's input from the form's value (default: the value is the body). */
  input?: (value: z.output<S>, signedIn: SignedInContext | null) => CallInput<C>;
  /** Fields never sent back to the browser (passwords). */
  hideFields?: string[];
  /**
   * The success toast: the call's `successMessage` by default; a text or a function of the answer to
   * replace it; null for none.
   */
  successMessage?: string | ((answer: CallResponse<C>) => string) | null;
  /** Where to go, or what to answer, after a success (default: reset the form, no data). */
  onSuccess?: (
    answer: CallResponse<C>,
    done: { reply: ReplyHeaders; signedIn: SignedInContext | null; value: z.output<S> },
  ) => AfterSuccess<T> | Promise<AfterSuccess<T>>;
}

/** The signed-in user of a `guard: 'signed-in'` action (never null there). */
export const signedInOf = (signedIn: SignedInContext | null): SignedInContext => {
  if (!signedIn) throw new Error('formAction: this action needs guard "signed-in"');
  return signedIn;
};

const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * The posted form. A body of another type (JSON, none) is refused with 415 and one that is not the form its
 * type says with 400, not a 500 (the web server lets JSON through for the routes that read it; ADR 076).
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!FORM_TYPE.test(request.headers.get('content-type') ?? '')) {
    throw new Response('Unsupported content type: send a form', { status: 415, headers: { 'Content-Type': 'text/plain' } });
  }
  try {
    return await request.formData();
  } catch {
    throw new Response('Malformed form', { status: 400, headers: { 'Content-Type': 'text/plain' } });
  }
}

/** A guard to run, or the outcome of one the caller ran already (the action needed the user first). */
export type Guarded = 'route' | 'signed-in' | 'none' | { headers: Headers; signedIn: SignedInContext };

const guardFor = async (request: Request, guard: Guarded): Promise<{ headers: Headers; signedIn: SignedInContext | null }> => {
  if (typeof guard === 'object') return guard;
  if (guard === 'none') return { headers: new Headers(), signedIn: null };
  if (guard === 'signed-in') {
    const { user, tokens, headers } = await guardSignedInRoute(request);
    return { headers, signedIn: { user, tokens } };
  }
  const { user, tokens, headers } = await guardRoute(request);
  return { headers, signedIn: user && tokens ? { user, tokens } : null };
};

/**
 * A form's action: guard, parse with the form's schema, call the API, toast, and answer conform's reply
 * (or redirect). See the file comment for what it guarantees.
 */
export async function formAction<C extends ApiCall, S extends z.ZodType, T = null>(
  options: FormActionOptions<C, S, T>,
) {
  const { request, call, hideFields } = options;
  const guarded = await guardFor(request, options.guard ?? 'route');
  const reply = new ReplyHeaders(request).merge(guarded.headers);
  const submission = parseWithZod(await readForm(request), { schema: options.schema });
  const answer = async (body: FormReply<T>) => data(body, { headers: await reply.headers() });

  if (submission.status !== 'success') {
    return answer({ ok: false, result: submission.reply(hideFields ? { hideFields } : {}), data: null, error: null });
  }
  const value = submission.value as z.output<S>;
  const input = options.input ? options.input(value, guarded.signedIn) : ({ body: value } as CallInput<C>);
  const outcome = await apiCall(options, reply, call, input, guarded.signedIn?.tokens ?? undefined);

  if (!outcome.ok) {
    const message = displayErrorMessage(outcome.error.message);
    reply.toast('error', message);
    return answer({
      ok: false,
      result: submission.reply({ formErrors: [message], ...(hideFields ? { hideFields } : {}) }),
      data: null,
      error: outcome.error.toJSON(),
    });
  }

  const toast =
    options.successMessage === undefined
      ? call.successMessage
      : typeof options.successMessage === 'function'
        ? options.successMessage(outcome.answer)
        : options.successMessage;
  if (toast) reply.toast('success', toast);
  const next = options.onSuccess
    ? await options.onSuccess(outcome.answer, { reply, signedIn: guarded.signedIn, value })
    : ({ data: null } as AfterSuccess<T>);
  if ('redirect' in next) throw redirect(next.redirect, { headers: await reply.headers() });
  return answer({ ok: true, result: submission.reply({ resetForm: true }), data: next.data, error: null });
}

/**
 * A resource route that the browser's fetch posts a call's JSON body to (the booking dialog's look-ups): the body is
 * read and checked as the API reads it (`parseCallRequest`: a bad one is 400 `{ message, statusCode, field }`, the
 * field as the API names it, 'repeat.until'), the call made with the session's token, and its answer or its
 * `{ message, statusCode }` answered as JSON. Without a session, the sign-out redirect (fetch does not follow it).
 * For calls with a body only (no path or query parameters).
 */
export async function jsonBodyAction<C extends ApiCall>({ request, context }: RequestArgs, call: C): Promise<Response> {
  const parsed = await parseCallRequest(call, request);
  if (!parsed.ok) return Response.json(parsed.error, { status: parsed.error.statusCode });
  const reply = new ReplyHeaders(request);
  const outcome = await apiCall({ request, context }, reply, call, { body: parsed.body } as CallInput<C>);
  const headers = await reply.headers();
  return outcome.ok
    ? Response.json(outcome.answer, { headers })
    : Response.json(outcome.error.toJSON(), { status: outcome.error.statusCode, headers });
}
