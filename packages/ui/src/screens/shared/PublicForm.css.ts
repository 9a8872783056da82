import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The column of a signed-out screen's card: text, errors, fields, the button and the way back. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const text = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
