import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from '../theme/focus';

/** Field parts shared by TextField and PasswordField. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: {
    [`${field}[data-disabled] &`]: { color: vars.color.muted },
  },
});

export const input = style({
  width: '100%',
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': { ...focusRing, outlineOffset: '0', borderColor: vars.color.primary },
    '&[data-invalid]': { borderColor: vars.color.error, borderWidth: '2px' },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.muted,
      cursor: 'not-allowed',
    },
    [`${field}[data-readonly] &`]: { backgroundColor: vars.color.background, borderStyle: 'dashed' },
  },
});
