import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.4 } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderStyle: 'solid',
    borderColor: vars.color.primarySubtle,
    borderTopColor: vars.color.primary,
    borderRadius: vars.radius.full,
    verticalAlign: 'middle',
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // Without motion the ring pulses slowly instead of spinning (the global reduced-motion rule would
      // otherwise stop it after one turn, so it would look finished).
      '(prefers-reduced-motion: reduce)': {
        animation: `${pulse} 2s ease-in-out infinite !important`,
        borderColor: vars.color.primary,
      },
    },
  },
  variants: {
    size: {
      small: { width: '16px', height: '16px', borderWidth: '2px' },
      medium: { width: '32px', height: '32px', borderWidth: '3px' },
      large: { width: '56px', height: '56px', borderWidth: '5px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

/** A page part that waits for its code or data: the large ring in the middle of the space it will take. */
export const pageSpinner = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
});
