import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPathOf } from './qr-path';

/** The dark modules the path draws, as the library's matrix holds them: one byte a module, row by row. */
const modulesOfPath = (d: string, size: number): Uint8Array => {
  const drawn = new Uint8Array(size * size);
  const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)];
  // Nothing in the path but these runs.
  expect(runs.map((run) => run[0]).join('')).toBe(d);
  for (const [, x, y, width, back] of runs) {
    expect(back).toBe(width);
    for (let col = Number(x); col < Number(x) + Number(width); col++) drawn[Number(y) * size + col] = 1;
  }
  return drawn;
};

describe('qrPathOf (issue 29: the tablet URL as a QR code in Manage rooms)', () => {
  it.each([
    ['a tablet URL', 'https://tablet.roombook.test/code/7f3a9c2e'],
    ['a 128-bit code on a long host', 'https://meeting-room-tablets.copenhagen-harbour-business-centre.roombook.example/code/0123456789abcdef0123456789abcdef'],
    ['one letter', 'a'],
  ])('draws exactly the dark modules of %s, at error correction M', (_, text) => {
    const qr = create(text, { errorCorrectionLevel: 'M' });
    const { size, d } = qrPathOf(text);
    expect(size).toBe(qr.modules.size);
    expect(size).toBe(17 + 4 * qr.version);
    expect(modulesOfPath(d, size)).toEqual(qr.modules.data);
  });

  it('draws a different code for a different text', () => {
    expect(qrPathOf('https://t.test/code/a').d).not.toBe(qrPathOf('https://t.test/code/b').d);
  });

  it('refuses a text longer than a QR code holds', () => {
    expect(() => qrPathOf('x'.repeat(3000))).toThrow();
  });
});
