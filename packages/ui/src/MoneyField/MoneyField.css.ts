import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const inputWrap = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

/** Room on the right for the currency. */
export const moneyInput = style({
  paddingInlineEnd: `calc(${vars.space.md} + 3.5em)`,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const currency = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'none',
});

export const help = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  selectors: { '&:empty': { display: 'none' } },
});

/** 'x DKK (y with tax)': what the amount costs with the 25 % tax. */
export const preview = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});
