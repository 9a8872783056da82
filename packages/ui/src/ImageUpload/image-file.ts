import { ImageMetaSchema } from '@roombook/domain/images/schemas';
import { detectImageType } from '@roombook/domain/images/sniff';
import type { ImageType } from '@roombook/domain/constants';

/** How many leading bytes the type check reads (the PNG signature is the longest: 8). */
const SNIFF_BYTES = 16;

export type ImageCheck = { ok: true; type: ImageType } | { ok: false; messages: string[] };

/**
 * Checks a chosen file before anything is uploaded (spec §5): at most IMAGE_MAX_BYTES and a JPG or PNG.
 * The type comes from the file's first bytes (the domain's `detectImageType`), not from its name or the
 * type the browser guessed from the name; the domain's ImageMetaSchema gives the spec's messages.
 */
export async function checkImageFile(file: Blob): Promise<ImageCheck> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = detectImageType(head);
  const result = ImageMetaSchema.safeParse({ size: file.size, type: type ?? '' });
  if (!result.success || type === null) {
    return { ok: false, messages: result.success ? [] : result.error.issues.map((issue) => issue.message) };
  }
  return { ok: true, type };
}

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws `area` of `image` (in the image's own pixels) on a canvas, scaled down so that its longer side
 * is at most `maxSize`, and encodes it as `type`. JPEG at quality 0.9; PNG keeps transparency.
 */
export function cropToBlob(image: CanvasImageSource, area: PixelArea, type: ImageType, maxSize: number): Promise<Blob> {
  const scale = Math.min(1, maxSize / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas context'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded'))), type, 0.9);
  });
}
