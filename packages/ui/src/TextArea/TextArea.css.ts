import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const textArea = style({
  minHeight: '120px',
  resize: 'vertical',
  overflowWrap: 'anywhere',
});

/** The description on the left, the character count on the right. */
export const help = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const helpText = style({ flex: '1 1 12rem', minWidth: 0 });

export const count = recipe({
  base: {
    marginInlineStart: 'auto',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    over: {
      true: { color: vars.color.error, fontWeight: vars.fontWeight.bold },
      false: {},
    },
  },
  defaultVariants: { over: false },
});
