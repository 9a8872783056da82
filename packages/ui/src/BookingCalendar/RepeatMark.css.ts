import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * The repeat mark: as high as the text it stands before, on its line (it never adds a line or height of its
 * own, so a booking of 15 minutes keeps its title), in the text's colour.
 */
export const repeatMark = style({
  display: 'inline-block',
  flex: 'none',
  width: '1em',
  height: '1em',
  marginInlineEnd: vars.space.xxs,
  verticalAlign: '-0.125em',
});
