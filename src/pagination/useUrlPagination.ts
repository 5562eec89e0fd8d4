'use client';

import { useCallback, useMemo, useSyncExternalStore, type MouseEvent } from 'react';
import type { SortableColumnLike, SortDescriptor } from '../PaginatedTable/sorting.js';
import type { Pagination } from './types.js';
import { historyAdapter, type UrlAdapter } from './adapters.js';
import { isPlainLeftClick } from '../shared/clicks.js';
import { useWarnOnce } from '../shared/warnOnce.js';
import { checkOptions, cursorHref, parseCursor, rowsShown } from './urlCursor.js';
import { checkSortOptions, DEFAULT_SORT_PARAM, formatSort, readSort, sortHref } from './urlSort.js';

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
  /**
   * The table's columns, to keep its sort in the URL too: `?sort=name` ascending, `?sort=-name`
   * descending, among the columns with `sortable: true`. A value that names none of them, or
   * that repeats, warns once and shows `defaultSort`.
   * @default undefined (no sort in the URL: `sort`, `getSortHref` and `onSortChange` are undefined)
   */
  columns?: readonly SortableColumnLike[] | undefined;
  /**
   * The query parameter that holds the sort. Give each table its own when several on one page
   * sort apart, as with `param`.
   * @default 'sort'
   */
  sortParam?: string | undefined;
  /**
   * The sort when the URL names none (or one that cannot be read): the order your data source
   * uses by default, so that the header says so. It must name a sortable column.
   * @default undefined (the data in its own order: no header shows a sort)
   */
  defaultSort?: SortDescriptor | undefined;
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
  /**
   * The sort the URL asks for, else `defaultSort`: sort your data by it, and pass it to
   * `PaginatedTable`'s `sort` prop. Its identity holds while the sort does.
   */
  sort: SortDescriptor | undefined;
  /**
   * For `PaginatedTable`'s `getSortHref` prop: the same page sorted by `sort`, on its first page
   * (`?sort=-name&tab=all`), other parameters kept. `undefined` without `columns`.
   */
  getSortHref: ((sort: SortDescriptor) => string) | undefined;
  /**
   * For `PaginatedTable`'s `onSortChange` prop: pushes `getSortHref(sort)` through the adapter
   * (one history entry). `undefined` without `columns`.
   */
  onSortChange: ((sort: SortDescriptor) => void) | undefined;
}

const NO_COLUMNS = new Set<string>();

/**
 * A "Load more" cursor kept in the URL, and with `columns` the sort beside it, so reload, back,
 * forward and shared links show the same rows in the same order. Load more and the sort headers
 * are real links: a plain click pushes the next URL in the page, while modified and middle
 * clicks open it as the browser would. A sort starts again on the first page. Renders on the
 * server (the default adapter reads an empty query there) and hydrates without a mismatch when
 * the server's adapter read the same query string as the browser.
 */
export function useUrlPagination({
  param = 'nextCursor',
  pageSize,
  totalCount,
  adapter = historyAdapter,
  columns,
  sortParam = DEFAULT_SORT_PARAM,
  defaultSort,
}: UseUrlPaginationOptions): UrlPagination {
  const checked = checkOptions({ param, pageSize, totalCount });
  ({ param, pageSize, totalCount } = checked.options);
  // By content: an inline `columns` array is new on every render.
  const sortableIds = columns
    ?.filter((column) => column.sortable)
    .map((column) => column.id)
    .join('\n');
  const sortable = useMemo(
    () => (sortableIds ? new Set(sortableIds.split('\n')) : NO_COLUMNS),
    [sortableIds],
  );
  const sortChecked = checkSortOptions({ param, sortParam, defaultSort, sortable });
  ({ sortParam, defaultSort } = sortChecked.options);
  // The server snapshot is the adapter's read too: on the server it is the request's query,
  // and during hydration the browser's, so both passes render the same rows.
  const search = useSyncExternalStore(adapter.subscribe, adapter.read, adapter.read);
  const sorted = columns !== undefined;
  const defaultKey = defaultSort && formatSort(defaultSort);
  // One object while the sort holds, so the table's memos and effects stay quiet.
  const reading = useMemo(
    () =>
      sorted
        ? readSort(search, sortParam, sortable, defaultSort)
        : { sort: undefined, problem: undefined },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- defaultSort by content (defaultKey)
    [sorted, search, sortParam, sortable, defaultKey],
  );
  const sortKey = reading.sort && formatSort(reading.sort);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- by content (sortKey)
  const sort = useMemo(() => reading.sort, [sortKey]);
  useWarnOnce([
    ...checked.problems,
    ...(sorted ? sortChecked.problems : []),
    ...(reading.problem === undefined ? [] : [reading.problem]),
  ]);
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
  const getSortHref = useCallback(
    (next: SortDescriptor) => sortHref(search, { sortParam, cursorParam: param }, next),
    [search, sortParam, param],
  );
  const onSortChange = useCallback(
    (next: SortDescriptor) => {
      push(getSortHref(next));
    },
    [push, getSortHref],
  );
  return {
    cursor,
    rowCount,
    pagination,
    loadMore,
    sort,
    getSortHref: sorted ? getSortHref : undefined,
    onSortChange: sorted ? onSortChange : undefined,
  };
}
