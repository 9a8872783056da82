import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const roomName = style({
  margin: 0,
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.xl,
  lineHeight: vars.lineHeight.normal,
});

export const item = style({
  paddingInlineStart: vars.space.xs,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  selectors: {
    '&::marker': { fontWeight: vars.fontWeight.bold, color: vars.color.muted },
  },
});

export const noRules = style({ color: vars.color.muted });
