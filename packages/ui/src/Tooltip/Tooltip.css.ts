import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from '../theme/focus';

// Only the position animates, never the opacity: the text has its full contrast from the first frame.
const appear = keyframes({ from: { transform: 'translateY(var(--tooltip-shift, 4px))' }, to: { transform: 'none' } });

export const tooltip = style({
  maxWidth: 'min(280px, calc(100vw - 16px))',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-placement="top"]': { marginBlockEnd: vars.space.xs, vars: { '--tooltip-shift': '4px' } },
    '&[data-placement="bottom"]': { marginBlockStart: vars.space.xs, vars: { '--tooltip-shift': '-4px' } },
    '&[data-entering]': { animation: `${appear} ${vars.motion.fast} ease-out` },
  },
});

/**
 * The focusable stand-in around a disabled trigger: it takes focus and hover for the disabled control
 * (which can take neither) and looks like nothing of its own apart from the focus ring.
 */
export const disabledTrigger = style({
  display: 'inline-flex',
  borderRadius: vars.radius.md,
  cursor: 'not-allowed',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

// The disabled control itself ignores the pointer (pointer-events is inherited), so hovering it hovers
// the stand-in.
export const disabledInner = style({ display: 'contents', pointerEvents: 'none' });
