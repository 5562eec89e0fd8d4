import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

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
