import type { ReactNode } from 'react';
import { action as actionClass, body, emptyState, icon, title as titleClass } from './EmptyState.css';

export interface EmptyStateProps {
  /** What is missing, e.g. TEXTS.calendar.noRooms ('No rooms in this locations'). */
  title: string;
  /** An explanation under the title. */
  children?: ReactNode;
  /** A next step, e.g. a Button 'Add new feature'. */
  action?: ReactNode;
}

/**
 * Shown where a list, table or calendar has nothing to show (for example the calendar's
 * TEXTS.calendar.noRooms). The title is plain text, not a heading, so that it fits under whatever heading
 * level the page has.
 */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className={emptyState}>
      <svg className={icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false">
        <rect x="3.5" y="5" width="17" height="14" rx="2" />
        <path d="M3.5 13h5l1.5 2h4l1.5-2h5" />
      </svg>
      <p className={titleClass}>{title}</p>
      {children ? <div className={body}>{children}</div> : null}
      {action ? <div className={actionClass}>{action}</div> : null}
    </div>
  );
}
