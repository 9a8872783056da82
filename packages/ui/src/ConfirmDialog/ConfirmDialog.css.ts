import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';

export const narrowModal = style({
  maxWidth: '460px',
  '@media': {
    [`screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`]: { maxWidth: 'none' },
  },
});

export const body = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
});

export const icon = style({
  flexShrink: 0,
  width: '24px',
  height: '24px',
  marginBlockStart: vars.space.xxs,
  color: vars.color.error,
});

/** The question and the choice under it, beside the icon. */
export const messageColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** The message when there is no title: it names the dialog, so it takes the heading's weight. */
export const messageAsTitle = style({
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  '@media': {
    // On a phone the buttons stack, full width, the confirming one on top.
    [`screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`]: {
      flexDirection: 'column-reverse',
      alignItems: 'stretch',
    },
  },
});
