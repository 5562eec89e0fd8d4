import { useState } from 'react';

/**
 * `value` as the rows on screen show it: while a page loads, the last value given when nothing
 * was loading; then the new one, in the commit that brings the new rows. An app may move its
 * state (the URL's cursor or sort, say) before the rows for it come; what the table says about
 * its rows (the count, the sort) must not run ahead of them.
 *
 * `onSettle` runs, while rendering, when a new value settles (to announce it with its rows).
 */
export function useSettled<T>(
  value: T,
  loading: boolean,
  same: (a: T, b: T) => boolean,
  onSettle?: (value: T) => void,
): T {
  const [settled, setSettled] = useState(value);
  if (!loading && !same(settled, value)) {
    setSettled(value);
    onSettle?.(value);
  }
  return loading ? settled : value;
}
