import { ProgressBar } from 'react-aria-components';
import { bar, fill } from './GlobalProgress.css';

export const GLOBAL_PROGRESS_LABEL = 'Loading';

/**
 * The global loading indicator (spec §1, §4): a thin indeterminate bar across the top of the viewport
 * while a navigation or a submission is under way. Idle, it renders nothing.
 */
export function GlobalProgress({ isActive }: { isActive: boolean }) {
  if (!isActive) return null;
  return (
    <ProgressBar isIndeterminate aria-label={GLOBAL_PROGRESS_LABEL} className={bar}>
      <div className={fill} />
    </ProgressBar>
  );
}
