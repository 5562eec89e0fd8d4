import { useRef, type RefObject } from 'react';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';

/** Scroll areas putting focus back where it was: that focus scrolls no page (`useScrollArea`). */
const restoring = new WeakSet<Element>();

/** Whether `area` is putting focus back where it was before a load. */
export const isRestoringFocus = (area: Element) => restoring.has(area);

/**
 * Makes the table inside the scroll area `inert` while `on`: no focus, no clicks, hidden from
 * assistive tech. Focus inside it would fall to `<body>`: it moves to the scroll area meanwhile,
 * and back to where it was once the table is live again, unless the user has moved it.
 */
export function useInert(fallback: RefObject<HTMLElement | null>, on: boolean) {
  const returnTo = useRef<HTMLElement | null>(null);
  // Set as a property, not a JSX attribute: React 18 drops an unknown boolean `inert`.
  useBrowserLayoutEffect(() => {
    const element = fallback.current?.querySelector<HTMLTableElement>(':scope > table');
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
      const area = fallback.current;
      if (back.isConnected && area && document.activeElement === area) {
        restoring.add(area);
        try {
          back.focus({ preventScroll: true });
        } finally {
          restoring.delete(area);
        }
      }
    }
  }, [on, fallback]);
}
