/**
 * Where `useUrlPagination` reads and writes the query string. The default drives the History
 * API; a few lines adapt any router (see the React Router sample in docs/pagination.md).
 *
 * Its functions are called unbound, so write them as closures, not with `this`. Keep the object
 * stable (module constant or `useMemo`): a new `subscribe` on every render resubscribes.
 */
export interface UrlAdapter {
  /**
   * The current query string, such as `?nextCursor=10&tab=all` (the leading `?` is optional).
   * On the server it is the request's query string: it also renders the hydration pass. Under
   * a router, the location the router renders (React Router's `useLocation().search`), not
   * `window.location`, which runs ahead of it while a data router's loaders run.
   */
  read: () => string;
  /** Navigate to `href`, a relative URL that changes only the query (`?nextCursor=20…`). */
  push: (href: string) => void;
  /**
   * Call `onChange` whenever `read()` may return something new (navigation, back, forward).
   * Returns the unsubscribe function. A router that re-renders its consumers on navigation
   * may return a no-op.
   */
  subscribe: (onChange: () => void) => () => void;
}

// Several hooks on one page follow one parameter; pushState fires no event, so this one tells
// them all.
const NAVIGATE = 'paginated-table:navigate';

/**
 * The default adapter: `window.location.search`, `history.pushState`, and `popstate` for back
 * and forward. With no `window` (server rendering) it reads an empty query.
 */
export const historyAdapter: UrlAdapter = {
  read: () => (typeof window === 'undefined' ? '' : window.location.search),
  push: (href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new Event(NAVIGATE));
  },
  subscribe: (onChange) => {
    window.addEventListener('popstate', onChange);
    window.addEventListener(NAVIGATE, onChange);
    return () => {
      window.removeEventListener('popstate', onChange);
      window.removeEventListener(NAVIGATE, onChange);
    };
  },
};

/** An adapter kept in memory, with the history it was given so tests can step back. */
export interface MemoryAdapter extends UrlAdapter {
  /** Every query string pushed, oldest first; the last is the current one. */
  readonly entries: readonly string[];
  /** Go back one entry, as the browser's back button would. Does nothing on the first. */
  back: () => void;
}

/**
 * An adapter that keeps the query string in memory: for server rendering (give it the
 * request's query string) and for tests. Hrefs resolve against the current entry, so
 * `?nextCursor=20` replaces the query as a browser would.
 */
export function createMemoryAdapter(search = ''): MemoryAdapter {
  const entries = [search];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get entries() {
      return entries.slice();
    },
    read: () => entries[entries.length - 1] ?? '',
    push: (href) => {
      entries.push(new URL(href, 'http://memory.invalid/').search);
      notify();
    },
    back: () => {
      if (entries.length < 2) return;
      entries.pop();
      notify();
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
      };
    },
  };
}
