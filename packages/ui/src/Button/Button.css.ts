import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { focusRing } from '../theme/focus';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control,
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primaryHover },
          '&[data-pressed]': { backgroundColor: vars.color.primaryPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
          '&[data-pressed]': { backgroundColor: vars.color.surfaceMuted },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
          '&[data-pressed]': { backgroundColor: vars.color.surfaceMuted },
        },
      },
      /** A destructive action that is one of many on a page (a table row's Delete): outlined, not solid. */
      dangerOutline: {
        backgroundColor: vars.color.surface,
        color: vars.color.error,
        borderColor: vars.color.error,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.errorSubtle },
          '&[data-pressed]': { backgroundColor: vars.color.errorSubtle },
        },
      },
      danger: {
        backgroundColor: vars.color.error,
        color: vars.color.onError,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.errorHover },
          '&[data-pressed]': { backgroundColor: vars.color.errorHover },
        },
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: vars.radius.full,
  animation: `${spin} 0.8s linear infinite`,
});
