/**
 * `useUrlPagination`'s reading of a query string, for a server that fetches the rows a request
 * asks for before anything renders: plain values, no React, importable from a server component.
 */
import type { SortDescriptor } from '../PaginatedTable/sorting.js';
import { checkOptions, DEFAULT_PARAM, parseCursor, rowsShown } from './urlCursor.js';
import type { UseUrlPaginationOptions } from './useUrlPagination.js';
import { checkSortOptions, DEFAULT_SORT_PARAM, readSort } from './urlSort.js';

/** What `readUrlPagination` returns: the values `useUrlPagination` renders with. */
export interface UrlPaginationRead {
  /** The cursor the query string asks for (hostile or missing values count as 0). */
  cursor: number;
  /** How many rows the page shows, from the first: fetch these. */
  rowCount: number;
  /**
   * The sort the query string asks for, else `defaultSort` (a hostile one falls back to it, as in
   * the hook): fetch the rows in this order. `undefined` without `columns`.
   */
  sort: SortDescriptor | undefined;
}

/** A query as a server has it: a string, `URLSearchParams`, or values by name (Next.js). */
type Query =
  string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** The query as a string: each value of a repeated parameter in its order. */
function searchOf(search: Query): string {
  if (typeof search === 'string') return search;
  if (search instanceof URLSearchParams) return search.toString();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of [value ?? []].flat()) query.append(key, item);
  }
  return query.toString();
}

/**
 * Reads a query string the way `useUrlPagination` does, for a server that fetches the rows a
 * request asks for (a React Router loader, a Next.js page): `?nextCursor=10&sort=-name` with a
 * `pageSize` of 10 gives `{ cursor: 10, rowCount: 20, sort: { columnId: 'name', direction:
 * 'descending' } }` when `columns` has a sortable `name`. Pass the options the hook gets, so both
 * agree on every URL, hostile ones included. Bad options and values fall back as in the hook;
 * the hook warns about them.
 *
 * `search` is the query as your server has it: a string (`'?nextCursor=10'`), `URLSearchParams`,
 * or an object of values by name, such as a Next.js page's `searchParams` (awaited).
 */
export function readUrlPagination(
  search:
    string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>,
  options: Pick<
    UseUrlPaginationOptions,
    'param' | 'pageSize' | 'totalCount' | 'columns' | 'sortParam' | 'defaultSort'
  >,
): UrlPaginationRead {
  const query = searchOf(search);
  const { param, pageSize, totalCount } = checkOptions({
    param: options.param ?? DEFAULT_PARAM,
    pageSize: options.pageSize,
    totalCount: options.totalCount,
  }).options;
  const cursor = parseCursor(query, param, totalCount);
  const rowCount = rowsShown(cursor, pageSize, totalCount);
  const { columns } = options;
  if (columns === undefined) return { cursor, rowCount, sort: undefined };
  const sortable = new Set(columns.filter((column) => column.sortable).map((column) => column.id));
  const { sortParam, defaultSort } = checkSortOptions({
    param,
    sortParam: options.sortParam ?? DEFAULT_SORT_PARAM,
    defaultSort: options.defaultSort,
    sortable,
  }).options;
  return { cursor, rowCount, sort: readSort(query, sortParam, sortable, defaultSort).sort };
}
