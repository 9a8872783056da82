import { createContext, useCallback, useContext } from 'react';
import { showToast, type ToastContent, type ToastQueue } from '@roombook/ui/Toast';

/**
 * The page's toast queue (root.tsx), for the few messages that arise in the browser rather than in an
 * action (a failed download). Actions flash their toasts through the session, as before.
 */
export const ToastQueueContext = createContext<ToastQueue | null>(null);

/** Shows a toast in the page's queue. */
export function useShowToast() {
  const queue = useContext(ToastQueueContext);
  return useCallback((kind: ToastContent['kind'], message: string) => {
    if (queue) showToast(queue, { kind, message });
  }, [queue]);
}
