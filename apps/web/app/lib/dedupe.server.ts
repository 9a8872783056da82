/**
 * Runs `task(key)` at most once per key at a time and reuses its result for `reuseMs` after it settles
 * successfully. Used for the refresh-token exchange: the loaders of one navigation run in parallel and each
 * would otherwise present the same refresh token, but the API consumes a refresh token on first use and
 * revokes the whole family when a consumed one comes back. A failure is not reused: the next caller tries
 * again.
 *
 * The memory is per process; several web processes behind a load balancer would need a shared store.
 */
export interface Deduper<K, V> {
  run(key: K): Promise<V>;
  /** How many keys are pending or remembered (for tests and diagnostics). */
  size(): number;
}

interface Entry<V> {
  promise: Promise<V>;
  /** Until when a settled result may be reused; `undefined` while the task is still running. */
  reuseUntil?: number;
}

export function createDeduper<K, V>(
  task: (key: K) => Promise<V>,
  options: { reuseMs: number; now?: () => number },
): Deduper<K, V> {
  const now = options.now ?? Date.now;
  const entries = new Map<K, Entry<V>>();

  const sweep = () => {
    const time = now();
    for (const [key, entry] of entries) {
      if (entry.reuseUntil !== undefined && entry.reuseUntil <= time) entries.delete(key);
    }
  };

  return {
    run(key) {
      sweep();
      const existing = entries.get(key);
      if (existing) return existing.promise;
      const entry: Entry<V> = { promise: task(key) };
      entries.set(key, entry);
      entry.promise.then(
        () => {
          entry.reuseUntil = now() + options.reuseMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.promise;
    },
    size() {
      sweep();
      return entries.size;
    },
  };
}
