import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing, visuallyHidden } from '../theme/focus';
import { controlBoxRules, controlDisabledRules, controlHoveredRules, controlInvalidRules } from '../FieldError/controls.css';

/** The label of a Select with `isLabelHidden`. */
export const hiddenLabel = style(visuallyHidden);

/**
 * The closed select: a button that looks like an input. Its text starts where a TextField's does (the
 * same inline padding and border), and it is as tall.
 */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.sm,
  paddingBlock: vars.space.xs,
  ...controlBoxRules,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': controlHoveredRules,
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '0', borderColor: vars.color.primary },
    '[data-invalid] > &': controlInvalidRules,
    '&[data-disabled]': controlDisabledRules,
  },
});

export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.muted },
  },
});

export const chevron = style({ flexShrink: 0, width: '18px', height: '18px', color: vars.color.muted });

/** The list's popover: at least as wide as the field, never wider than the screen. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: `calc(100vw - 2 * ${vars.space.sm})`,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  maxHeight: 'inherit',
  overflow: 'auto',
  outline: 'none',
  fontSize: vars.fontSize.md,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': { ...focusRing, outlineWidth: '2px', outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed' },
  },
});

/** The tick in front of the selected option; its room is kept on every option so that texts line up. */
export const check = style({ flexShrink: 0, width: '16px', height: '16px', color: vars.color.primary });

export const empty = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.sm,
  color: vars.color.muted,
  fontStyle: 'italic',
});
