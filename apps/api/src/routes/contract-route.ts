import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { type ApiAuth, type ApiCall, type FileAnswer, toRoutePattern } from '@roombook/domain/contract/define';
import { operationIdOf } from '@roombook/domain/contract/index';
import { attachmentDisposition } from '@roombook/domain/reports/file-name';
import { ApiError } from '@roombook/domain/common/schemas';
import { forbidden } from '../errors';
import type { Principal } from '../plugins/app/auth/auth-service';
import type { DeviceSession } from '../plugins/app/kiosk/kiosk-service';
import type { TabletSession } from '../plugins/app/tablet/tablet-service';
import type { ReceptionDevice } from '../plugins/app/reception-board/reception-board-service';
import { readMultipart, registerMultipart } from '../plugins/external/multipart';
import { StreamedJson, WrittenJson } from '../streamed-json';
import type { SessionUserRecord } from '../plugins/app/users/users-repository';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** Every error answer: `{ message, statusCode }`, plus the field path on validation errors. */
export const ErrorBody = ApiError.extend({
  field: z.string().optional().meta({ description: 'Path of the first invalid field (validation errors only)' }),
}).meta({ description: 'Refused or failed: { message, statusCode }' });

/**
 * The OpenAPI `security` of a call: none on a public call (`[]`, which overrides the document's default, the
 * bearer token of a signed-in user), the device token on a kiosk call (docs/decisions/038, 077).
 */
export const SECURITY_OF: Readonly<Record<ApiAuth, ReadonlyArray<Record<string, string[]>>>> = {
  public: [],
  bearer: [{ bearerAuth: [] }],
  device: [{ deviceAuth: [] }],
  tablet: [{ tabletAuth: [] }],
  reception: [{ receptionAuth: [] }],
};

export interface CallContext<C extends ApiCall> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  /** The signed-in user on bearer calls. */
  user: C['auth'] extends 'bearer' ? SessionUserRecord : null;
  /** The signed-in kiosk on device calls (docs/decisions/038). */
  device: C['auth'] extends 'device' ? DeviceSession : null;
  /** The room tablet on tablet calls (docs/decisions/100). */
  tablet: C['auth'] extends 'tablet' ? TabletSession : null;
  /** The reception board on reception calls (docs/decisions/103). */
  reception: C['auth'] extends 'reception' ? ReceptionDevice : null;
  /** The session (refresh-token family) of the caller's access token on bearer calls; null when it names none. */
  sessionId: string | null;
  /** The files of a multipart call, by field name (only `image`, §5); empty for a JSON body. */
  files: Readonly<Record<string, Buffer>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What the handler of a call with a `file` answer gives: the file's name and its bytes as they are written. */
export interface FileReply {
  fileName: string;
  body: Readable;
  /**
   * A file that a client polls (a calendar feed, docs/decisions/105): shown inline, kept by the client but asked
   * again each time, and answered 304 when it still has this version (`If-None-Match`, else `If-Modified-Since`).
   */
  validators?: { etag: string; lastModified: Date | null };
}

/**
 * A handler's answer: the call's response (as a value, as JSON written while it is read, `StreamedJson`, or
 * as JSON already written, `WrittenJson`), or for a call with a `file` answer the file.
 */
type Answer<C extends ApiCall> = C['file'] extends FileAnswer
  ? FileReply
  : Out<C['response']> | StreamedJson<Out<C['response']>> | WrittenJson<Out<C['response']>>;

export type CallHandler<C extends ApiCall> = (context: CallContext<C>) => Promise<Answer<C>>;

/** A per-route rate limit (@fastify/rate-limit): at most `max` requests per client per `timeWindow`. */
export interface RateLimit {
  max: number;
  timeWindow: number | string;
}

export interface CallOptions {
  /** Per-route rate limit, e.g. sign-in and the other public calls. */
  rateLimit?: RateLimit;
}

/** How the API answers one contract call: its handler, and the route's options. */
export interface RouteDefinition<C extends ApiCall> extends CallOptions {
  handler: CallHandler<C>;
}

/**
 * The API's implementation of one contract area (`contract.auth`, `contract.user`, …): for each call name of
 * the area, its {@link RouteDefinition}. A handlers module builds one object with `defineHandlers(area, …)`
 * (areas.ts), which checks it against this type, so that a call left out, a name the area does not have, or a
 * handler answering the wrong shape fails to compile.
 */
export type AreaHandlers<Calls extends Record<string, ApiCall>> = {
  readonly [Name in keyof Calls]: RouteDefinition<Calls[Name]>;
};

/** How the API finds who calls: a user by their access token, a kiosk by its device token (401 otherwise). */
export interface Authenticators {
  user: (authorization: string | undefined) => Promise<Principal>;
  device: (authorization: string | undefined) => Promise<DeviceSession>;
  tablet: (authorization: string | undefined) => Promise<TabletSession>;
  reception: (authorization: string | undefined) => Promise<ReceptionDevice>;
}

/** Registers contract calls on an app. */
export type RegisterCall = <C extends ApiCall>(call: C, handler: CallHandler<C>, options?: CallOptions) => void;

const tagOf = (path: string): string => path.split('/')[2] ?? 'api';

/** The OpenAPI answer of a file call: its media type, bytes. */
const fileSchema = (file: FileAnswer) => ({
  description: `The file (${file.mediaType}), named by its Content-Disposition`,
  content: { [file.mediaType]: { schema: z.string().meta({ format: 'binary' }) } },
});

