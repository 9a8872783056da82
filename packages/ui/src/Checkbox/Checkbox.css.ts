import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from '../theme/focus';
import { toggleField, toggleLabelRules } from '../FieldError/controls.css';

export const field = toggleField;

/** The clickable label: the box and the text. At least 24 px tall (WCAG 2.5.8). */
export const checkbox = style({
  ...toggleLabelRules,
  alignItems: 'flex-start',
  paddingBlock: vars.space.xxs,
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onPrimary,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.primaryPressed },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const icon = style({ width: '14px', height: '14px' });

export const text = style({ paddingBlockStart: '1px', overflowWrap: 'anywhere' });
