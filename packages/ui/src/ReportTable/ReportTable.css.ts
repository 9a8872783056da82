import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  width: '100%',
});

/** The report's header: the total, and the caller's actions (the Excel download) at the end. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.control,
});

/** The report's totals, one under the other. */
export const totals = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const total = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

/** Amounts and counts line up by their digits. */
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/**
 * A date and time: the time goes under the date only where that lets a wide screen show every column; on a
 * narrow screen, where each row is a card, it has the width of its field and keeps one line.
 */
export const dateTime = style({
  '@media': { [`screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`]: { whiteSpace: 'nowrap' } },
});
