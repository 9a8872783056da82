/**
 * Image headers for tests: the first bytes of a PNG or JPEG that declare a size, without pixel data (what
 * `declaredDimensions` and `judgeImageUpload` read).
 */

const be = (value: number, size: 2 | 4): number[] =>
  Array.from({ length: size }, (_, i) => Math.floor(value / 256 ** (size - 1 - i)) % 256);

/** A PNG signature and IHDR chunk (8-bit RGBA) declaring `width` × `height`. */
export const pngHeader = (width: number, height: number): Uint8Array =>
  Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...be(13, 4), 0x49, 0x48, 0x44, 0x52, ...be(width, 4), ...be(height, 4), 8, 6, 0, 0, 0,
    0, 0, 0, 0, // CRC (not checked by a header reader)
  ]);

/** A JPEG's SOI, a JFIF (and optionally an EXIF) segment and a frame header declaring `width` × `height`. */
export const jpegHeader = (
  width: number,
  height: number,
  { frameMarker = 0xc0, fill = false, exif = false }: { frameMarker?: number; fill?: boolean; exif?: boolean } = {},
): Uint8Array =>
  Uint8Array.from([
    0xff, 0xd8,
    0xff, 0xe0, ...be(16, 2), 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0,
    ...(exif ? [0xff, 0xe1, ...be(8, 2), 0x45, 0x78, 0x69, 0x66, 0x00, 0x00] : []),
    ...(fill ? [0xff, 0xff] : []),
    0xff, frameMarker, ...be(17, 2), 8, ...be(height, 2), ...be(width, 2), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
