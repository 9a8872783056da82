import type { ReactNode } from 'react';
import { Button as RACButton, composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { button, spinner, type ButtonVariants } from './Button.css';

export type ButtonVariant = NonNullable<ButtonVariants['variant']>;

export interface ButtonProps extends Omit<RACButtonProps, 'render'> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /** The key that presses it (for example 'N'), told to assistive technology; react-aria does not pass it on. */
  'aria-keyshortcuts'?: string;
}

/**
 * A react-aria Button in the theme's styles. `isPending` keeps it focusable, blocks presses (react-aria
 * also stops it submitting its form and announces the change), shows a spinner and sets aria-busy.
 */
export function Button({ variant = 'primary', fullWidth = false, className, children, 'aria-keyshortcuts': keyShortcuts, ...props }: ButtonProps) {
  const classes = button({ variant, fullWidth });
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (given) => (given ? `${classes} ${given}` : classes))}
      render={(domProps, { isPending }) => <button {...domProps} aria-keyshortcuts={keyShortcuts} aria-busy={isPending || undefined} />}
    >
      {composeRenderProps(children, (content: ReactNode, { isPending }) => (
        <>
          {isPending ? <span aria-hidden="true" className={spinner} /> : null}
          {content}
        </>
      ))}
    </RACButton>
  );
}
