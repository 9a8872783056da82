import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const wrapper = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const buttonIcon = style({ width: '18px', height: '18px', flexShrink: 0 });

export const notice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.success,
});

export const noticeIcon = style({ width: '16px', height: '16px', flexShrink: 0 });
