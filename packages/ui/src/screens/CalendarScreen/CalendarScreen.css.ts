import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The calendar page: heading, the pickers' row, then the calendar. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const heading = style({ margin: 0 });

/** Location, room, booking time used and the room's features, wrapping on narrow screens. */
export const pickers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-end',
});

export const locationPicker = style({ width: 240 });

export const roomPicker = style({ width: 200 });
