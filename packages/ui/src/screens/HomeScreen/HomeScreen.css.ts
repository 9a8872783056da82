import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const home = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '40rem',
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const term = style({
  color: vars.color.muted,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  margin: 0,
});

/** A term and its value: the grid places their cells. */
export const row = style({ display: 'contents' });
