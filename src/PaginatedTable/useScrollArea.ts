import { useEffect, useRef, type RefObject } from 'react';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';
import { pinsThatFit, scrollClear } from './pinning.js';
import { isFocusedInPlace, isRestoringFocus } from './useInert.js';
import { resizeObserver } from '../shared/resizeObserver.js';

/** When the row count drops (e.g. back from 40 to 10 rows), scroll back to the top. */
export function useScrollToTopOnShrink(ref: RefObject<HTMLElement | null>, rowCount: number) {
  const previous = useRef(rowCount);
  useBrowserLayoutEffect(() => {
    if (rowCount < previous.current && ref.current) ref.current.scrollTop = 0;
    previous.current = rowCount;
  }, [ref, rowCount]);
}

/**
 * While rows still arrive in the background (`useProgressiveRowCount`: `shown` of `total`), an
 * area scrolled to its end (End, or down to the last row so far) stays at the end as each chunk
 * comes, so End reaches the last row of all, as it does once every row is in.
 */
export function useEndWhileRowsArrive(
  ref: RefObject<HTMLElement | null>,
  shown: number,
  total: number,
) {
  const atEnd = useRef(false);
  const lastTotal = useRef(total);
  const arriving = shown < total;
  useEffect(() => {
    const area = ref.current;
    if (!area || !arriving) return;
    // Scrolled, and to the end: a short table at its start is at its end too.
    const read = () => {
      atEnd.current =
        area.scrollTop > 0 && area.scrollTop + area.clientHeight >= area.scrollHeight - 1;
    };
    area.addEventListener('scroll', read, { passive: true });
    return () => {
      area.removeEventListener('scroll', read);
    };
  }, [ref, arriving]);
  useBrowserLayoutEffect(() => {
    // Fewer rows (a search typed meanwhile) go back to the top (`useScrollToTopOnShrink`).
    if (total < lastTotal.current) atEnd.current = false;
    lastTotal.current = total;
    const area = ref.current;
    if (area && atEnd.current) area.scrollTop = area.scrollHeight;
    // Every row is in: a later change (Load more) leaves the area where it is.
    if (!arriving) atEnd.current = false;
  }, [ref, shown, total, arriving]);
}

/**
 * Marks the scroll area with `data-scrolled-start` / `data-scrolled-end` while content is
 * scrolled under the sticky columns, so their edge shadows show only then. Attributes are
 * written directly: scrolling never re-renders React.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    const update = () => {
      // scrollLeft runs negative in RTL; its magnitude is the distance from the inline start.
      const fromStart = Math.abs(area.scrollLeft);
      const max = area.scrollWidth - area.clientWidth;
      area.toggleAttribute('data-scrolled-start', fromStart > 0.5);
      area.toggleAttribute('data-scrolled-end', max - fromStart > 0.5);
    };
    update();
    area.addEventListener('scroll', update, { passive: true });
    // One observer for the area and its table: a resize changes how much is left to scroll.
    const observer = resizeObserver(update);
    observer.observe(area);
    if (area.firstElementChild) observer.observe(area.firstElementChild);
    return () => {
      area.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
}

/**
 * Keeps the sticky parts of the scroll area in check:
 * - Pinned columns yield in a narrow area (see `pinsThatFit`), read from the head's cells
 *   whenever the area or its table changes size: `data-unpinned-end` / `data-unpinned-start`
 *   mark the area while that side's columns scroll with the rest.
 * - A control that takes keyboard focus under the sticky head or a pinned column (Tab,
 *   Shift+Tab) is scrolled clear of them (`scrollClear`). The browser's own focus scroll only brings it into
 *   the area, where it may be covered; a scroll padding on the area would make the browser
 *   scroll for every control in the sticky parts too (Chromium did, at each Tab through the row
 *   menus or the head). What sticks on an axis is never scrolled on it.
 */
