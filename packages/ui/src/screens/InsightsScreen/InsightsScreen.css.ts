import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The filters wrap into as many columns as fit; on a narrow screen they stack. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
});

/** 'Show', level with the fields' inputs (below their labels). */
export const submit = style({
  display: 'flex',
  alignItems: 'flex-end',
  alignSelf: 'stretch',
  paddingBlockStart: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xs})`,
  '@media': { 'screen and (max-width: 600px)': { paddingBlockStart: 0 } },
});

export const openHours = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

/** The charts: one column, or two side by side where each gets 36rem. */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 36rem), 1fr))',
  gap: vars.space.xl,
  alignItems: 'start',
  minWidth: 0,
});
