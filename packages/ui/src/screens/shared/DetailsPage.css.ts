import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { vars } from '../../theme/vars.css';

/** The layout of a details page (Profile, My Company): cards beside a form on wide screens, above it on narrow ones. */
const small = `screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`;

export const page = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1000px)': { gridTemplateColumns: 'minmax(16rem, 20rem) minmax(0, 44rem)' } },
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [small]: { padding: vars.space.md } },
});

export const cardHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
});

/** The avatar, then the name and the lines under it beside it. */
export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const personText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const personName = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({
  margin: 0,
  color: vars.color.muted,
});

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
});

/** Two fields side by side, stacked on small screens. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [small]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
