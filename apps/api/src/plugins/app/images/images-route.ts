import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ERRORS } from '@roombook/domain/messages';
import { ErrorBody, SECURITY_OF } from '../../../routes/contract-route';
import { IMAGE_URL_PREFIX, type ImagesService } from './images-service';

/** A year: the URL names the content, so what it answers never changes. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The entity tag of an image: its content hash. */
const etagOf = (hash: string): string => `"${hash}"`;

/** Whether an If-None-Match header names the tag (a list of tags, weak or strong, or `*`). */
const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });

/** The bytes of an image as OpenAPI documents them. */
const imageBytes = { schema: z.string().meta({ format: 'binary' }) };

/**
 * What the route answers, for the OpenAPI document (docs/decisions/077): the bytes, 304 for a matching
 * If-None-Match, 404 `{ message, statusCode }` for a name that is no stored image. The name is not validated
 * here: any other name is simply not found (404), never a 400.
 */
const imageRouteSchema = {
  summary: 'A stored image (JPEG or PNG) by its content hash; public, cached for a year',
  operationId: 'getImage',
  tags: ['image'],
  security: SECURITY_OF.public,
  params: z.object({ file: z.string().meta({ description: 'The SHA-256 of the content in hex, then .jpg or .png' }) }),
  response: {
    200: { description: 'The image', content: { 'image/jpeg': imageBytes, 'image/png': imageBytes } },
    304: z.null(),
    404: ErrorBody,
    '5xx': ErrorBody,
  },
};

const notFound = (reply: FastifyReply) => reply.code(404).send({ message: ERRORS.notFound, statusCode: 404 });

/**
 * `GET /api/image/{sha256}.{jpg|png}`: a stored image's bytes (docs/decisions/019). Not a contract call: it
 * answers bytes for `<img src>`, not JSON for the contract client. Public, because a browser asks for it
 * without the API's bearer token (the web server proxies `/api/image/` to it, same path); the name is the
 * SHA-256 of the content, so it can be neither guessed nor changed. Cached for a year (`immutable`), with
 * the hash as ETag and 304 for a matching If-None-Match; `nosniff` so that the bytes are only ever an image.
 */
export const registerImageRoute = (app: FastifyInstance, images: ImagesService): void => {
  app.get<{ Params: { file: string } }>(
    `${IMAGE_URL_PREFIX}:file`,
    { schema: imageRouteSchema },
    async (request, reply) => {
      const { file } = request.params;
      const conditional = request.headers['if-none-match'];
      if (conditional !== undefined) {
        const head = await images.findHead(file);
        if (!head) return notFound(reply);
        if (matches(conditional, etagOf(head.hash))) {
          return reply.code(304).header('etag', etagOf(head.hash)).header('cache-control', IMAGE_CACHE_CONTROL).send();
        }
      }
      const image = await images.find(file);
      if (!image) return notFound(reply);
      return reply
        .code(200)
        .type(image.mimeType)
        .header('etag', etagOf(image.hash))
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    }
  );
};
