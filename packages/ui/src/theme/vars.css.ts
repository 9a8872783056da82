import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one token contract (conventions §7). Every component style reads these variables and nothing
 * else; a theme is a set of values for them (themes.css.ts).
 */
export const vars = createThemeContract({
  color: {
    /** Page background behind surfaces. */
    background: null,
    /** Cards, drawers, dialogs, inputs. */
    surface: null,
    /** A slightly tinted surface: hovered rows, the current menu item. */
    surfaceMuted: null,
    text: null,
    /** Secondary text; still AA contrast on surface and background. */
    muted: null,
    border: null,
    /** Input borders: 3:1 against the surface (WCAG 1.4.11). */
    borderStrong: null,
    primary: null,
    primaryHover: null,
    primaryPressed: null,
    onPrimary: null,
    /** Tinted primary background for ghost/secondary hover. */
    primarySubtle: null,
    success: null,
    successSubtle: null,
    onSuccess: null,
    info: null,
    infoSubtle: null,
    onInfo: null,
    error: null,
    errorHover: null,
    errorSubtle: null,
    onError: null,
    topBar: null,
    onTopBar: null,
    overlay: null,
    /**
     * The focus ring (theme/focus.ts draws it for every component): a hue of its own, never the error
     * colour's, at 3:1 or more against the light colours it is drawn beside.
     */
    focusRing: null,
    /**
     * The Insights charts' colours (issue 31): seven categorical colours at 3:1 or more against the surface,
     * the grey of "Other", and a one-hue sequential scale from 0 % (`heat0`) to 100 % (`heat4`).
     */
    chart: {
      series1: null,
      series2: null,
      series3: null,
      series4: null,
      series5: null,
      series6: null,
      series7: null,
      seriesOther: null,
      heat0: null,
      heat1: null,
      heat2: null,
      heat3: null,
      heat4: null,
    },
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    full: null,
  },
  font: {
    body: null,
    heading: null,
    mono: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  focus: {
    width: null,
    offset: null,
  },
  motion: {
    fast: null,
    normal: null,
  },
  size: {
    /** Minimum height of buttons and inputs (pointer target ≥ 24 px, WCAG 2.5.8; we use 40). */
    control: null,
    topBar: null,
    progress: null,
  },
});
