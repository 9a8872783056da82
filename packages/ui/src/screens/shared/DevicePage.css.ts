import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * The page of a device screen that fills a tablet by itself, with no shell around it (the canteen kiosk, the
 * room tablet): the whole height of the screen, its parts in a column.
 */
export const devicePage = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
