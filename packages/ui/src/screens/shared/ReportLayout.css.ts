import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A report screen: its heading, the filters and the table, one below the other. */
export const page = style({
  display: 'grid',
  gap: vars.space.xl,
});

export const heading = style({ margin: 0 });
