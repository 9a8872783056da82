import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing, focusRingInset } from '../theme/focus';

/**
 * The typed date or time: editable segments (dd / mm / yyyy, HH : mm) in a row. The first digit starts
 * where a TextField's text does (each segment has 1 px of padding of its own).
 */
export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  minWidth: 0,
  paddingInline: `calc(${vars.space.md} - 1px)`,
  paddingBlock: vars.space.xs,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'text',
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.muted },
    '&[data-type="literal"]': { paddingInline: 0, color: vars.color.muted },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { color: vars.color.muted },
  },
});

/** Between the start and the end of a range. */
export const rangeDash = style({ paddingInline: vars.space.xxs, color: vars.color.muted });

/** react-aria limits the popover's height to the room on screen; the calendar scrolls inside it then. */
export const popover = style({
  maxWidth: `calc(100vw - 2 * ${vars.space.sm})`,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const dialog = style({ padding: vars.space.md, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.border },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const grid = style({ borderCollapse: 'collapse', marginInline: 'auto' });

export const headerCell = style({
  width: '36px',
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.muted,
  textAlign: 'center',
});

/** A day: 36 px square (WCAG 2.5.8). Today is underlined; days of other months are hidden. */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  margin: '1px 0',
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-today]': { fontWeight: vars.fontWeight.bold, textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.border },
    '&[data-selected]': { backgroundColor: vars.color.primarySubtle, borderRadius: 0 },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-selection-start]': { borderStartStartRadius: vars.radius.full, borderEndStartRadius: vars.radius.full },
    '&[data-selection-end]': { borderStartEndRadius: vars.radius.full, borderEndEndRadius: vars.radius.full },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.muted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
  },
});

/** A single date picker's chosen day is a full circle. */
export const singleCell = style({
  selectors: {
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      borderRadius: vars.radius.full,
    },
  },
});
