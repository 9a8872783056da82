import { style } from '@vanilla-extract/css';

/** A long description shows its first lines in the table (at most 1500 characters, §5). */
export const description = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxWidth: '28rem',
  minWidth: '10rem',
});
