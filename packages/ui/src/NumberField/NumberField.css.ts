import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The number is right-aligned like figures in a table, next to the steppers. */
export const numberInput = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const steppers = style({
  display: 'flex',
  alignSelf: 'stretch',
  borderInlineStart: `1px solid ${vars.color.border}`,
});
