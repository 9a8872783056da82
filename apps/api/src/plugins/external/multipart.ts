import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@roombook/domain/constants';
import { SERVER_MESSAGES, VALIDATION } from '@roombook/domain/messages';
import { HttpError } from '../../errors';

/** The one file a multipart call may carry (§5: the image is the file field `image`). */
export const IMAGE_FIELD = 'image';

/** Text fields of one multipart request: more than any form of the spec has. */
const MAX_FIELDS = 50;
/** A text field may be as long as a whole JSON body (the API's bodyLimit): the schemas bound each one. */
const MAX_FIELD_BYTES = 1_048_576;

/**
 * @fastify/multipart for the contract calls marked `multipart` (docs/decisions/019). Parts are read only
 * where the call reads them (`readMultipart`, in the call's preValidation), after authentication, so an
 * unauthenticated upload is refused before a byte of it is buffered. Busboy's limits bound the request: one
 * file of at most IMAGE_MAX_BYTES (20 MB, §9), MAX_FIELDS text fields of at most MAX_FIELD_BYTES each.
 */
export const registerMultipart = async (app: FastifyInstance): Promise<void> => {
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: 1,
      fields: MAX_FIELDS,
      parts: MAX_FIELDS + 1,
      fieldSize: MAX_FIELD_BYTES,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });
};

/** A multipart body: its text fields (as the call's schema reads them: text, lists as JSON text) and files. */
export interface MultipartBody {
  fields: Record<string, unknown>;
  files: Record<string, Buffer>;
}

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/**
 * The answer for what went wrong while reading the parts: a file over 20 MB is the §5 'Image too large'
 * (400, not busboy's bare 413); a second file or one under another name 'Only one file, the image, can be
 * sent'; too many or too long fields the API's usual 413 'The request is too large'; a malformed body a 400.
 */
const toHttpError = (error: unknown): HttpError => {
  if (error instanceof HttpError) return error;
  switch (codeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(400, VALIDATION.imageTooLarge);
    case 'FST_FILES_LIMIT':
      return new HttpError(400, SERVER_MESSAGES.unexpectedFile);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, SERVER_MESSAGES.bodyTooLarge);
    default:
      return new HttpError(400, SERVER_MESSAGES.invalidInput, { cause: error });
  }
};

/**
 * Reads every part of a multipart request: text fields by name (a repeated name keeps its last value, as
 * `FormData` readers do) and the file `image` as bytes. An empty file part (a file input left empty) is no
 * file. Every part is read to its end, also after a refusal, so that the client is answered, not cut off.
 */
export const readMultipart = async (request: FastifyRequest): Promise<MultipartBody> => {
  const fields: Record<string, unknown> = {};
  const files: Record<string, Buffer> = {};
  let refusal: HttpError | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGE_FIELD) {
          part.file.resume();
          refusal ??= new HttpError(400, SERVER_MESSAGES.unexpectedFile);
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) files[IMAGE_FIELD] = bytes;
      } else if (part.valueTruncated) {
        refusal ??= new HttpError(413, SERVER_MESSAGES.bodyTooLarge);
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw toHttpError(error);
  }
  if (refusal) throw refusal;
  return { fields, files };
};
