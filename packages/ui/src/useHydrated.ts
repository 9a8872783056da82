import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true in the browser from then on (also for a
 * component first drawn later, such as one in a dialog): a part that can only be drawn right in the browser
 * renders a stand-in until then.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
