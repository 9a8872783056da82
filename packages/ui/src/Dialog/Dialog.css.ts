import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from '../theme/focus';
import { SMALL_SCREEN_MAX_PX } from '@roombook/domain/constants';

// Only the backdrop colour and the position animate, never the content's opacity: text keeps its full
// contrast from the first frame (the axe check of the stories runs right after they open).
const dimIn = keyframes({ from: { backgroundColor: 'transparent' } });
const rise = keyframes({ from: { transform: 'translateY(8px)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${dimIn} ${vars.motion.normal} ease-out` },
  },
});

export const modal = style({
  width: '100%',
  maxWidth: '520px',
  maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
  overflowY: 'auto',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.motion.normal} ease-out` },
  },
  '@media': {
    [`screen and (max-width: ${SMALL_SCREEN_MAX_PX}px)`]: { maxWidth: 'none' },
  },
});

/** A dialog that holds a table (Manage Companies' applications): room for its columns and row buttons. */
export const wideModal = style({ maxWidth: '760px' });

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  marginBlock: '-6px',
  marginInlineEnd: '-6px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
