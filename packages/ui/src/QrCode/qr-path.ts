import { create } from 'qrcode';

/** Modules of light margin around a QR code, as the standard asks (ISO/IEC 18004: at least four). */
export const QUIET_ZONE = 4;

export interface QrPath {
  /** Modules along one side of the symbol, without the quiet zone (21 for version 1, 4 more for each version). */
  size: number;
  /** The dark modules as one SVG path in module units: each row's runs of dark modules as rectangles one module high. */
  d: string;
}

/**
 * `text`'s QR code (the `qrcode` library, error correction M: readable with up to 15 % of it damaged) as one SVG
 * path, drawn synchronously so that it renders on the server as in the browser. Throws for a text longer than a
 * QR code holds (over 2,331 bytes at M).
 */
export const qrPathOf = (text: string): QrPath => {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  let d = '';
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col++;
      d += `M${start} ${row}h${col - start}v1h-${col - start}z`;
    }
  }
  return { size, d };
};
