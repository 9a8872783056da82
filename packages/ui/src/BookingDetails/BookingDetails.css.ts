import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.medium, color: vars.color.muted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });
