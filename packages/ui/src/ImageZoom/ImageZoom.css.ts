import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from '../theme/focus';

export const thumbButton = style({
  display: 'inline-flex',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  cursor: 'zoom-in',
  overflow: 'hidden',
  outline: 'none',
  transition: `box-shadow ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { boxShadow: vars.shadow.md },
    '&[data-focus-visible]': focusRing,
  },
});

export const thumb = style({
  display: 'block',
  objectFit: 'cover',
});

export const missing = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  color: vars.color.muted,
  backgroundColor: vars.color.surfaceMuted,
});

export const missingIcon = style({ width: '60%', height: '60%', maxWidth: '32px', maxHeight: '32px' });

export const wideModal = style({
  maxWidth: 'min(1000px, 100%)',
  width: 'auto',
});

export const figure = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'center',
});

export const large = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70dvh',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});
