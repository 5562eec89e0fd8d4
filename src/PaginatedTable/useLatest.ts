import { useRef, type RefObject } from 'react';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';

/**
 * A ref that holds this render's `value` from its commit on: event handlers and listeners made
 * once (so a memoized child keeps them) read the latest props and state through it.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useBrowserLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
