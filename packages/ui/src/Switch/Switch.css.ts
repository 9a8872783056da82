import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from '../theme/focus';
import { toggleField, toggleLabelRules } from '../FieldError/controls.css';

export const field = toggleField;

/** The clickable label: the track and the text. At least 24 px tall (WCAG 2.5.8). */
export const switchButton = style({
  ...toggleLabelRules,
  alignItems: 'center',
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '40px',
  height: '24px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${switchButton}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${switchButton}[data-selected] &`]: { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    [`${switchButton}[data-selected][data-hovered] &`]: {
      backgroundColor: vars.color.primaryHover,
      borderColor: vars.color.primaryHover,
    },
    [`${switchButton}[data-focus-visible] &`]: focusRing,
    [`${switchButton}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: `transform ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    [`${switchButton}[data-selected] &`]: { transform: 'translateX(16px)', backgroundColor: vars.color.onPrimary },
    [`[dir="rtl"] ${switchButton}[data-selected] &`]: { transform: 'translateX(-16px)' },
  },
});

// A long label wraps between words (and inside a word only when one word is wider than the line); 'anywhere'
// would let a table squeeze 'Inactive' into a column one letter wide.
export const text = style({ overflowWrap: 'break-word' });
