import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from '../theme/focus';

/**
 * The rules every input-like box shares (TextField's look): size, border, surface, type, the hovered
 * border and the disabled look. A frame and the Select's trigger add their own layout and states.
 */
export const controlBoxRules = {
  minHeight: vars.size.control,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.motion.fast}`,
} as const;

export const controlHoveredRules = { borderColor: vars.color.text } as const;

export const controlDisabledRules = {
  backgroundColor: vars.color.surfaceMuted,
  borderColor: vars.color.border,
  color: vars.color.muted,
  cursor: 'not-allowed',
} as const;

/** An invalid control's border: thicker, in the error colour. */
export const controlInvalidRules = { borderColor: vars.color.error, boxShadow: `inset 0 0 0 1px ${vars.color.error}` } as const;

/**
 * The bordered box of a composite control (an input with buttons, date segments, tags), styled over
 * react-aria's Group / DateInput states. It looks like TextField's input.
 */
export const frame = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minWidth: 0,
  ...controlBoxRules,
  selectors: {
    '&[data-hovered]': controlHoveredRules,
    '&[data-focus-within]': { ...focusRing, outlineOffset: '0', borderColor: vars.color.primary },
    '&[data-invalid]': controlInvalidRules,
    '&[data-disabled]': controlDisabledRules,
  },
});

/**
 * A checkbox's or a switch's field, and their clickable label's shared rules (at least 24 px tall,
 * WCAG 2.5.8); each adds its own alignment.
 */
export const toggleField = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const toggleLabelRules = {
  display: 'inline-flex',
  gap: vars.space.sm,
  minHeight: '24px',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed' },
  },
} as const;

/** A borderless input inside a frame. */
export const frameInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  width: '100%',
  alignSelf: 'stretch',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A square icon button inside a frame (stepper, calendar, open the list). At least 24 × 24 px. */
export const frameButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  minWidth: `calc(${vars.size.control} - 6px)`,
  minHeight: '24px',
  margin: '2px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.border },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, backgroundColor: 'transparent' },
  },
});

export const frameIcon = style({ width: '18px', height: '18px' });
