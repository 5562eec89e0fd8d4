import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { pinsThatFit } from './pinning.js';

/** When the row count drops (e.g. back from 40 to 10 rows), scroll back to the top. */
export function useScrollToTopOnShrink(ref: RefObject<HTMLElement | null>, rowCount: number) {
  const previous = useRef(rowCount);
  useLayoutEffect(() => {
    if (rowCount < previous.current && ref.current) ref.current.scrollTop = 0;
    previous.current = rowCount;
  }, [ref, rowCount]);
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
    const observer = new ResizeObserver(update);
    observer.observe(area);
    if (area.firstElementChild) observer.observe(area.firstElementChild);
    return () => {
      area.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
}

/**
 * Keeps the sticky parts of the scroll area in check, whenever the area or its table changes
 * size, from the head's cells:
 * - Pinned columns yield in a narrow area (see `pinsThatFit`): `data-unpinned-end` /
 *   `data-unpinned-start` mark the area while that side's columns scroll with the rest.
 * - Its scroll padding is the sticky head's height and the pinned columns' widths, so that the
 *   browser scrolls a control reached by Tab (or find-in-page, or `scrollIntoView`) clear of
 *   them, not under them.
 */
export function useStickyParts(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    const update = () => {
      // A hidden area has no width: it keeps its marks until it is shown.
      if (area.clientWidth === 0) return;
      const head = area.querySelector(':scope > table > thead');
      const room = { area: area.clientWidth, start: 0, end: 0, widest: 0 };
      for (const cell of head?.querySelectorAll<HTMLElement>(':scope > tr > th') ?? []) {
        const { width } = cell.getBoundingClientRect();
        const side = cell.dataset.pinned;
        if (side === 'start' || side === 'end') room[side] += width;
        else room.widest = Math.max(room.widest, width);
      }
      const holds = pinsThatFit(room);
      area.toggleAttribute('data-unpinned-start', !holds.start);
      area.toggleAttribute('data-unpinned-end', !holds.end);
      const padding = {
        'scroll-padding-block-start': `${head?.getBoundingClientRect().height ?? 0}px`,
        'scroll-padding-inline-start': `${holds.start ? room.start : 0}px`,
        'scroll-padding-inline-end': `${holds.end ? room.end : 0}px`,
      };
      for (const [property, value] of Object.entries(padding)) {
        if (area.style.getPropertyValue(property) !== value)
          area.style.setProperty(property, value);
      }
    };
    const observer = new ResizeObserver(update);
    observer.observe(area);
    if (area.firstElementChild) observer.observe(area.firstElementChild);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
}
