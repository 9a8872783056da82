import { useCallback, useRef } from 'react';

/**
 * The latest value, in a ref that stays the same object: columns and callbacks built once can call the
 * newest props. A table's columns must not be rebuilt on every render: a new `cell` function is a new
 * component type to React, which would remount every cell (and lose the focus of a switch just pressed).
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** A function that stays the same object and always calls the newest `fn` (for columns built once). */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useLatest(fn);
  return useCallback((...args: A) => latest.current(...args), [latest]);
}
