import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { vars } from '../../theme/vars.css';

const small = `screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`;

/** The calendar page: heading, the pickers' row, then the calendar. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [small]: { gap: vars.space.md } },
});

export const heading = style({ margin: 0 });

/**
 * Location, room, booking time used and the room's features, wrapping on narrow screens; on a phone,
 * location and room share a row, so that the calendar's hours start high on the screen.
 */
export const pickers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-end',
  '@media': { [small]: { gap: vars.space.sm } },
});

export const locationPicker = style({
  width: 240,
  '@media': { [small]: { width: 'auto', flex: '3 1 11rem', minWidth: 0 } },
});

export const roomPicker = style({
  width: 200,
  '@media': { [small]: { width: 'auto', flex: '1 1 6rem', minWidth: 0 } },
});

/** Holds the calendar (it fetches the dialogs' code when the pointer or focus first comes to it). */
export const calendarArea = style({ minWidth: 0 });

/** Why there is no Add and no 'Booking time used' (a calendar seen without booking in it). */
export const readOnlyNote = style({
  margin: 0,
  flex: '1 1 16rem',
  maxWidth: '40rem',
  paddingBlock: vars.space.xs,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
