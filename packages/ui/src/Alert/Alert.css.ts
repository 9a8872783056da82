import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
  variants: {
    kind: {
      error: { backgroundColor: vars.color.errorSubtle, borderInlineStartColor: vars.color.error },
      info: { backgroundColor: vars.color.infoSubtle, borderInlineStartColor: vars.color.info },
      success: { backgroundColor: vars.color.successSubtle, borderInlineStartColor: vars.color.success },
    },
  },
});

export const iconColor = recipe({
  base: { flexShrink: 0, width: '20px', height: '20px' },
  variants: {
    kind: {
      error: { color: vars.color.error },
      info: { color: vars.color.info },
      success: { color: vars.color.success },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
