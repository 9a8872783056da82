import { style } from '@vanilla-extract/css';

/** Drawn at its own size in every layout: a QR code shrunk by its container scans badly. */
export const qr = style({
  display: 'block',
  flex: 'none',
  maxWidth: 'none',
});
