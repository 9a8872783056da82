import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const trigger = style({ whiteSpace: 'nowrap' });

export const popover = style({
  minWidth: '240px',
  maxWidth: 'min(360px, calc(100vw - 16px))',
  maxHeight: '60vh',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const roomBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, outline: 'none' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const roomName = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const line = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

export const bar = style({
  display: 'block',
  height: '6px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const fill = recipe({
  base: { display: 'block', height: '100%', borderRadius: vars.radius.full, backgroundColor: vars.color.primary },
  variants: { full: { true: { backgroundColor: vars.color.error }, false: {} } },
});
