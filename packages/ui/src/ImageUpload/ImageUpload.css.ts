import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing, focusRingShadow } from '../theme/focus';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-drop-target]': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySubtle },
    '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.muted, cursor: 'not-allowed' },
  },
});

export const invalid = style({
  borderColor: vars.color.error,
});

export const dropIcon = style({ width: '36px', height: '36px', color: vars.color.muted });

export const dropText = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.error,
});

export const cropBox = style({
  position: 'relative',
  width: '100%',
  height: '320px',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
});

export const cropArea = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: focusRingShadow(`0 0 0 9999em ${vars.color.overlay}`) },
  },
});

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label output" "track track"',
  rowGap: vars.space.xs,
  width: '100%',
});

export const sliderLabel = style({ gridArea: 'label', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const sliderOutput = style({ gridArea: 'output', fontSize: vars.fontSize.sm, color: vars.color.muted });

export const track = style({
  gridArea: 'track',
  position: 'relative',
  height: '28px',
  width: '100%',
  '::before': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    top: '50%',
    height: '4px',
    transform: 'translateY(-50%)',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.borderStrong,
  },
});

export const thumb = style({
  top: '50%',
  width: '22px',
  height: '22px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
  backgroundColor: vars.color.primary,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-dragging]': { backgroundColor: vars.color.primaryPressed },
  },
});

export const cropHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const checking = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xl,
});
