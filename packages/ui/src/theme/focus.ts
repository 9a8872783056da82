import { vars } from './vars.css';

/**
 * The one visible focus ring every interactive component uses on `[data-focus-visible]` / `:focus-visible`,
 * in the theme's focus colour (`vars.color.focusRing`: its own hue, never the error red). Drawn outside
 * the element, where it lies on the surface around it; a component may move it (`outlineOffset`) as long
 * as it stays on light colours. A ring drawn inside a filled element takes `focusRingInset`.
 */
export const focusRing = {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
} as const;

/**
 * The focus ring drawn just inside the element's edge, for an element that may be filled with the
 * primary colour when focused (a selected segment, a selected day): a band of surface colour inside the
 * ring keeps it at 3:1 or more against what lies on both of its sides, whatever the fill.
 */
export const focusRingInset = {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.focus.width})`,
  boxShadow: `inset 0 0 0 calc(${vars.focus.width} + 2px) ${vars.color.surface}`,
} as const;

/**
 * The focus ring on a dark fill (the top bar, a toast): drawn just inside the element in its text colour,
 * which the theme makes contrast with that fill (onTopBar on topBar, onError on error, …).
 */
export const focusRingOnFill = {
  outline: `${vars.focus.width} solid currentColor`,
  outlineOffset: `calc(-1 * ${vars.focus.width})`,
} as const;

/**
 * The focus ring as a box shadow, for an element whose outline cannot show it (a crop area inside a
 * clipped box); `before` adds shadows under it.
 */
export const focusRingShadow = (before?: string): string =>
  [before, `0 0 0 ${vars.focus.width} ${vars.color.focusRing} inset`].filter(Boolean).join(', ');

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
