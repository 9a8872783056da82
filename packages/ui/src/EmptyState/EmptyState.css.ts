import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const icon = style({
  width: '40px',
  height: '40px',
  color: vars.color.muted,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({
  margin: 0,
  maxWidth: '48ch',
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const action = style({
  marginBlockStart: vars.space.sm,
});
