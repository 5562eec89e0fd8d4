import { useSyncExternalStore, type MouseEvent } from 'react';
import { cursorHref, PAGE_STEP, parseCursor, rowsShown } from './cursor.js';

const NAVIGATE = 'paginated-table:navigate';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE, onChange);
  };
}

const getSearch = () => window.location.search;

/**
 * The demo's `nextCursor` query parameter as state. Load more is a real link; a plain left
 * click is handled here with `pushState`, so back and forward restore the matching rows.
 */
export function useUrlCursor(total: number) {
  const search = useSyncExternalStore(subscribe, getSearch, () => '');
  const cursor = Math.min(parseCursor(search), total);
  const count = rowsShown(cursor, total);
  const href = cursorHref(window.location, cursor + PAGE_STEP);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified and middle clicks open a tab or window, as links should.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.history.pushState(null, '', href);
    window.dispatchEvent(new Event(NAVIGATE));
  };

  return { cursor, count, loadMore: count < total ? { href, onClick } : undefined };
}
