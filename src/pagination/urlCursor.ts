/**
 * The URL model behind `useUrlPagination`: plain strings and numbers in and out, no React and
 * no DOM, so every hostile URL can be tried in a table-driven unit test.
 */
import { isCount, toCount } from '../shared/counts.js';

/** Only ASCII digits: `-1`, `1.5`, `1e3`, `0x10`, ` 1`, `+1` and full-width `１` all fail. */
const DIGITS = /^[0-9]+$/;

/**
 * The cursor a query string asks for: a non-negative integer no greater than `totalCount`.
 *
 * - Missing, empty or anything but ASCII digits counts as 0. `Number()` alone would accept
 *   `1e3`, `0x10`, `1.0` and whitespace, so the digits are checked first.
 * - Digits past `totalCount` (however many, even beyond `Number.MAX_SAFE_INTEGER`) are capped at
 *   `totalCount`: a cursor past the end means "everything".
 * - When the parameter repeats, the first one wins, as `URLSearchParams.get` reads it. Servers
 *   and routers that read the query with the WHATWG API agree, so a server render and the
 *   browser see the same cursor; the next href then carries the parameter once.
 */
export function parseCursor(search: string, param: string, totalCount: number): number {
  const raw = new URLSearchParams(search).get(param);
  if (raw === null || !DIGITS.test(raw)) return 0;
  // A long run of digits parses to a huge number or Infinity; either is capped below.
  return Math.min(Number(raw), totalCount);
}

/** Rows shown at a cursor: everything before it plus one page, at most `totalCount`. */
export function rowsShown(cursor: number, pageSize: number, totalCount: number): number {
  return Math.min(cursor + pageSize, totalCount);
}

/**
 * A relative href (`?…`) to the same page with the query `change` makes, every other parameter
 * kept and percent-encoded, and the keys sorted.
 *
 * Sorted, because Ladle (and other tools that normalise URLs) re-sort the keys and push their
 * own copy onto history otherwise, which doubles the back button's steps. Relative, because
 * only the query changes: the link keeps the page's path, including any router basename the
 * app does not know about, and a server can build it from the search string alone.
 */
export function queryHref(search: string, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(search);
  change(params);
  params.sort();
  return `?${params.toString()}`;
}

/** A relative href to the same page with `param` set to `cursor` (see `queryHref`). */
export function cursorHref(search: string, param: string, cursor: number): string {
  // `set` also drops any repeats of `param`.
  return queryHref(search, (params) => {
    params.set(param, String(cursor));
  });
}

/** The hook's options that can go wrong at run time. */
export interface CursorOptions {
  param: string;
  pageSize: number;
  totalCount: number;
}

export const DEFAULT_PARAM = 'nextCursor';
const prefix = 'useUrlPagination:';

/**
 * Usable options and a message naming the fix for each unusable one. As for `PaginatedTable`'s
 * props, counts may come from a server at run time, so a bad one warns and is clamped rather
 * than blanking the page: `totalCount` rounds down to at least 0, `pageSize` to at least 1
 * (0 would never load more), and an empty `param` falls back to `nextCursor`.
 */
export function checkOptions(options: CursorOptions): {
  options: CursorOptions;
  problems: string[];
} {
  const problems: string[] = [];
  let { param, pageSize, totalCount } = options;
  if (!isCount(pageSize) || pageSize < 1) {
    const fixed = Math.max(1, toCount(pageSize));
    problems.push(
      `${prefix} pageSize must be a whole number of rows ≥ 1 (rows each Load more adds), got ${String(pageSize)}; using ${fixed}.`,
    );
    pageSize = fixed;
  }
  if (!isCount(totalCount)) {
    const fixed = toCount(totalCount);
    problems.push(
      `${prefix} totalCount must be a whole number of rows ≥ 0 (the size of the whole data set), got ${String(totalCount)}; using ${fixed}.`,
    );
    totalCount = fixed;
  }
  if (param === '') {
    problems.push(`${prefix} param must name a query parameter; using "${DEFAULT_PARAM}".`);
    param = DEFAULT_PARAM;
  }
  return { options: { param, pageSize, totalCount }, problems };
}
