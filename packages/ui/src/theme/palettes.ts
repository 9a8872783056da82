/**
 * The colours of each theme: the values of `vars.color` (themes.css.ts fills the token contract with
 * them). Plain data, so that the theme's unit test can check their contrast.
 *
 * Every text colour reaches WCAG AA (4.5:1) on surface and background (the axe check of every story
 * verifies it). The focus ring (`focusRing`) has a hue of its own, far from the error red and from the
 * primary colour, so that a focused control never reads as an invalid one; it reaches 3:1 against every
 * light colour it is drawn beside (WCAG 2.4.13 focus appearance; theme.test.ts checks both).
 */
export const PALETTES = {
  roombook: {
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
    /** Violet: apart from the blue primary and the red error. */
    focusRing: '#6d28d9',
    /**
     * The Insights charts (issue 31). `series1`–`series7`: the Okabe–Ito colours, in their order of
     * distinctness, each darkened (hue kept) until it reaches 3:1 against the surface (WCAG 1.4.11);
     * `seriesOther` the grey of what is merged into "Other". `heat0`–`heat4`: one hue from light to dark,
     * `heat0` for 0 %.
     */
    chart: {
      series1: '#0072b2',
      series2: '#bd8300',
      series3: '#009e73',
      series4: '#ca73a3',
      series5: '#d55e00',
      series6: '#1d96db',
      series7: '#8a810b',
      seriesOther: '#6b7685',
      heat0: '#e4ecf5',
      heat1: '#b3cfec',
      heat2: '#6fa3d8',
      heat3: '#2f74bd',
      heat4: '#08427f',
    },
  },
  nordic: {
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
    /** Blue: apart from the green primary and the red error. */
    focusRing: '#1f5fd1',
    /** As roombook's; the heat scale in the theme's green. */
    chart: {
      series1: '#0072b2',
      series2: '#bd8300',
      series3: '#009e73',
      series4: '#ca73a3',
      series5: '#d55e00',
      series6: '#1d96db',
      series7: '#8a810b',
      seriesOther: '#66746f',
      heat0: '#e2ece8',
      heat1: '#b0d3c3',
      heat2: '#6fae93',
      heat3: '#347c62',
      heat4: '#174a39',
    },
  },
} as const;
