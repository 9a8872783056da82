import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The PIN's four digits. */
export const pin = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xxl,
  letterSpacing: '0.3em',
});

/** A group of fields under a legend (notifications, new password). */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

/** A feed's address and its Copy button, side by side; on a narrow screen Copy goes under it. */
export const feedRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
});

export const feedField = style({
  flex: '1 1 16rem',
  minWidth: 0,
});
