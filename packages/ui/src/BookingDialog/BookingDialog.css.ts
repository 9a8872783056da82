import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { vars } from '../theme/vars.css';
import { focusRing } from '../theme/focus';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const times = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  '@media': { [`screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`]: { gridTemplateColumns: '1fr' } },
});

export const roomGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const roomLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const roomList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.xs,
});

/** One room of the list: its radio, and under it why it cannot be booked. */
export const roomItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:has([data-hovered])': { backgroundColor: vars.color.primarySubtle },
    '&:has([data-selected])': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}`, backgroundColor: vars.color.primarySubtle },
    '&:has([data-disabled])': { borderStyle: 'dashed', borderColor: vars.color.border, backgroundColor: vars.color.background },
  },
});

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const radioMark = style({
  flexShrink: 0,
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: '6px' },
    [`${radio}[data-disabled] &`]: { borderColor: vars.color.border, backgroundColor: vars.color.surfaceMuted },
  },
});

export const radioName = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: { [`${radio}[data-disabled] &`]: { color: vars.color.muted, textDecoration: 'line-through' } },
});

export const reason = style({
  paddingInlineStart: `calc(18px + ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
  overflowWrap: 'anywhere',
});

export const checking = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
