import { useState } from 'react';

/**
 * The state of an action that asks first (a ConfirmDialog): whether the question is open, whether the confirmed
 * action is running, and `confirm`, which runs it and closes the question when it settles. A failure is the caller's
 * to report (a toast); the question closes either way.
 */
export function useConfirmedRun(run: () => Promise<unknown>) {
  const [isConfirming, setConfirming] = useState(false);
  const [isPending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await run();
    } catch {
      // The caller reports the failure (a toast); nothing changed here.
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };
  return { isConfirming, setConfirming, isPending, confirm };
}
