import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QrCode } from './QrCode';
import { qrPathOf, QUIET_ZONE } from './qr-path';

describe('QrCode', () => {
  it("is in the server's HTML: one named image, at a whole number of px a module, at least 200 px", () => {
    const text = 'https://tablet.roombook.test/code/7f3a9c2e';
    const html = renderToString(<QrCode text={text} label="QR code of the tablet URL of Fjord" />);
    const { size, d } = qrPathOf(text);
    const extent = size + 2 * QUIET_ZONE;
    const px = Number(/width="(\d+)"/.exec(html)?.[1]);
    expect(px).toBeGreaterThanOrEqual(200);
    expect(px % extent).toBe(0);
    expect(html).toContain(`height="${px}"`);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="QR code of the tablet URL of Fjord"');
    expect(html).toContain(`d="${d}"`);
  });
});
