/**
 * The sort half of `useUrlPagination`'s URL model: plain strings in and out, no React and no
 * DOM, so every hostile URL can be tried in a table-driven unit test.
 *
 * A sort is one parameter named by column id: `?sort=name` ascending, `?sort=-name` descending
 * (the JSON:API convention). It sits beside the cursor (`?nextCursor=20&sort=-name`): a Load
 * more link keeps it, and a sort link drops the cursor, since a new order starts on the first
 * page.
 */
import { isSortDescriptor, shownValue, type SortDescriptor } from '../PaginatedTable/sorting.js';
import { queryHref } from './urlCursor.js';

export const DEFAULT_SORT_PARAM = 'sort';

const prefix = 'useUrlPagination:';

/** A sort as its parameter value: the column id, after a `-` when descending. */
export function formatSort(sort: SortDescriptor): string {
  return sort.direction === 'descending' ? `-${sort.columnId}` : sort.columnId;
}

/** Where a value's direction might have been written in some other convention. */
const OTHER_DIRECTION = /^(?:[+~!\s]|--)(.+)$|^(.+?)[\s:.,_](asc|desc|ascending|descending)$/i;

/** Up to 40 characters of a value, quoted and escaped, for a message: a URL may hold megabytes. */
function shown(value: string): string {
  const cut = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  const quoted = JSON.stringify(cut);
  return value.length > 40 ? `${quoted} (${value.length} characters)` : quoted;
}

const describe = (sort: SortDescriptor | undefined) =>
  sort ? `${sort.columnId}, ${sort.direction}` : 'the data in its own order';

/**
 * What one value of the sort parameter says: a sort, or why it cannot be read. The column must
 * be one of `sortable`. An id that itself starts with `-` reads as descending when the rest
 * names a sortable column, else as that id ascending.
 */
function parseValue(
  value: string,
  sortable: ReadonlySet<string>,
): SortDescriptor | { reason: string } {
  if (value.startsWith('-') && sortable.has(value.slice(1))) {
    return { columnId: value.slice(1), direction: 'descending' };
  }
  if (sortable.has(value)) return { columnId: value, direction: 'ascending' };
  if (value === '') return { reason: 'is empty' };
  const other = OTHER_DIRECTION.exec(value);
  const id = other?.[1] ?? other?.[2];
  if (id !== undefined && sortable.has(id.trim())) {
    const trimmed = id.trim();
    return {
      reason: `gives the direction in a way the table does not read: use "${trimmed}" for ascending or "-${trimmed}" for descending`,
    };
  }
  if (value.includes(',')) {
    return { reason: 'asks for several columns; the table sorts by one column at a time' };
  }
  return { reason: 'names no sortable column' };
}

/** What the query string says about the sort. */
export interface SortReading {
  /** The sort to show: the URL's, or `fallback` when it has none or one that cannot be read. */
  sort: SortDescriptor | undefined;
  /** Why the URL's sort could not be read, naming the fix; `undefined` when it could. */
  problem: string | undefined;
}

/**
 * The sort a query string asks for, among the `sortable` column ids.
 *
 * - No parameter: `fallback` (the app's default sort), quietly.
 * - A value that names a sortable column, `-` first for descending: that sort.
 * - Anything else falls back to `fallback`, with a message that names the fix: an unknown
 *   column, an empty value, a direction in another convention (`+name`, `name:desc`), several
 *   columns (`name,-email`), and a parameter given more than once. Unlike the cursor, whose
 *   first value wins, a repeated sort is not guessed at: two sorts could mean several columns,
 *   which the table does not do.
 */
export function readSort(
  search: string,
  param: string,
  sortable: ReadonlySet<string>,
  fallback: SortDescriptor | undefined,
): SortReading {
  const values = new URLSearchParams(search).getAll(param);
  const [value] = values;
  if (value === undefined) return { sort: fallback, problem: undefined };
  const fix = `Link with ?${param}=<column id> (ascending) or ?${param}=-<column id> (descending); sortable: ${
    sortable.size > 0 ? Array.from(sortable).join(', ') : '(none: mark columns `sortable: true`)'
  }.`;
  const fallingBack = `showing ${describe(fallback)}.`;
  if (values.length > 1) {
    return {
      sort: fallback,
      problem: `${prefix} ?${param}= appears ${values.length} times, and the table sorts by one column at a time: give it once; ${fallingBack} ${fix}`,
    };
  }
  const parsed = parseValue(value, sortable);
  if ('reason' in parsed) {
    return {
      sort: fallback,
      problem: `${prefix} ?${param}=${shown(value)} ${parsed.reason}; ${fallingBack} ${fix}`,
    };
  }
  return { sort: parsed, problem: undefined };
}

/**
 * A relative href (`?…`) to the same page sorted by `sort`: the sort parameter set, the cursor
 * parameter dropped (a new order starts on the first page), every other parameter kept, and the
 * keys sorted (see `queryHref`). The sort is always written, the default one too: a
 * shared link then means the same order after the app's default changes.
 */
export function sortHref(
  search: string,
  { sortParam, cursorParam }: { sortParam: string; cursorParam: string },
  sort: SortDescriptor,
): string {
  return queryHref(search, (params) => {
    params.delete(cursorParam);
    // `set` also drops any repeats of the sort parameter.
    params.set(sortParam, formatSort(sort));
  });
}

/** The hook's sort options that can go wrong at run time. */
export interface SortOptions {
  /** The cursor's parameter, which the sort's must differ from. */
  param: string;
  sortParam: string;
  defaultSort: SortDescriptor | undefined;
  /** Ids of the columns with `sortable: true`. */
  sortable: ReadonlySet<string>;
}

/**
 * Usable sort options, and a message naming the fix for each unusable one: an empty
 * `sortParam` falls back to `sort`, one equal to the cursor's parameter to `<param>Sort`, and a
 * `defaultSort` that is not a sort of a sortable column to none.
 */
export function checkSortOptions(options: SortOptions): {
  options: SortOptions;
  problems: string[];
} {
  const problems: string[] = [];
  let { sortParam, defaultSort } = options;
  const { param, sortable } = options;
  if (sortParam === '') {
    problems.push(
      `${prefix} sortParam must name a query parameter; using "${DEFAULT_SORT_PARAM}".`,
    );
    sortParam = DEFAULT_SORT_PARAM;
  }
  if (sortParam === param) {
    const fixed = `${param}Sort`;
    problems.push(
      `${prefix} sortParam and param are both "${param}": the sort and the cursor need a parameter each. Pass another sortParam; using "${fixed}".`,
    );
    sortParam = fixed;
  }
  if (defaultSort !== undefined) {
    const usable = isSortDescriptor(defaultSort) && sortable.has(defaultSort.columnId);
    if (!usable) {
      problems.push(
        `${prefix} defaultSort must be { columnId, direction } naming a column with \`sortable: true\` (${
          sortable.size > 0 ? Array.from(sortable).join(', ') : 'none is'
        }), got ${shownValue(defaultSort)}; using none.`,
      );
      defaultSort = undefined;
    }
  }
  return { options: { param, sortParam, defaultSort, sortable }, problems };
}
