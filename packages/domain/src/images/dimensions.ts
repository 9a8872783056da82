import { detectImageType } from './sniff';

export interface ImageDimensions {
  width: number;
  height: number;
}

/** A big-endian 16- or 32-bit number at `offset`; undefined past the end. */
const uint = (bytes: Uint8Array, offset: number, size: 2 | 4): number | undefined => {
  if (offset + size > bytes.length) return undefined;
  let value = 0;
  for (let i = 0; i < size; i += 1) value = value * 256 + bytes[offset + i]!;
  return value;
};

/** PNG: the IHDR chunk comes first, right after the 8-byte signature: length, 'IHDR', width, height. */
const pngDimensions = (bytes: Uint8Array): ImageDimensions | null => {
  const isIhdr = [0x49, 0x48, 0x44, 0x52].every((byte, i) => bytes[12 + i] === byte);
  const width = uint(bytes, 16, 4);
  const height = uint(bytes, 20, 4);
  return isIhdr && width !== undefined && height !== undefined ? { width, height } : null;
};

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the frame's size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers without a length: TEM, RST0–7, SOI. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/**
 * JPEG: walks the marker segments (each `FF xx` + a 16-bit length) up to the first start-of-frame, whose
 * body is precision, height, width. A scan or the end before any frame means the file is not readable.
 */
const jpegDimensions = (bytes: Uint8Array): ImageDimensions | null => {
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    // Fill bytes: any number of 0xFF before a marker.
    while (bytes[offset] === 0xff) offset += 1;
    const marker = bytes[offset];
    if (marker === undefined || marker === 0xd9 || marker === 0xda) return null;
    offset += 1;
    if (isStandalone(marker)) continue;
    const length = uint(bytes, offset, 2);
    if (length === undefined || length < 2) return null;
    if (isStartOfFrame(marker)) {
      const height = uint(bytes, offset + 3, 2);
      const width = uint(bytes, offset + 5, 2);
      return width !== undefined && height !== undefined ? { width, height } : null;
    }
    offset += length;
  }
  return null;
};

/**
 * The width and height that a JPEG's or PNG's header declares, read without decoding anything, or null
 * when the bytes are neither or their header is cut off or malformed. A file declares its size before
 * its pixels, so this is what an upload would decode into (see `judgeImageUpload`).
 */
export const declaredDimensions = (bytes: Uint8Array): ImageDimensions | null => {
  switch (detectImageType(bytes)) {
    case 'image/png':
      return pngDimensions(bytes);
    case 'image/jpeg':
      return jpegDimensions(bytes);
    default:
      return null;
  }
};
