import { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../constants';
import { VALIDATION } from '../messages';

/**
 * An image's metadata (§5, §9): at most IMAGE_MAX_BYTES, JPG or PNG. The browser checks the chosen file
 * with it before upload; the API checks the uploaded part with it and, in addition, sniffs the bytes
 * (`detectImageType`), because a client's declared type cannot be trusted.
 */
export const ImageMetaSchema = z.object({
  size: z.number().int().min(0).max(IMAGE_MAX_BYTES, VALIDATION.imageTooLarge),
  type: z.enum(IMAGE_TYPES, { error: VALIDATION.imageType }),
});
export type ImageMeta = z.infer<typeof ImageMetaSchema>;

/** Anything with a size and a MIME type: a browser `File`, a Node `Blob`, an uploaded part's metadata. */
export interface ImageLike {
  readonly size: number;
  readonly type: string;
}

const isImageLike = (value: unknown): value is ImageLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { size?: unknown }).size === 'number' &&
  typeof (value as { type?: unknown }).type === 'string';

/** An empty file input (no file chosen) arrives as a nameless, empty file; treat it as no image. */
const isEmptyFile = (value: unknown) =>
  isImageLike(value) && value.size === 0 && (value as { name?: unknown }).name === '';

const checkImageMeta = (file: ImageLike, ctx: z.RefinementCtx) => {
  const result = ImageMetaSchema.safeParse({ size: file.size, type: file.type });
  if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
};

/** A chosen image file: a JPG/PNG of at most 20 MB. The file object passes through unchanged. */
const imageFile = () => z.custom<ImageLike>(isImageLike, { error: VALIDATION.imageType }).superRefine(checkImageMeta);

/**
 * An optional image field of a form (`<input type="file" name="image">`): no file, or a JPG/PNG of at most
 * 20 MB, so that the action can forward the file to the API.
 */
export const optionalImageField = () =>
  z.preprocess(
    (value: unknown) => (value === undefined || value === null || value === '' || isEmptyFile(value) ? undefined : value),
    imageFile().optional(),
  );

/** The image-update forms (profile avatar, My Company image): the file field `image` is required. */
export const ImageUploadSchema = z.object({ image: imageFile() });
