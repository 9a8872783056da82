import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { vars } from '../theme/vars.css';
import { focusRing, focusRingOnFill, iconButtonBase } from '../theme/focus';

/**
 * The toasts at the top centre, just below the app bar: clear of the Save and Cancel buttons that forms and
 * dialogs keep at their bottom right (the toasts stood there and covered them), and of the page heading's
 * actions at the end of the main region. Full width less a margin on a small screen.
 */
export const region = style({
  position: 'fixed',
  insetBlockStart: `calc(${vars.size.topBar} + ${vars.space.sm})`,
  insetInline: 0,
  marginInline: 'auto',
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '360px',
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [`screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`]: {
      insetInline: vars.space.sm,
      width: 'auto',
      maxWidth: 'none',
    },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    paddingBlock: vars.space.md,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontSize: vars.fontSize.md,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    kind: {
      success: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
      info: { backgroundColor: vars.color.info, color: vars.color.onInfo },
      error: { backgroundColor: vars.color.error, color: vars.color.onError },
    },
  },
  defaultVariants: { kind: 'info' },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const icon = style({ flexShrink: 0, width: '20px', height: '20px', marginBlock: vars.space.xs });

export const closeButton = style({
  ...iconButtonBase,
  flexShrink: 0,
  color: 'inherit',
  selectors: {
    '&[data-hovered]': { backgroundColor: 'rgba(255, 255, 255, 0.16)' },
    '&[data-focus-visible]': focusRingOnFill,
  },
});
