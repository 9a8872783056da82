import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * The page of a device screen that fills a tablet by itself, with no shell around it (the canteen kiosk, the
 * room tablet, the reception board): the whole height of the screen, its parts in a column.
 */
export const devicePage = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** A device screen's top bar (the canteen kiosk, the reception board): its place and title, and its sign-out. */
export const deviceHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  backgroundColor: vars.color.topBar,
  color: vars.color.onTopBar,
});

/** The top bar's sign-out: a quiet outlined button in the top bar's colours, 48 px high. */
export const deviceSignOut = style({
  minHeight: '48px',
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.onTopBar}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.onTopBar,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: 'rgba(255, 255, 255, 0.12)' },
    '&[data-focus-visible]': { outline: `${vars.focus.width} solid currentColor`, outlineOffset: '2px' },
  },
});
