import { describe, expect, it } from 'vitest';
import { declaredDimensions } from './dimensions';
import { jpegHeader, pngHeader } from './test-helpers';

describe('declaredDimensions', () => {
  it.each([
    ['a PNG of 640 × 480', pngHeader(640, 480), { width: 640, height: 480 }],
    ['a PNG declaring 20,000 × 20,000', pngHeader(20_000, 20_000), { width: 20_000, height: 20_000 }],
    ['a baseline JPEG of 1024 × 768', jpegHeader(1024, 768), { width: 1024, height: 768 }],
    ['a progressive JPEG of 300 × 200', jpegHeader(300, 200, { frameMarker: 0xc2 }), { width: 300, height: 200 }],
    ['a JPEG with fill bytes and an EXIF segment', jpegHeader(12, 34, { fill: true, exif: true }), { width: 12, height: 34 }],
  ])('%s', (_, bytes, expected) => {
    expect(declaredDimensions(bytes)).toEqual(expected);
  });

  it.each([
    ['a PNG cut off inside its header', pngHeader(640, 480).slice(0, 20)],
    ['a PNG whose first chunk is not IHDR', (() => { const b = pngHeader(1, 1); b[12] = 0x74; return b; })()],
    ['a JPEG that starts its scan before any frame', Uint8Array.of(0xff, 0xd8, 0xff, 0xda, 0x00, 0x02)],
    ['a JPEG that ends before any frame', Uint8Array.of(0xff, 0xd8, 0xff, 0xd9)],
    ['a JPEG with garbage where a marker should be', Uint8Array.of(0xff, 0xd8, 0x00, 0x00)],
    ['a JPEG segment with a length below 2', Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01)],
    ['a JPEG frame cut off before its width', jpegHeader(10, 10).slice(0, 24)],
    ['text', new TextEncoder().encode('hello, I am a .png')],
    ['nothing', new Uint8Array()],
  ])('%s → null', (_, bytes) => {
    expect(declaredDimensions(bytes)).toBeNull();
  });
});
