import { vars } from './vars.css';

/** The one visible focus ring every interactive component uses on `[data-focus-visible]` / `:focus-visible`. */
export const focusRing = {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
} as const;

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * A square, borderless 32 px button around an icon (close, expand, row actions). Each use adds its
 * colours and its hover and focus states.
 */
export const iconButtonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
} as const;
