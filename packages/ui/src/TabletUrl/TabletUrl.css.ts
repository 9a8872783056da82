import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { visuallyHidden } from '../theme/focus';

/**
 * At least wide enough for its three buttons side by side (four while the URL is shown: then 'Reset URL' may wrap): in a table, a narrower column would stack them
 * and make every row several buttons tall.
 */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: '20rem',
  maxWidth: '100%',
});

export const url = style({
  display: 'block',
  minWidth: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const mask = style({
  letterSpacing: '0.1em',
  color: vars.color.muted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const hiddenText = style(visuallyHidden);

/** The QR code dialog: the code, and under it the room's name and the URL it holds. */
export const qrFigure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
});

export const qrCaption = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  textAlign: 'center',
});

export const qrRoom = style({
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const qrUrl = style({
  maxWidth: '100%',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
