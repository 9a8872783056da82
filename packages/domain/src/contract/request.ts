import type { z } from 'zod';
import type { ApiError } from '../common/schemas';
import { ERRORS } from '../messages';
import type { ApiCall } from './define';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** A request of a call, read and checked against the call's schemas. */
export interface ParsedCallRequest<C extends ApiCall> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  /** The files of a multipart request, by field name. */
  files: Record<string, Blob>;
}

export type CallRequestResult<C extends ApiCall> =
  | ({ ok: true } & ParsedCallRequest<C>)
  | { ok: false; error: ApiError & { field?: string } };

/** The first issue's message and field, as the API's error handler answers a validation failure. */
const invalid = (error: z.ZodError, prefix: readonly PropertyKey[] = []) => {
  const issue = error.issues[0];
  const field = [...prefix, ...(issue?.path ?? [])].map(String).join('.');
  return {
    ok: false as const,
    error: { message: issue?.message ?? ERRORS.validation, statusCode: 400, ...(field ? { field } : {}) },
  };
};

/** `?a=1&b=2&b=3` → `{ a: '1', b: ['2', '3'] }` (a repeated key is a list). */
export const fromSearchParams = (search: URLSearchParams): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    query[name] = values.length === 1 ? values[0]! : values;
  }
  return query;
};

/** Multipart form data → text fields (lists stay JSON text, spec §5) and files. */
export const fromFormData = (form: FormData): { fields: Record<string, string>; files: Record<string, Blob> } => {
  const fields: Record<string, string> = {};
  const files: Record<string, Blob> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else files[name] = value;
  }
  return { fields, files };
};

const isMultipart = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * Reads a request of `call` as a server would (the MSW mocks answer through this): path parameters,
 * query string and body, each checked with the call's schema. A body that is not JSON (or multipart, for
 * a multipart call) and any schema failure answer `{ ok: false, error }` with the first issue's message.
 */
export async function parseCallRequest<C extends ApiCall>(
  call: C,
  request: Request,
  pathParams: Readonly<Record<string, unknown>> = {},
): Promise<CallRequestResult<C>> {
  let params: unknown;
  if (call.params) {
    const parsed = call.params.safeParse(pathParams);
    if (!parsed.success) return invalid(parsed.error);
    params = parsed.data;
  }
  let query: unknown;
  if (call.query) {
    const parsed = call.query.safeParse(fromSearchParams(new URL(request.url).searchParams));
    if (!parsed.success) return invalid(parsed.error);
    query = parsed.data;
  }
  let body: unknown;
  let files: Record<string, Blob> = {};
  if (call.body) {
    let raw: unknown;
    if (call.multipart === true && isMultipart(request)) {
      const form = fromFormData(await request.formData());
      raw = form.fields;
      files = form.files;
    } else {
      const text = await request.text();
      try {
        raw = text === '' ? undefined : (JSON.parse(text) as unknown);
      } catch {
        return { ok: false, error: { message: ERRORS.validation, statusCode: 400 } };
      }
    }
    const parsed = call.body.safeParse(raw);
    if (!parsed.success) return invalid(parsed.error);
    body = parsed.data;
  }
  return { ok: true, params, query, body, files } as CallRequestResult<C>;
}
