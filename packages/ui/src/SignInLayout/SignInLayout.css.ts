import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { vars } from '../theme/vars.css';

const small = `screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  minHeight: '100dvh',
  padding: vars.space.xl,
  backgroundColor: vars.color.background,
  backgroundImage: `linear-gradient(160deg, ${vars.color.primarySubtle} 0%, ${vars.color.background} 55%)`,
  color: vars.color.text,
  '@media': { [small]: { justifyContent: 'flex-start', padding: vars.space.lg, gap: vars.space.lg } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.primary,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const brandMark = style({ width: '32px', height: '32px' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '420px',
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  // On small screens the card takes the full width.
  '@media': { [small]: { maxWidth: 'none', padding: vars.space.xl } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
