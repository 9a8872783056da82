import { style } from '@vanilla-extract/css';

/** The download glyph inside the button: sized by the text, coloured by it. */
export const icon = style({
  width: '1.125em',
  height: '1.125em',
  flexShrink: 0,
});
