import type { ImageType } from '../constants';

const JPEG_MAGIC = [0xff, 0xd8, 0xff] as const;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);

/**
 * The image type that a file's first bytes prove, or `null` when they are neither JPG nor PNG (§5). The
 * API uses it on every upload, whatever type the client declared.
 */
export const detectImageType = (bytes: Uint8Array): ImageType | null => {
  if (startsWith(bytes, JPEG_MAGIC)) return 'image/jpeg';
  if (startsWith(bytes, PNG_MAGIC)) return 'image/png';
  return null;
};
