import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const avatar = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primarySubtle,
    color: vars.color.primary,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    objectFit: 'cover',
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { width: '32px', height: '32px', fontSize: vars.fontSize.sm },
      medium: { width: '48px', height: '48px', fontSize: vars.fontSize.lg },
      large: { width: '96px', height: '96px', fontSize: vars.fontSize.xxl },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
