import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from '../theme/focus';

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.primaryHover, textDecorationThickness: '2px' },
    '&[data-pressed]': { color: vars.color.primaryPressed },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed', textDecoration: 'none' },
  },
});
