import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The filters wrap into as many columns as fit; on a narrow screen they stack. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
});

/** A filter's wrapper (it notices focus leaving the field, popovers included). */
export const cell = style({ minWidth: 0 });

/** The 'Request Data' button, level with the fields' inputs (below their labels). */
export const submit = style({
  display: 'flex',
  alignItems: 'flex-end',
  alignSelf: 'stretch',
  paddingBlockStart: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xs})`,
  '@media': {
    'screen and (max-width: 600px)': { paddingBlockStart: 0 },
  },
});
