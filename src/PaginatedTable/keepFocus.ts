/**
 * Focus that would fall to `<body>` when what holds it goes away (a row, Load more, an error's
 * Retry) goes somewhere near instead: what a keyboard user relies on to keep their place.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';

/** Where focus is in the body: its row's `aria-rowindex`, and its cell's index in the row. */
export interface BodyPlace {
  element: HTMLElement;
  rowIndex: number;
  cellIndex: number;
}

/** The place of `element` in the body of `table`, or `null` outside it. */
export function placeIn(table: HTMLTableElement, element: Element): BodyPlace | null {
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
export function successorOf(table: HTMLTableElement, place: BodyPlace): HTMLElement | null {
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
    // Not scrolled to: the page stays where the user was (a finger that pressed the last Load
    // more, below the area, would see the page jump to bring the whole area into view).
    if (focused === null || focused === document.body) target()?.focus({ preventScroll: true });
  });
  return useCallback((node: HTMLElement | null) => {
    if (!node && element.current?.contains(document.activeElement)) {
      removedWithFocus.current = true;
    }
    element.current = node;
  }, []);
}
