import { useState } from 'react';

/**
 * A field's value, controlled (`value` given) or its own (starting at `defaultValue`): the current value
 * and the change to call with a new one (it keeps an own value and tells `onChange`). DatePicker,
 * DateRangePicker and TimeField hold their ISO text this way for the hidden input of a plain form post.
 */
export function useOwnValue<T>(
  value: T | null | undefined,
  defaultValue: T | null | undefined,
  onChange: ((next: T | null) => void) | undefined,
) {
  const [ownValue, setOwnValue] = useState<T | null>(defaultValue ?? null);
  const current = value !== undefined ? value : ownValue;
  const change = (next: T | null) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };
  return [current, change] as const;
}
