'use client';

import { useMemo, useSyncExternalStore, type MouseEvent } from 'react';
import type { Pagination } from './types.js';
import { historyAdapter, type UrlAdapter } from './adapters.js';
import { isPlainLeftClick } from '../shared/clicks.js';
import { useWarnOnce } from '../shared/warnOnce.js';
import { checkOptions, cursorHref, parseCursor, rowsShown } from './urlCursor.js';

/** Options of `useUrlPagination`. */
export interface UseUrlPaginationOptions {
  /**
   * The query parameter that holds the cursor. Tables that use the same one load more
   * together; give each its own to page them apart.
   * @default 'nextCursor'
   */
  param?: string | undefined;
  /**
   * The size of one page: rows shown at first, and rows each Load more adds. A whole number
   * ≥ 1; anything else warns once and is rounded down to at least 1. Not the `pageSize` of the
   * returned `pagination`, which counts every row shown so far (`rowCount`).
   * @default none (required)
   */
  pageSize: number;
  /**
   * Rows in the whole data set: a whole number ≥ 0. Anything else warns once and is rounded
   * down to at least 0.
   * @default none (required)
   */
  totalCount: number;
  /**
   * Where the query string is read and pushed. Pass a router's adapter, or on the server
   * `createMemoryAdapter(requestSearch)` to render the rows the URL asks for.
   * @default the History API (`window.location`, `pushState`, `popstate`)
   */
  adapter?: UrlAdapter | undefined;
}

/** The "Load more" link: a real `href`, and an `onClick` that loads in the page. */
export interface UrlLoadMore {
  /** The same page with the next cursor: a relative URL such as `?nextCursor=20`. */
  href: string;
  /** Pushes `href` through the adapter on a plain left click; leaves any other to the browser. */
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** What `useUrlPagination` returns: the rows to show, `pagination` and `loadMore` for `PaginatedTable`. */
export interface UrlPagination {
  /** The cursor the URL asks for; hostile or missing values count as 0, large ones are capped. */
  cursor: number;
  /** How many rows to show, from the first: `min(cursor + pageSize, totalCount)`. */
  rowCount: number;
  /** For `PaginatedTable`'s `pagination` prop. */
  pagination: Pagination;
  /** For `PaginatedTable`'s `loadMore` prop; `undefined` once every row is shown. */
  loadMore: UrlLoadMore | undefined;
}

/**
 * A "Load more" cursor kept in the URL, so reload, back, forward and shared links show the
 * same rows. Load more is a real link: a plain click pushes the next URL in the page, while
 * modified and middle clicks open it as the browser would. Renders on the server (the default
 * adapter reads an empty query there) and hydrates without a mismatch when the server's
 * adapter read the same query string as the browser.
 */
export function useUrlPagination({
  param = 'nextCursor',
  pageSize,
  totalCount,
  adapter = historyAdapter,
}: UseUrlPaginationOptions): UrlPagination {
  const checked = checkOptions({ param, pageSize, totalCount });
  ({ param, pageSize, totalCount } = checked.options);
  useWarnOnce(checked.problems);
  // The server snapshot is the adapter's read too: on the server it is the request's query,
  // and during hydration the browser's, so both passes render the same rows.
  const search = useSyncExternalStore(adapter.subscribe, adapter.read, adapter.read);
  const cursor = parseCursor(search, param, totalCount);
  const rowCount = rowsShown(cursor, pageSize, totalCount);
  const href = cursorHref(search, param, cursor + pageSize);
  const hasMore = rowCount < totalCount;
  const { push } = adapter;

  const loadMore = useMemo<UrlLoadMore | undefined>(
    () =>
      hasMore
        ? {
            href,
            onClick: (event) => {
              // A link opened in a tab or window, or another handler's choice, stays theirs.
              if (!isPlainLeftClick(event)) return;
              event.preventDefault();
              push(href);
            },
          }
        : undefined,
    [hasMore, href, push],
  );
  const pagination = useMemo<Pagination>(
    () => ({ nextCursor: cursor, totalCount, pageSize: rowCount }),
    [cursor, totalCount, rowCount],
  );
  return { cursor, rowCount, pagination, loadMore };
}
