import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from '../theme/focus';

export const inputWrap = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

/** Room on the right for the reveal toggle. */
export const inputWithToggle = style({
  paddingInlineEnd: `calc(${vars.size.control} + ${vars.space.xs})`,
});

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.control} - 4px)`,
  height: `calc(${vars.size.control} - 4px)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    '&[data-selected]': { color: vars.color.primary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const icon = style({ width: '20px', height: '20px' });
