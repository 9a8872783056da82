import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** An expanded room: its rules, features and tablet URL side by side, stacked on a narrow screen. */
export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, max-content))',
  columnGap: vars.space.xl,
  rowGap: vars.space.md,
  margin: 0,
});

export const term = style({
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const definition = style({ margin: 0 });
