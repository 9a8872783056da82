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
 * Form controls take the system's font from the browser's own style sheet, not the page's: they inherit the
 * theme's family like every other text (`:where` adds no weight, so a control's own class still sets its family,
 * as the PIN field's monospace does).
 */
globalStyle(':where(button, input, select, textarea)', { fontFamily: 'inherit' });

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
