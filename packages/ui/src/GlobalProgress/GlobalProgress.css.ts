import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const bar = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 300,
  height: vars.size.progress,
  overflow: 'hidden',
  backgroundColor: vars.color.primarySubtle,
  pointerEvents: 'none',
});

export const fill = style({
  width: '40%',
  height: '100%',
  backgroundColor: vars.color.primary,
  animation: `${slide} 1.1s ease-in-out infinite`,
  '@media': {
    // Without motion the bar is simply full.
    '(prefers-reduced-motion: reduce)': { width: '100%', animation: 'none' },
  },
});
