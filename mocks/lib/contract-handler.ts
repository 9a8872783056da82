import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { ApiError } from '@roombook/domain/common/schemas';
import { toRoutePattern, type ApiCall } from '@roombook/domain/contract/define';
import { parseCallRequest } from '@roombook/domain/contract/request';
import { ERRORS } from '@roombook/domain/messages';
import type { Role } from '@roombook/domain/roles';
import type { MockKioskSession } from '../data/kiosk';
import { receptionSessionFor, type MockReceptionSession } from '../data/reception-board';
import { tabletSessionFor, type MockTabletSession } from '../data/tablet';
import { TABLET_MESSAGES } from '@roombook/domain/tablet/page';
import type { MockStore, MockUser } from '../data/store';

/** A failure that a mock resolver throws; it becomes `{ message, statusCode }` like the API's. */
export class MockHttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The body's field it refuses, answered as the API answers it. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Throws the domain rule's refusal (`{ message, statusCode }`, and its `field`) as the API would answer it; nothing when there is none. */
export function refuseWith(refusal: (ApiError & { field?: string }) | null): void {
  if (refusal) throw new MockHttpError(refusal.statusCode, refusal.message, refusal.field);
}

export const errorResponse = (statusCode: number, message: string, field?: string) =>
  HttpResponse.json({ message, statusCode, ...(field === undefined ? {} : { field }) }, { status: statusCode });

export interface ResolverInput<C extends ApiCall> {
  params: C['params'] extends z.ZodType ? z.infer<C['params']> : undefined;
  query: C['query'] extends z.ZodType ? z.infer<C['query']> : undefined;
  body: C['body'] extends z.ZodType ? z.infer<C['body']> : undefined;
  /** The files of a multipart request, by field name. */
  files: Record<string, Blob>;
  /** The signed-in user for bearer calls. */
  actor: C['auth'] extends 'bearer' ? MockUser : null;
  /** The signed-in kiosk for device calls (docs/decisions/038). */
  device: C['auth'] extends 'device' ? MockKioskSession : null;
  /** The room tablet for tablet calls (docs/decisions/100). */
  tablet: C['auth'] extends 'tablet' ? MockTabletSession : null;
  /** The signed-in reception board for reception calls (docs/decisions/103). */
  reception: C['auth'] extends 'reception' ? MockReceptionSession : null;
  request: Request;
}

type ResolverResult<C extends ApiCall> = z.input<C['response']>;

/** Every call the mocks answer, in the order their handlers were made (the contract suite reads it). */
export const mockedCalls = new Set<ApiCall>();

/**
 * Builds an MSW handler for one contract call: matches any origin (`*` + the route pattern), checks the
 * bearer token and the call's roles like the API (401/403), or a kiosk's device token on a device call, a room's
 * tablet code on a tablet call and a reception board's device token on a reception call (401; no credential
 * is taken where another belongs), reads params, query and body with the
 * contract's schemas through the domain's `parseCallRequest` (400 with the first issue's message), and
 * validates the resolver's answer against the call's response schema before sending it, so that the
 * mocks cannot drift from the contract. A call with a `file` answer (the reports' Excel) resolves to the
 * file's Response, sent as it is once its media type is the call's.
 */
export function contractHandler<C extends ApiCall>(
  store: MockStore,
  call: C,
  resolve: (input: ResolverInput<C>) => ResolverResult<C> | Promise<ResolverResult<C>>,
): HttpHandler {
  mockedCalls.add(call);
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](`*${toRoutePattern(call.path)}`, async ({ request, params: rawParams }) => {
    try {
      let actor: MockUser | null = null;
      let device: MockKioskSession | null = null;
      let tablet: MockTabletSession | null = null;
      let reception: MockReceptionSession | null = null;
      if (call.auth === 'bearer') {
        actor = store.userForAccessToken(request.headers.get('authorization'));
        if (!actor) return errorResponse(401, ERRORS.unauthorized);
        if (call.roles && !call.roles.includes(actor.role as Role)) return errorResponse(403, ERRORS.forbidden);
      }
      if (call.auth === 'device') {
        device = store.kiosk.sessionFor(request.headers.get('authorization'));
        if (!device) return errorResponse(401, ERRORS.unauthorized);
      }
      if (call.auth === 'tablet') {
        tablet = tabletSessionFor(store, request.headers.get('authorization'));
        if (!tablet) return errorResponse(401, TABLET_MESSAGES.setUpAgain);
      }
      if (call.auth === 'reception') {
        reception = receptionSessionFor(store, request.headers.get('authorization'));
        if (!reception) return errorResponse(401, ERRORS.unauthorized);
      }
      const parsed = await parseCallRequest(call, request, rawParams);
      if (!parsed.ok) return errorResponse(parsed.error.statusCode, parsed.error.message);
      const { params, query, body, files } = parsed;
      const result = await resolve({ params, query, body, files, actor, device, tablet, reception, request } as ResolverInput<C>);
      const status = call.status ?? 200;
      if (status === 204) return new HttpResponse(null, { status });
      if (call.file) {
        const file = call.response.parse(result) as Response;
        if (file.headers.get('content-type') !== call.file.mediaType) throw new Error(`${call.path} answered a file that is not ${call.file.mediaType}`);
        return file;
      }
      const checked = call.response.parse(result);
      return HttpResponse.json(checked as never, { status });
    } catch (error) {
      if (error instanceof MockHttpError) return errorResponse(error.statusCode, error.message, error.field);
      throw error;
    }
  });
}
