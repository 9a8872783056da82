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

/** Edit and Delete, and under them why they are disabled. */
export const actionsArea = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });

/** Why Edit and Delete are disabled: shown, not only in a tooltip that touch users never see. */
export const reason = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  textAlign: 'end',
});
