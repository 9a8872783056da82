import type { ApiError } from '../../common/schemas';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, type ImageType } from '../../constants';
import { VALIDATION } from '../../messages';
import { declaredDimensions, type ImageDimensions } from '../dimensions';
import { detectImageType } from '../sniff';

/** What an uploaded file is, judged by its bytes: an image to accept, or the refusal to answer. */
export type ImageUploadVerdict =
  | ({ ok: true; type: ImageType } & ImageDimensions)
  | { ok: false; error: ApiError };

const refuse = (message: string): ImageUploadVerdict => ({ ok: false, error: { message, statusCode: 400 } });

/**
 * Judges an uploaded image by its bytes alone (§5, §9); the file's name and declared type are ignored:
 * - more than IMAGE_MAX_BYTES (20 MB): 'Image too large. Maximum size is 20 MB';
 * - not a JPEG or PNG by its first bytes, or a header that does not say its size: 'Invalid file type.
 *   Must be JPG or PNG';
 * - a width or height of 0: the same (no picture can have it);
 * - more than IMAGE_MAX_PIXELS declared pixels (a small file that would decode into gigabytes): 'Image
 *   too large. Maximum size is 20 MB'.
 * The API then decodes it (and refuses what does not decode); the mocks keep the bytes as they are.
 */
export function judgeImageUpload(bytes: Uint8Array): ImageUploadVerdict {
  if (bytes.length > IMAGE_MAX_BYTES) return refuse(VALIDATION.imageTooLarge);
  const type = detectImageType(bytes);
  const dimensions = declaredDimensions(bytes);
  if (type === null || dimensions === null || dimensions.width === 0 || dimensions.height === 0) {
    return refuse(VALIDATION.imageType);
  }
  if (dimensions.width * dimensions.height > IMAGE_MAX_PIXELS) return refuse(VALIDATION.imageTooLarge);
  return { ok: true, type, ...dimensions };
}
