import { useRef, type RefObject } from 'react';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';

/**
 * Makes the element `inert` while `on`: no focus, no clicks, hidden from assistive tech. Focus
 * inside it would fall to `<body>`: it moves to `fallback` (the table's scroll area) meanwhile,
 * and back to where it was once the element is live again, unless the user has moved it.
 */
export function useInert(
  ref: RefObject<HTMLElement | null>,
  on: boolean,
  fallback: RefObject<HTMLElement | null>,
) {
  const returnTo = useRef<HTMLElement | null>(null);
  // Set as a property, not a JSX attribute: React 18 drops an unknown boolean `inert`.
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const focused = document.activeElement;
    if (on && focused instanceof HTMLElement && element.contains(focused)) {
      returnTo.current = focused;
      fallback.current?.focus({ preventScroll: true });
    }
    element.inert = on;
    const back = returnTo.current;
    if (!on && back) {
      returnTo.current = null;
      if (back.isConnected && document.activeElement === fallback.current) {
        back.focus({ preventScroll: true });
      }
    }
  }, [ref, on, fallback]);
}
