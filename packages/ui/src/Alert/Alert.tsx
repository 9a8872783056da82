import type { ReactNode } from 'react';
import { alert, body, iconColor, title as titleClass } from './Alert.css';

export type AlertKind = 'error' | 'info' | 'success';

export interface AlertProps {
  kind: AlertKind;
  title?: ReactNode;
  children: ReactNode;
}

/**
 * An inline message. An error is role="alert" (announced at once); info and success are role="status"
 * (announced politely).
 */
export function Alert({ kind, title, children }: AlertProps) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={alert({ kind })}>
      <svg className={iconColor({ kind })} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
        {kind === 'success' ? <path d="M8 12.5l2.5 2.5L16 9.5" /> : <path d={kind === 'info' ? 'M12 11v6M12 7.5v.5' : 'M12 7v6M12 16.5v.5'} />}
      </svg>
      <div className={body}>
        {title ? <p className={titleClass}>{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
