import { describe, expect, it } from 'vitest';
import { detectImageType } from './sniff';

describe('detectImageType', () => {
  it.each([
    ['a JPEG (JFIF)', [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'image/jpeg'],
    ['a JPEG (Exif)', [0xff, 0xd8, 0xff, 0xe1], 'image/jpeg'],
    ['a PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00], 'image/png'],
    ['a GIF', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], null],
    ['a truncated PNG signature', [0x89, 0x50, 0x4e, 0x47], null],
    ['an SVG named .png', [...'<svg xmlns="http://www.w3.org/2000/svg"/>'].map((c) => c.charCodeAt(0)), null],
    ['nothing', [], null],
  ])('%s → %s', (_, bytes, expected) => {
    expect(detectImageType(new Uint8Array(bytes))).toBe(expected);
  });
});
