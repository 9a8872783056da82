import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * The amount's input with the currency beside it, after its end edge: two boxes side by side, so that no
 * amount, padding or style order can put the currency over the digits (it was drawn inside the input, over
 * the padding that the input's own `paddingInline` could take back, depending on the order of the styles).
 */
export const inputWrap = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const moneyInput = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  // Inside its row the input gives way to the currency, whatever order a build puts the text field's own
  // input style in (a single class of the same weight): the row's class makes this rule the stronger one.
  selectors: { [`${inputWrap} > &`]: { flex: '1 1 0', minWidth: 0, width: 'auto' } },
});

export const currency = style({
  flex: 'none',
  color: vars.color.muted,
  fontSize: vars.fontSize.md,
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
