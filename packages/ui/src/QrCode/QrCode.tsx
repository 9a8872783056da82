import { useMemo } from 'react';
import { qr } from './QrCode.css';
import { qrPathOf, QUIET_ZONE } from './qr-path';

/**
 * Dark on white in every theme: a camera reads a QR code by its contrast, and not every reader takes one in
 * light on dark.
 */
const DARK = '#000000';
const LIGHT = '#ffffff';

export interface QrCodeProps {
  /** What the code holds (for example a tablet URL). */
  text: string;
  /** The image's accessible name: what the code is of, e.g. 'QR code of the tablet URL of Fjord'. */
  label: string;
  /** The least width and height in px; the code is drawn at a whole number of px a module, at least this. @default 200 */
  minSize?: number;
}

/**
 * `text` as a QR code: one SVG image (`role="img"`, named by `label`) with a white quiet zone of four modules and
 * the dark modules as one path. It is drawn during render, with no effect, so the server's HTML already holds it.
 */
export function QrCode({ text, label, minSize = 200 }: QrCodeProps) {
  const { size, d } = useMemo(() => qrPathOf(text), [text]);
  const extent = size + 2 * QUIET_ZONE;
  const px = extent * Math.ceil(minSize / extent);
  return (
    <svg
      className={qr}
      role="img"
      aria-label={label}
      width={px}
      height={px}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill={LIGHT} />
      <path d={d} fill={DARK} />
    </svg>
  );
}
