import { style } from '@vanilla-extract/css';

/**
 * A page's heading (its h1): at the top of the main region, without the browser's margin above it, so that
 * every page's heading sits at the same place (the calendar's and the reports' page layouts put theirs there
 * too, with `margin: 0` in a gap). Table pages had the browser's 0.67em above theirs, about 21 px lower.
 */
export const pageHeading = style({ marginTop: 0 });
