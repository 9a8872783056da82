import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { vars } from '../theme/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
});

/** First and last name side by side, stacked on small screens. */
export const nameRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  '@media': { [`screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`]: { gridTemplateColumns: '1fr' } },
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
