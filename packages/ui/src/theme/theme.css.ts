import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** Styles of the Foundations/Theme story only. */
export const sample = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: '64px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

/** A line of Danish text and digits in the body face, and one in the monospace. */
export const specimen = style({ margin: 0, fontSize: vars.fontSize.lg });
export const mono = style({ margin: 0, fontFamily: vars.font.mono, fontSize: vars.fontSize.lg });