export function useStickyParts(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    const head = () => area.querySelector(':scope > table > thead');
    const pinnedWidths = () => {
      const widths = { start: 0, end: 0, widest: 0 };
      for (const cell of head()?.querySelectorAll<HTMLElement>(':scope > tr > th') ?? []) {
        // Laid-out px, as the area's `clientWidth` is: a transform around the table (a scaled
        // preview, a dialog's zoom) changes neither.
        const width = cell.offsetWidth;
        const side = cell.dataset.pinned;
        if (side === 'start' || side === 'end') widths[side] += width;
        else widths.widest = Math.max(widths.widest, width);
      }
      return widths;
    };
    const update = () => {
      // A hidden area has no width: it keeps its marks until it is shown.
      if (area.clientWidth === 0) return;
      const holds = pinsThatFit({ area: area.clientWidth, ...pinnedWidths() });
      area.toggleAttribute('data-unpinned-start', !holds.start);
      area.toggleAttribute('data-unpinned-end', !holds.end);
    };
    const onFocusIn = (event: FocusEvent) => {
      const { target } = event;
      const cell = target instanceof Element ? target.closest('td, th') : null;
      if (!(target instanceof Element) || !cell || !area.contains(cell)) return;
      // Focus that waits where the user left the area (a row menu closed as its row scrolled
      // away) moves nothing.
      if (isFocusedInPlace(target)) return;
      // A menu (or any popover) is drawn over the table, sticky parts included: scrolled clear
      // of them, a row menu would take its button out of view, and close.
      const layer = target.closest('[popover], [role="menu"]');
      if (layer && area.contains(layer)) return;
      // Keyboard focus only: a press on a control's visible part must not move it under the
      // pointer (a resize handle's drag starts from where it was pressed).
      if (!target.matches(':focus-visible')) return;
      const holds = {
        start: !area.hasAttribute('data-unpinned-start'),
        end: !area.hasAttribute('data-unpinned-end'),
      };
      const side = cell.getAttribute('data-pinned');
      // A cell that sticks sideways is always in view sideways.
      const sticks = (side === 'start' && holds.start) || (side === 'end' && holds.end);
      const widths = pinnedWidths();
      const start = sticks || !holds.start ? 0 : widths.start;
      const end = sticks || !holds.end ? 0 : widths.end;
      const rtl = getComputedStyle(area).direction === 'rtl';
      const box = area.getBoundingClientRect();
      const left = box.left + area.clientLeft;
      const top = box.top + area.clientTop;
      const headBox = head();
      const inHead = headBox?.contains(target) ?? false;
      // Its focus ring too, where it is drawn outside the control; not along an axis on which
      // the control sticks (the head's controls up and down, a pinned cell's sideways), which
      // is never scrolled.
      const style = getComputedStyle(target);
      const ring = Math.max(
        0,
        (parseFloat(style.outlineWidth) || 0) + (parseFloat(style.outlineOffset) || 0),
      );
      const [ringX, ringY] = [sticks ? 0 : ring, inHead ? 0 : ring];
      const drawn = target.getBoundingClientRect();
      const { dx, dy } = scrollClear(
        {
          top: drawn.top - ringY,
          left: drawn.left - ringX,
          right: drawn.right + ringX,
        },
        {
          area: { top, left, right: left + area.clientWidth },
          head: headBox && !inHead ? headBox.getBoundingClientRect().height : 0,
          left: rtl ? end : start,
          right: rtl ? start : end,
        },
        rtl,
      );
      // At once, even under `scroll-behavior: smooth`: the page's scroll below reads where the
      // control ends up. (jsdom, which lays nothing out but does read a focus ring's outline,
      // has no scrollBy.)
      if ((dx !== 0 || dy !== 0) && typeof area.scrollBy === 'function') {
        area.scrollBy({ left: dx, top: dy, behavior: 'instant' });
      }
      // The page (or an app's scrolling container) scrolls too when the window is short or zoomed
      // in: the control comes wholly into it, as Chromium brings it; Firefox leaves one that is
      // more than half in view where it is (WCAG 2.4.12). Now clear of the sticky parts, it is
      // wholly in the area's view, so this scrolls the area no further. Focus put back after a
      // load (`useInert`) scrolls no page, as it asks.
      // jsdom, in an app's unit tests, has no scrollIntoView.
      if (!isRestoringFocus(area) && typeof target.scrollIntoView === 'function') {
        target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }
    };
    const observer = resizeObserver(update);
    observer.observe(area);
    if (area.firstElementChild) observer.observe(area.firstElementChild);
    area.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      area.removeEventListener('focusin', onFocusIn);
    };
  }, [ref]);
}
