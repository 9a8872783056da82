import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { TOAST_DURATION_MS } from '@roombook/domain/constants';
import { closeButton, content, icon, region, toast } from './Toast.css';

/** What a toast says and how it looks (spec §2: success, info and error styles). */
export type ToastContent = { kind: 'success' | 'info' | 'error'; message: string };

export type ToastQueue = RACToastQueue<ToastContent>;

/** How many toasts are on screen at once; the rest wait their turn. */
export const MAX_VISIBLE_TOASTS = 5;

/** A queue of toasts (react-aria's ToastQueue, still named UNSTABLE_ToastQueue in RAC 1.22). */
export const createToastQueue = (): ToastQueue => new RACToastQueue<ToastContent>({ maxVisibleToasts: MAX_VISIBLE_TOASTS });

/**
 * Shows a toast that closes itself after TOAST_DURATION_MS (2 s, spec §9); the timer pauses while the
 * user hovers or focuses the toasts. Returns its key (for `queue.close(key)`).
 */
export const showToast = (queue: ToastQueue, toastContent: ToastContent): string =>
  queue.add(toastContent, { timeout: TOAST_DURATION_MS });

function KindIcon({ kind }: { kind: ToastContent['kind'] }) {
  return (
    <svg className={icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      {kind === 'success' ? <path d="M8 12.5l2.5 2.5L16 9.5" /> : null}
      {kind === 'info' ? <path d="M12 11v6M12 7.5v.5" /> : null}
      {kind === 'error' ? <path d="M12 7v6M12 16.5v.5" /> : null}
    </svg>
  );
}

/**
 * Where toasts appear: a landmark region (react-aria names it, e.g. '2 notifications.') that stacks them
 * at the top centre below the app bar, full width on small screens. Each toast is announced to screen readers and has a close
 * button. Render it once, near the end of the page.
 */
export function ToastRegion({ queue }: { queue: ToastQueue }) {
  return (
    <RACToastRegion queue={queue} className={region}>
      {({ toast: queued }) => (
        <RACToast toast={queued} className={toast({ kind: queued.content.kind })}>
          <KindIcon kind={queued.content.kind} />
          <RACToastContent className={content}>
            <Text slot="title">{queued.content.message}</Text>
          </RACToastContent>
          <RACButton slot="close" className={closeButton}>
            <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </RACButton>
        </RACToast>
      )}
    </RACToastRegion>
  );
}
