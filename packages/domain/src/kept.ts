/**
 * The value under `key` in `cache`, made by `make` the first time it is asked for. The cache is emptied when it
 * holds `max` values: a bound on its memory, not a least-recently-used order, for the hot paths that ask for the
 * same few keys again and again (time zone offsets, day windows, the calendar's texts).
 */
export function kept<K, V>(cache: Map<K, V>, key: K, max: number, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= max) cache.clear();
    cache.set(key, value);
  }
  return value;
}
