import { judgeImageUpload } from '@roombook/domain/images/rules/image-upload';
import { SERVER_MESSAGES } from '@roombook/domain/messages';
import { MockHttpError } from './contract-handler';

/** Base64 of bytes, in the browser and in Node alike (btoa on a binary string, a chunk at a time). */
const base64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/**
 * The mocks' image store, for the files of a multipart call: a file under another name than `image` is
 * refused like the API ('Only one file, the image, can be sent'); the image is judged by its bytes with the
 * API's rule (`judgeImageUpload`: JPEG or PNG, at most 20 MB, at most IMAGE_MAX_PIXELS; the same 400
 * messages), and kept as a data: URL of the bytes as they came (the API re-encodes them and answers
 * `/api/image/{hash}.{ext}`; the mocks have no sharp and no server to serve from). No image, or an empty
 * file (a file input left empty), is no image: undefined.
 */
export async function storeMockImage(files: Readonly<Record<string, Blob>>): Promise<string | undefined> {
  if (Object.keys(files).some((name) => name !== 'image')) throw new MockHttpError(400, SERVER_MESSAGES.unexpectedFile);
  const file = files.image;
  if (file === undefined || file.size === 0) return undefined;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = judgeImageUpload(bytes);
  if (!verdict.ok) throw new MockHttpError(verdict.error.statusCode, verdict.error.message);
  return `data:${verdict.type};base64,${base64(bytes)}`;
}
