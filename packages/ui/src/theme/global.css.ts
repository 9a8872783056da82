import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** Base global styles: box sizing, no default body margin, and reduced motion when the user asks for it. */
globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

globalStyle('html, body', { margin: 0, padding: 0 });

/**
 * Typography and colours for whatever element carries the theme class (themeClass() adds it). Put the
 * class on <body> (or <html>): dialogs and toasts render in portals at the end of <body>.
 */
export const themeBase = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  WebkitTextSizeAdjust: '100%',
});
