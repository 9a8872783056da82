import { style } from '@vanilla-extract/css';
import { DRAWER_WIDTH_PX, SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';
import { vars } from '../theme/vars.css';
import { focusRing, focusRingOnFill, visuallyHidden } from '../theme/focus';

const small = `screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`;

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.topBar,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.topBar,
  color: vars.color.onTopBar,
  boxShadow: vars.shadow.sm,
  '@media': { [small]: { paddingInline: vars.space.sm, gap: vars.space.sm } },
});

export const menuToggle = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  paddingInline: vars.space.sm,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: 'rgba(255, 255, 255, 0.12)' },
    '&[data-pressed]': { backgroundColor: 'rgba(255, 255, 255, 0.2)' },
    '&[data-focus-visible]': focusRingOnFill,
  },
  '@media': { [small]: { display: 'inline-flex' } },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  maxWidth: '40%',
});

export const avatar = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  backgroundColor: vars.color.surface,
  color: vars.color.topBar,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
});

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const userName = style({ ...ellipsis, fontWeight: vars.fontWeight.medium });

export const roleLabel = style({ ...ellipsis, fontSize: vars.fontSize.xs });

export const topBarEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const body = style({
  position: 'relative',
  display: 'flex',
  flex: 1,
  minHeight: 0,
});

export const drawer = style({
  flexShrink: 0,
  position: 'sticky',
  insetBlockStart: vars.size.topBar,
  alignSelf: 'flex-start',
  width: `${DRAWER_WIDTH_PX}px`,
  height: `calc(100dvh - ${vars.size.topBar})`,
  overflowY: 'auto',
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': {
    [small]: {
      display: 'none',
      position: 'fixed',
      insetBlockStart: vars.size.topBar,
      insetBlockEnd: 0,
      insetInlineStart: 0,
      zIndex: 15,
      height: 'auto',
      boxShadow: vars.shadow.lg,
      selectors: { '&[data-open]': { display: 'block' } },
    },
  },
});

/** Dims the page behind the open drawer on small screens. */
export const scrim = style({
  display: 'none',
  '@media': {
    [small]: {
      display: 'block',
      position: 'fixed',
      inset: 0,
      insetBlockStart: vars.size.topBar,
      zIndex: 14,
      backgroundColor: vars.color.overlay,
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const subList = style([list, { paddingInlineStart: vars.space.lg, paddingBlockStart: vars.space.xxs }]);

const item = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
} as const;

export const navLink = style({
  ...item,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    '&[data-current]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const groupTrigger = style({
  ...item,
  justifyContent: 'space-between',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '16px',
  height: '16px',
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const logoutForm = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const logoutButton = style({
  ...item,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.xl,
  '@media': { [small]: { padding: vars.space.lg } },
});

/**
 * The first stop of the Tab key (WCAG 2.4.1 Bypass Blocks): hidden until focused, then a button-like link at the
 * top left, over the top bar, that moves focus past the menu to the page.
 */
export const skipLink = style({
  ...visuallyHidden,
  selectors: {
    '&:focus': {
      position: 'fixed',
      insetBlockStart: vars.space.xs,
      insetInlineStart: vars.space.xs,
      zIndex: 100,
      width: 'auto',
      height: 'auto',
      margin: 0,
      padding: `${vars.space.sm} ${vars.space.md}`,
      overflow: 'visible',
      clip: 'auto',
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      textDecoration: 'underline',
      boxShadow: vars.shadow.md,
      ...focusRing,
    },
  },
});

/** Focused by the skip link; the page's own focus ring would frame the whole page. */
export const mainTarget = style({ outline: 'none' });
