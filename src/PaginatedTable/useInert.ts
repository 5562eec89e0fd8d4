import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';

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

/** Where focus is in the body: its row's `aria-rowindex`, and its cell's index in the row. */
interface BodyPlace {
  element: HTMLElement;
  rowIndex: number;
  cellIndex: number;
}

/** The place of `element` in the body of `table`, or `null` outside it. */
function placeIn(table: HTMLTableElement, element: Element): BodyPlace | null {
  if (!(element instanceof HTMLElement)) return null;
  const cell = element.closest('td, th');
  const row = cell?.parentElement;
  if (!cell || row?.parentElement?.parentElement !== table || row.parentElement.tagName !== 'TBODY')
    return null;
  const rowIndex = Number(row.getAttribute('aria-rowindex') ?? Number.NaN);
  if (!Number.isInteger(rowIndex)) return null;
  return { element, rowIndex, cellIndex: Array.prototype.indexOf.call(row.children, cell) };
}

/** What Tab reaches: the controls a cell or an error may hold. */
export const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What takes focus when the control at `place` is gone with its row: the same cell's first
 * control in the row now at that place (the next row), or in the last row when the last went.
 */
function successorOf(table: HTMLTableElement, place: BodyPlace): HTMLElement | null {
  if (place.rowIndex < 1) return null;
  const row =
    table.querySelector(`:scope > tbody > tr[aria-rowindex="${String(place.rowIndex)}"]`) ??
    table.querySelector(':scope > tbody:last-of-type > tr:last-child');
  return row?.children[place.cellIndex]?.querySelector<HTMLElement>(TABBABLE) ?? null;
}

const tableIn = (area: HTMLElement | null) =>
  area?.querySelector<HTMLTableElement>(':scope > table') ?? null;

/**
 * Focus in a row that goes away (a row deleted from its own menu, a filter) would fall to
 * `<body>`, and a keyboard user would start again from the top of the page: it moves to the same
 * cell's control in the row that takes its place, or the row before when the last went, or else
 * to the scroll area. As a grid in React Aria keeps focus on the nearest row. A row moved rather
 * than removed, which Firefox drops focus from without a word, gets it back.
 *
 * Watched only while focus is in a row, and only the table's groups, that row's group and the
 * row itself: the moment the focused control leaves is seen, in whatever render, and focus a
 * user has since taken elsewhere is never taken back.
 */
export function useFocusOutlivesRows(area: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = area.current;
    const table = tableIn(element);
    if (!element || !table) return;
    let place: BodyPlace | null = null;
    const observer = new MutationObserver(() => {
      const left = place;
      if (!left) return;
      const focused = document.activeElement;
      if (focused !== null && focused !== document.body) return;
      forget();
      const back = left.element.isConnected ? left.element : successorOf(table, left);
      if (back) back.focus();
      else element.focus({ preventScroll: true });
    });
    const forget = () => {
      place = null;
      observer.disconnect();
    };
    const onFocusIn = (event: FocusEvent) => {
      forget();
      if (!(event.target instanceof Element)) return;
      place = placeIn(table, event.target);
      const row = place?.element.closest('tr');
      if (!row?.parentElement) return;
      observer.observe(table, { childList: true });
      observer.observe(row.parentElement, { childList: true });
      observer.observe(row, { childList: true, subtree: true });
    };
    // A move elsewhere forgets the place; a removal (the control gone) keeps it.
    const onFocusOut = () => {
      const left = place;
      queueMicrotask(() => {
        if (left && place === left && left.element.isConnected) forget();
      });
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      forget();
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [area]);
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

/**
 * A ref for an element that may go away while focus is inside it (Load more after the last page,
 * an error's Retry once the retry starts): focus would fall to `<body>`, and moves to what
 * `target` gives once the commit is done (the table's scroll area, say) instead. React detaches
 * a ref before it removes the element, so the ref callback still sees whether focus was inside.
 */
export function useFocusAfterRemoval(target: () => HTMLElement | null | undefined) {
  const element = useRef<HTMLElement | null>(null);
  const removedWithFocus = useRef(false);
  useBrowserLayoutEffect(() => {
    if (!removedWithFocus.current) return;
    removedWithFocus.current = false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) target()?.focus();
  });
  return useCallback((node: HTMLElement | null) => {
    if (!node && element.current?.contains(document.activeElement)) {
      removedWithFocus.current = true;
    }
    element.current = node;
  }, []);
}
