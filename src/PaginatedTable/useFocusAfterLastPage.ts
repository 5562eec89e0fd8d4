import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Following the last Load more removes the link, and focus would fall to `<body>`: it moves
 * to `target` (the table's scroll area) instead.
 */
export function useFocusAfterLastPage(target: RefObject<HTMLElement | null>, hasMore: boolean) {
  const hadMore = useRef(hasMore);
  useLayoutEffect(() => {
    if (hadMore.current && !hasMore && document.activeElement === document.body) {
      target.current?.focus();
    }
    hadMore.current = hasMore;
  }, [target, hasMore]);
}
