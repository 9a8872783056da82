import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { vars } from '../theme/vars.css';
import { focusRing } from '../theme/focus';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Two fields side by side, stacked on a small screen: the start and end times; the repeat's fields. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  // A message under one time must not stretch the other time's box.
  alignItems: 'start',
  gap: vars.space.md,
  '@media': { [`screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`]: { gridTemplateColumns: '1fr' } },
});

export const roomGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The label of a group of boxes or radios (the rooms, the weekdays, how a series ends, its bookings). */
export const groupLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

/** One room a row: under its name each says what it offers and the hours left. */
export const roomList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
});

/** One room of the list: its radio, with under the room's name what it offers, the hours left and why it cannot be booked. */
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

/** The mark beside the room's name; the lines under the name start where the name does. */
export const radio = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
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
  gridColumn: 1,
  gridRow: 1,
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
  gridColumn: 2,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: { [`${radio}[data-disabled] &`]: { color: vars.color.muted, textDecoration: 'line-through' } },
});

/** A line under the room's name: seats, features and price; the hours left. */
export const factLine = style({
  gridColumn: 2,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});

/** An item of a fact line: it moves to the next line whole, and wraps inside only when it is wider than the line. */
export const factPart = style({ display: 'inline-block', maxWidth: '100%' });

export const reason = style({
  gridColumn: 2,
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
  overflowWrap: 'anywhere',
});

export const checking = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });

/** A field of the repeat's columns across both of them (the weekdays). */
export const wide = style({ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The weekdays' boxes, Monday first, in as many lines as the width needs. */
export const weekdayList = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md, rowGap: vars.space.xs });

/** How a series ends: under the repeat (its own line beside the end's field, never beside the repeat). */
export const endsGroup = style({ gridColumn: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** Which bookings of a series a change takes: a radio a line, under its question. */
export const scopeGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The text of a radio of how a series ends, or of which of its bookings a change takes. */
export const radioText = style({ gridColumn: 2, overflowWrap: 'anywhere' });

/** The bookings of a series: the summary, then a box each. */
export const occurrences = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** What the rule says and how many can be booked, above the bookings of a series. */
export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

/** A line of the summary. */
export const summaryLine = style({ display: 'block' });

/** The bookings of a series, one a line; a long series scrolls inside the list (at most 52 bookings). */
export const occurrenceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxHeight: '20rem',
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