const sendFile = (request: FastifyRequest, reply: FastifyReply, file: FileAnswer, answer: FileReply) => {
  const { validators } = answer;
  if (validators === undefined) {
    return reply
      .header('content-type', file.mediaType)
      .header('content-disposition', attachmentDisposition(answer.fileName))
      .header('cache-control', 'no-store')
      .send(answer.body);
  }
  reply.header('etag', validators.etag).header('cache-control', 'private, no-cache');
  if (validators.lastModified) reply.header('last-modified', validators.lastModified.toUTCString());
  if (unchangedFor(request, validators)) {
    answer.body.destroy();
    return reply.code(304).send();
  }
  return reply.header('content-type', file.mediaType).header('content-disposition', inlineDisposition(answer.fileName)).send(answer.body);
};

/** Whether the client already has this version (RFC 9110 §13.1: If-None-Match first; If-Modified-Since only without it). */
function unchangedFor(request: FastifyRequest, validators: NonNullable<FileReply['validators']>): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') {
    return ifNoneMatch.split(',').some((tag) => {
      const trimmed = tag.trim();
      return trimmed === '*' || trimmed.replace(/^W\//, '') === validators.etag;
    });
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (typeof ifModifiedSince !== 'string' || validators.lastModified === null) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(validators.lastModified.getTime() / 1000) * 1000 <= since;
}

/** `inline; filename=…` for a file a client shows or subscribes to. */
const inlineDisposition = (fileName: string): string => attachmentDisposition(fileName).replace(/^attachment/, 'inline');

/**
 * Registers one contract call as a fastify route: method and path (`{id}` → `:id`), the call's zod
 * schemas for params, query, body and response (validated and serialised through
 * fastify-type-provider-zod, and documented in the OpenAPI), and authentication in `onRequest`, so that
 * a missing, expired or forged token is 401 before any validation and a role outside `call.roles` is 403.
 * A `device` call takes only a kiosk's device token and a `bearer` call only a user's access token: each
 * kind is looked up where only its own kind exists, so the other is 401 (docs/decisions/038).
 * A `multipart` call also takes multipart form data: its parts are read after authentication (an
 * unauthenticated upload is never buffered), the text fields validated by the same body schema.
 * A call with a `file` answer streams the handler's file with its media type and a Content-Disposition
 * naming it (docs/decisions/037); its failures are `{ message, statusCode }` like every other call's.
 */
export const createCallRegistrar =
  (app: FastifyInstance, authenticate: Authenticators): RegisterCall =>
  (call, handler, options = {}) => {
    const status = call.status ?? 200;
    const route: RouteOptions = {
      method: call.method,
      url: toRoutePattern(call.path),
      schema: {
        summary: call.summary,
        operationId: operationIdOf(call),
        tags: [tagOf(call.path)],
        security: SECURITY_OF[call.auth],
        ...(call.params ? { params: call.params } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        ...(call.body ? { body: call.body } : {}),
        response: { [status]: call.file ? fileSchema(call.file) : call.response, '4xx': ErrorBody, '5xx': ErrorBody },
      },
      ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
      ...(call.auth === 'bearer'
        ? {
            onRequest: async (request: FastifyRequest) => {
              const { user, sessionId } = await authenticate.user(request.headers.authorization);
              if (call.roles !== undefined && !call.roles.includes(user.role)) throw forbidden();
              request.authUser = user;
              request.authSessionId = sessionId;
            },
          }
        : {}),
      ...(call.auth === 'device'
        ? {
            onRequest: async (request: FastifyRequest) => {
              request.kioskSession = await authenticate.device(request.headers.authorization);
            },
          }
        : {}),
      ...(call.auth === 'tablet'
        ? {
            onRequest: async (request: FastifyRequest) => {
              request.tabletSession = await authenticate.tablet(request.headers.authorization);
            },
          }
        : {}),
      ...(call.auth === 'reception'
        ? {
            onRequest: async (request: FastifyRequest) => {
              request.receptionSession = await authenticate.reception(request.headers.authorization);
            },
          }
        : {}),
      // A multipart body (§5) becomes the call's fields, validated by its schema like JSON, and its files.
      ...(call.multipart === true
        ? {
            preValidation: async (request: FastifyRequest) => {
              if (!request.isMultipart()) return;
              const { fields, files } = await readMultipart(request);
              request.body = fields;
              request.uploads = files;
            },
          }
        : {}),
      handler: async (request, reply) => {
        const result = await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          user: request.authUser,
          device: request.kioskSession,
          tablet: request.tabletSession,
          reception: request.receptionSession,
          sessionId: request.authSessionId,
          files: request.uploads ?? {},
          request,
          reply,
        } as CallContext<typeof call>);
        reply.code(status);
        if (status === 204) return reply.send();
        if (call.file) return sendFile(request, reply, call.file, result as FileReply);
        if (result instanceof StreamedJson) return reply.header('content-type', 'application/json; charset=utf-8').send(result.body);
        if (result instanceof WrittenJson) return reply.header('content-type', 'application/json; charset=utf-8').send(result.bytes);
        return result;
      },
    };
    if (call.multipart !== true) {
      app.route(route);
      return;
    }
    // @fastify/multipart hooks every request of the context it is registered in (a listener and an async
    // cleanup per request): only the multipart calls get it, each in a context of its own.
    void app.register(async (multipartContext) => {
      await registerMultipart(multipartContext);
      multipartContext.route(route);
    });
  };
