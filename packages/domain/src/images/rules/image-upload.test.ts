import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '../../constants';
import { VALIDATION } from '../../messages';
import { jpegHeader, pngHeader } from '../test-helpers';
import { judgeImageUpload } from './image-upload';

/** `head` followed by zeros up to `size` bytes. */
const padded = (head: Uint8Array, size: number): Uint8Array => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};

describe('judgeImageUpload (§5, §9: judged by the bytes)', () => {
  it.each([
    ['a PNG', pngHeader(640, 480), { type: 'image/png', width: 640, height: 480 }],
    ['a JPEG', jpegHeader(1024, 768), { type: 'image/jpeg', width: 1024, height: 768 }],
    ['a JPEG of exactly 20 MB', padded(jpegHeader(100, 100), IMAGE_MAX_BYTES), { type: 'image/jpeg', width: 100, height: 100 }],
    ['a PNG of exactly the pixel cap', pngHeader(IMAGE_MAX_PIXELS / 5_000, 5_000), { type: 'image/png', width: IMAGE_MAX_PIXELS / 5_000, height: 5_000 }],
  ])('accepts %s', (_, bytes, expected) => {
    expect(judgeImageUpload(bytes)).toEqual({ ok: true, ...expected });
  });

  it.each([
    ['one byte over 20 MB', padded(pngHeader(10, 10), IMAGE_MAX_BYTES + 1), VALIDATION.imageTooLarge],
    ['a PNG declaring 20,000 × 20,000 (a decompression bomb)', pngHeader(20_000, 20_000), VALIDATION.imageTooLarge],
    ['a JPEG one pixel over the cap', jpegHeader(IMAGE_MAX_PIXELS / 5_000 + 1, 5_000), VALIDATION.imageTooLarge],
    ['text named .png', new TextEncoder().encode('not an image at all'), VALIDATION.imageType],
    ['a GIF', new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'), VALIDATION.imageType],
    ['a PNG signature without its header', pngHeader(1, 1).slice(0, 8), VALIDATION.imageType],
    ['a PNG of width 0', pngHeader(0, 10), VALIDATION.imageType],
    ['an empty file', new Uint8Array(), VALIDATION.imageType],
  ])('refuses %s with 400', (_, bytes, message) => {
    expect(judgeImageUpload(bytes)).toEqual({ ok: false, error: { message, statusCode: 400 } });
  });
});
