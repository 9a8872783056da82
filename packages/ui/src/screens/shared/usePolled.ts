import { useEffect, useState } from 'react';

export interface PolledOptions<A> {
  /** The answer the page was drawn with. */
  initial: A;
  /** Asks again; a rejection (no network, the server down, a request that hangs) counts as no answer. */
  load: (signal: AbortSignal) => Promise<A>;
  /** How often it asks. */
  pollSeconds: number;
  /** How long without an answer before it says it is offline. */
  offlineAfterSeconds: number;
  /** The server's time of an answer (an ISO instant), or null for an answer without one. Stable (module level). */
  timeOf: (answer: A) => string | null;
  /** Whether to keep asking after this answer (the room tablet stops at a refused code). Stable. @default always */
  keepsAsking?: (answer: A) => boolean;
}

const always = () => true;

/**
 * A device screen's answer that it asks for again every `pollSeconds` (the room tablet, the reception board):
 * it keeps the last answer while none comes, and says it is offline once the polls of `offlineAfterSeconds` went
 * unanswered; the next answer ends that by itself. `show` puts an action's answer up at once (the newest), and a
 * poll sent before it that comes back after it, with an older server time, is dropped.
 */
export function usePolled<A>({ initial, load, pollSeconds, offlineAfterSeconds, timeOf, keepsAsking = always }: PolledOptions<A>) {
  const [answer, setAnswer] = useState(initial);
  const [offline, setOffline] = useState(false);
  const polling = keepsAsking(answer);
  useEffect(() => {
    if (!polling) return undefined;
    let stopped = false;
    // Counted in polls, not read from the clock: a clock set wrong (or held still) must not hide that answers stopped.
    const missesToOffline = Math.max(1, Math.ceil(offlineAfterSeconds / pollSeconds));
    let misses = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const ask = async () => {
      controller = new AbortController();
      // A request that hangs counts as no answer.
      const giveUp = setTimeout(() => controller?.abort(), offlineAfterSeconds * 1000);
      try {
        const next = await load(controller.signal);
        if (stopped) return;
        misses = 0;
        setOffline(false);
        setAnswer((shown) => {
          const [shownAt, nextAt] = [timeOf(shown), timeOf(next)];
          return shownAt !== null && nextAt !== null && Date.parse(nextAt) < Date.parse(shownAt) ? shown : next;
        });
        if (!keepsAsking(next)) return;
      } catch {
        if (stopped) return;
        misses += 1;
        if (misses >= missesToOffline) setOffline(true);
      } finally {
        clearTimeout(giveUp);
      }
      timer = setTimeout(() => void ask(), pollSeconds * 1000);
    };
    timer = setTimeout(() => void ask(), pollSeconds * 1000);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
    };
  }, [polling, load, pollSeconds, offlineAfterSeconds, timeOf, keepsAsking]);
  /** Shows an action's answer at once: it is the newest. */
  const show = (next: A) => {
    setOffline(false);
    setAnswer(next);
  };
  return { answer, offline, show };
}
