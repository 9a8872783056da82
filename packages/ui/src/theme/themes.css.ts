import { createTheme } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** Values shared by every theme: spacing, radii, type scale and motion. Themes differ in colour and type. */
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

const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * 'roombook', the default theme. All text colours reach WCAG AA (4.5:1) on surface and background;
 * the axe check of every story verifies it.
 */
export const roombookTheme = createTheme(vars, {
  ...scale,
  color: {
    background: '#f4f6f9',
    surface: '#ffffff',
    surfaceMuted: '#e9eef5',
    text: '#1b1f24',
    muted: '#4f5866',
    border: '#d5dbe3',
    borderStrong: '#6b7685',
    primary: '#0a58a8',
    primaryHover: '#084a8e',
    primaryPressed: '#063a70',
    onPrimary: '#ffffff',
    primarySubtle: '#e3eefa',
    success: '#1d6b35',
    successSubtle: '#e5f3ea',
    onSuccess: '#ffffff',
    info: '#0a58a8',
    infoSubtle: '#e3eefa',
    onInfo: '#ffffff',
    error: '#b02a1f',
    errorHover: '#93231a',
    errorSubtle: '#fbe9e7',
    onError: '#ffffff',
    topBar: '#0a3d73',
    onTopBar: '#ffffff',
    overlay: 'rgba(15, 23, 34, 0.5)',
    focusRing: '#d1470f',
  },
  radius: { sm: '4px', md: '6px', lg: '12px', full: '9999px' },
  font: {
    body: systemFont,
    heading: systemFont,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 34, 0.08)',
    md: '0 4px 12px rgba(15, 23, 34, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 34, 0.2)',
  },
});

/** 'nordic': calm greens and squarer corners. Same contrast guarantees. */
export const nordicTheme = createTheme(vars, {
  ...scale,
  color: {
    background: '#f2f4f3',
    surface: '#ffffff',
    surfaceMuted: '#e4ebe8',
    text: '#1c2326',
    muted: '#4c5a5e',
    border: '#cfd8d5',
    borderStrong: '#66746f',
    primary: '#2a5c4b',
    primaryHover: '#214a3c',
    primaryPressed: '#18382d',
    onPrimary: '#ffffff',
    primarySubtle: '#e1eee9',
    success: '#2b6a3d',
    successSubtle: '#e3f1e7',
    onSuccess: '#ffffff',
    info: '#2d5577',
    infoSubtle: '#e2ebf3',
    onInfo: '#ffffff',
    error: '#a3262c',
    errorHover: '#861f24',
    errorSubtle: '#f8e7e8',
    onError: '#ffffff',
    topBar: '#1f3b33',
    onTopBar: '#ffffff',
    overlay: 'rgba(20, 28, 26, 0.5)',
    focusRing: '#b5440f',
  },
  radius: { sm: '2px', md: '3px', lg: '6px', full: '9999px' },
  font: {
    body: '"Inter", ' + systemFont,
    heading: '"Inter", ' + systemFont,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  shadow: {
    sm: '0 1px 2px rgba(20, 28, 26, 0.08)',
    md: '0 4px 12px rgba(20, 28, 26, 0.12)',
    lg: '0 12px 32px rgba(20, 28, 26, 0.2)',
  },
});
