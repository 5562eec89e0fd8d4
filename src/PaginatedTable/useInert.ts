import { useRef, type RefObject } from 'react';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';
import { placeIn, successorOf, type BodyPlace } from './keepFocus.js';

/** Scroll areas putting focus back where it was: that focus scrolls no page (`useScrollArea`). */
const restoring = new WeakSet<Element>();

/** Whether `area` is putting focus back where it was before a load. */
export const isRestoringFocus = (area: Element) => restoring.has(area);

/** Controls being focused where they are: no scroll area or page moves to show them. */
const inPlace = new WeakSet<Element>();

/** Whether `element` is being focused where it is (`focusInPlace`). */
export const isFocusedInPlace = (element: Element) => inPlace.has(element);

/**
 * Focuses `element` and scrolls nothing, not even the table's scroll area, which otherwise brings
 * a control that takes keyboard focus clear of its sticky parts (`useScrollArea`).
 */
export function focusInPlace(element: HTMLElement) {
  inPlace.add(element);
  try {
    element.focus({ preventScroll: true });
  } finally {
    inPlace.delete(element);
  }
}

/**
 * Makes the body of the table inside the scroll area (its row groups) `inert` while `on`: the
 * rows being replaced take no focus and no clicks, and leave the accessibility tree. The caption
 * and the head stay: the table keeps its name and headers, a header's control keeps the focus a
 * press gave it (a sort), and another sort may be asked meanwhile. Focus inside the body would
 * fall to `<body>`: it moves to the scroll area meanwhile, and back to where it was once the rows
 * are live again, unless the user has moved it. Row groups that come meanwhile (rows rendered in
 * chunks) are inert as they come.
 */
export function useInert(fallback: RefObject<HTMLElement | null>, on: boolean) {
  const returnTo = useRef<BodyPlace | null>(null);
  // Set as a property, not a JSX attribute: React 18 drops an unknown boolean `inert`, and the
  // memoized row groups would all render again for it.
  useBrowserLayoutEffect(() => {
    const table = fallback.current?.querySelector<HTMLTableElement>(':scope > table');
    if (!table) return;
    const bodies = () => Array.from(table.tBodies);
    const focused = document.activeElement;
    if (on && focused instanceof HTMLElement && bodies().some((body) => body.contains(focused))) {
      returnTo.current = placeIn(table, focused) ?? { element: focused, rowIndex: 0, cellIndex: 0 };
      fallback.current?.focus({ preventScroll: true });
    }
    for (const body of bodies()) body.inert = on;
    const left = returnTo.current;
    if (!on && left) {
      returnTo.current = null;
      const area = fallback.current;
      // Its row gone meanwhile (the load deleted it): the control that took its place.
      const back = left.element.isConnected ? left.element : successorOf(table, left);
      if (back && area && document.activeElement === area) {
        restoring.add(area);
        try {
          back.focus({ preventScroll: true });
        } finally {
          restoring.delete(area);
        }
      }
    }
    if (!on) return;
    const added = new MutationObserver(() => {
      for (const body of bodies()) if (!body.inert) body.inert = true;
    });
    added.observe(table, { childList: true });
    return () => {
      added.disconnect();
    };
  }, [on, fallback]);
}
