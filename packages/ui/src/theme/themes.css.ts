import { createTheme } from '@vanilla-extract/css';
import { PALETTES } from './palettes';
import { FONT_STACK } from './typeface';
import { vars } from './vars.css';

/** Values shared by every theme: spacing, radii, type scale and motion. Themes differ in colour, corners and shadows. */
const scale = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  focus: { width: '3px', offset: '2px' },
  motion: { fast: '120ms', normal: '200ms' },
  size: { control: '40px', topBar: '56px', progress: '3px' },
} as const;

/** Every theme sets its type in the shipped faces (ADR 071): never in whatever fonts the machine has. */
const font = { body: FONT_STACK.sans, heading: FONT_STACK.sans, mono: FONT_STACK.mono };

/**
 * 'roombook', the default theme. All text colours reach WCAG AA (4.5:1) on surface and background;
 * the axe check of every story verifies it.
 */
export const roombookTheme = createTheme(vars, {
  ...scale,
  color: PALETTES.roombook,
  radius: { sm: '4px', md: '6px', lg: '12px', full: '9999px' },
  font,
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 34, 0.08)',
    md: '0 4px 12px rgba(15, 23, 34, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 34, 0.2)',
  },
});

/** 'nordic': calm greens and squarer corners. Same contrast guarantees. */
export const nordicTheme = createTheme(vars, {
  ...scale,
  color: PALETTES.nordic,
  radius: { sm: '2px', md: '3px', lg: '6px', full: '9999px' },
  font,
  shadow: {
    sm: '0 1px 2px rgba(20, 28, 26, 0.08)',
    md: '0 4px 12px rgba(20, 28, 26, 0.12)',
    lg: '0 12px 32px rgba(20, 28, 26, 0.2)',
  },
});
