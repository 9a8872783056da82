import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Start – end side by side; on a narrow field they wrap under each other. */
export const rangeInputs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  flex: '1 1 auto',
  minWidth: 0,
  rowGap: vars.space.xxs,
});

export const rangeInput = style({ flex: '0 0 auto', paddingInlineEnd: vars.space.xs });
