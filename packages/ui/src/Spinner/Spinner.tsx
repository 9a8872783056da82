import { ProgressBar } from 'react-aria-components';
import { pageSpinner, spinner, type SpinnerVariants } from './Spinner.css';

export type SpinnerSize = NonNullable<SpinnerVariants['size']>;

export const SPINNER_DEFAULT_LABEL = 'Loading';

export interface SpinnerProps {
  /** What is loading, for screen readers (the spinner shows no text). @default 'Loading' */
  label?: string;
  /** @default 'medium' */
  size?: SpinnerSize;
}

/**
 * An indeterminate busy indicator: a react-aria ProgressBar (role="progressbar", named by `label`, no
 * value) drawn as a spinning ring. Use it where a part of the page waits for data (spec §4: "a spinner
 * replaces the page"); for navigation use GlobalProgress.
 */
export function Spinner({ label = SPINNER_DEFAULT_LABEL, size = 'medium' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={spinner({ size })} />
  );
}

/**
 * A part of the page that waits for its code or data (a screen loaded on demand): the large spinner in the
 * middle of the space the part will take.
 */
export function PageSpinner({ label = SPINNER_DEFAULT_LABEL }: Pick<SpinnerProps, 'label'>) {
  return (
    <div className={pageSpinner}>
      <Spinner label={label} size="large" />
    </div>
  );
}
